/**
 * What the built-in assistant remembers of a conversation: each message's wishes, avoid list and
 * product type, learnt into the thread's memory, and the preferences read back from it.
 */
import { cleanAvoidList, MAX_CUSTOM_AVOID_TERMS, type AvoidList } from '../../shared/avoid-list';
import type { IngredientIndex } from '../ingredients/matcher';
import { emptyMemory, type Memory } from './memory';
import { listJoin, type Preferences } from './recommend';
import { understand, type Understanding } from './understand';
import { FAMILY_LABELS, GROUP_LABELS, PRODUCT_TYPE_BY_ID } from './vocabulary';
import { say } from './languages';
import { INTENTS } from './intents';
import { normalise } from './fold';

export const RETINOIDS = ['retinol', 'retinyl', 'retinal', 'retinoic'];

export interface Learned {
  memory: Memory;
  /** Something new about the shopper (concerns, skin, wishes) was learned. */
  changed: boolean;
  acknowledgement: string | null;
}

export function learn(previous: Memory, u: Understanding, text: string): Learned {
  const memory: Memory = {
    ...previous,
    avoidGroups: [...previous.avoidGroups],
    avoidTerms: [...previous.avoidTerms],
    avoidTermLabels: [...previous.avoidTermLabels],
  };
  const lang = memory.lang;
  const said: string[] = [];
  let changed = false;

  let type = u.type;
  // 'shampoo for my baby' is a baby wash; 'a cream for my baby' stays generic.
  if (type && u.situations.includes('baby') && INTENTS.babyWash.test(normalise(text))) {
    if (type.id === 'shampoo' || type.id === 'body-care')
      type = PRODUCT_TYPE_BY_ID.get('baby-wash')!;
  }
  if (type) {
    // A new type starts a new list; the budget and every other constraint stay.
    if (type.id !== memory.type) memory.shown = [];
    memory.type = type.id;
    memory.category = type.category;
    memory.area = null;
  } else if (u.category && u.category !== memory.category) {
    memory.category = u.category;
    memory.type = null;
    memory.area = u.area;
    memory.shown = [];
  } else if (u.area && u.area !== memory.area) {
    memory.type = null;
    memory.area = u.area;
    memory.shown = [];
  }

  for (const group of u.removeGroups) {
    if (memory.avoidGroups.includes(group)) {
      memory.avoidGroups = memory.avoidGroups.filter((g) => g !== group);
      said.push(say(lang, 'remember.fine', { group: GROUP_LABELS[group]?.[lang] ?? group }));
      changed = true;
    }
  }
  const addedLabels: string[] = [];
  for (const group of u.addGroups) {
    if (!memory.avoidGroups.includes(group)) {
      memory.avoidGroups.push(group);
      addedLabels.push(GROUP_LABELS[group]?.[lang] ?? group);
      changed = true;
    }
  }
  const addTerm = (terms: string[], label: string) => {
    let added = false;
    for (const term of terms) {
      if (!memory.avoidTerms.includes(term) && memory.avoidTerms.length < MAX_CUSTOM_AVOID_TERMS) {
        memory.avoidTerms.push(term);
        added = true;
      }
    }
    if (added && !memory.avoidTermLabels.includes(label)) {
      memory.avoidTermLabels.push(label);
      addedLabels.push(label);
      changed = true;
    }
  };
  for (const term of u.addTerms) addTerm(term.terms, term.label);
  for (const family of u.addFamilies) {
    if (!memory.avoidFamilies.includes(family)) {
      memory.avoidFamilies = [...memory.avoidFamilies, family];
      addedLabels.push(FAMILY_LABELS[family]?.[lang] ?? family);
      changed = true;
    }
  }

  for (const situation of u.situations) {
    if (memory.situations.includes(situation)) continue;
    memory.situations.push(situation);
    changed = true;
    if (situation === 'pregnancy') {
      addTerm(RETINOIDS, say(lang, 'remember.retinoids'));
      if (!memory.avoidGroups.includes('uv-filters')) memory.avoidGroups.push('uv-filters');
    }
  }
  for (const skin of u.skinTypes) {
    if (!memory.skinTypes.includes(skin)) {
      memory.skinTypes.push(skin);
      changed = true;
    }
  }
  for (const wish of u.certifications) {
    if (!memory.certifications.includes(wish)) {
      memory.certifications.push(wish);
      changed = true;
    }
  }
  for (const wish of u.packaging) {
    if (!memory.packaging.includes(wish)) {
      memory.packaging.push(wish);
      changed = true;
    }
  }
  if (u.priceMax !== null) {
    memory.priceMax = u.priceMax;
    changed = true;
  }

  if (addedLabels.length > 0) {
    said.unshift(say(lang, 'remember.no', { list: listJoin(addedLabels, lang, say(lang, 'or')) }));
  }
  const acknowledgement =
    said.length > 0 ? say(lang, 'remember.noted', { list: listJoin(said, lang) }) : null;
  return { memory, changed, acknowledgement };
}

/**
 * What the shopper wants, for this turn: the avoid list said in the chat and the one kept in the
 * browser together.
 */
export function preferencesOf(memory: Memory): Preferences {
  const fromBrowser = memory.browserAvoid;
  const avoid: AvoidList = cleanAvoidList({
    groups: [...new Set([...memory.avoidGroups, ...fromBrowser.groups])],
    terms: [...new Set([...memory.avoidTerms, ...fromBrowser.terms])],
  });
  const browserTerms = fromBrowser.terms.filter((term) => !memory.avoidTerms.includes(term));
  return {
    avoid,
    termLabels: [...memory.avoidTermLabels, ...browserTerms],
    families: memory.avoidFamilies,
    skinTypes: memory.skinTypes,
    situations: memory.situations,
    certifications: memory.certifications,
    packaging: memory.packaging,
    priceMax: memory.priceMax,
    flagged: memory.lastFlagged,
  };
}

/**
 * The memory after one message of the shopper, without answering it. The language-model path
 * uses it too, so that its product cards are checked against the same avoid list.
 */
export function rememberMessage(memory: Memory, text: string, kb: IngredientIndex): Memory {
  const u = understand(text, kb);
  const next = u.reset ? emptyMemory(u.lang ?? memory.lang) : { ...memory };
  next.lang = u.lang ?? next.lang;
  return learn(next, u, text).memory;
}

export function avoidListOf(memory: Memory): AvoidList {
  return preferencesOf(memory).avoid;
}
