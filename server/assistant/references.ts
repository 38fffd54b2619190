/**
 * Which products a message is about: "the first one", "de tweede", "that one", "it", "die", "both",
 * or products named by their catalogue name ("Oat Milk Body Lotion or Raw Shea Body Butter?").
 * Ordinals count the cards of the last reply that showed any (memory.lastShown); pronouns mean the
 * products the conversation is about (memory.focus), or the only card shown.
 */
import type { DB } from '../db/connect';
import { catalogVersion } from '../catalog/catalog-state';
import type { Memory } from './memory';
import { normalise } from './fold';
import { pickByName, type Card } from './pick-by-name';
import { languageCodes, languageOf, onLanguages, type LanguageWords } from './languages';
import { allWords, either, NEVER } from './vocabulary';

export interface References {
  /** Product ids in the order the message names them. */
  ids: number[];
  /** A pronoun ("it", "that one") that could mean more than one of the last cards. */
  ambiguous: boolean;
  /** The message points at products at all (ordinal, pronoun or name). */
  pointed: boolean;
  /** Products were named by their names ("A or B?"), not by position or pronoun. */
  named: boolean;
  /** Cards of the last answer picked by part of their name or brand ('the rosehip one'). */
  byName: boolean;
  /** The cards a part of a name fits equally well, when it fits more than one. */
  candidates: number[];
}

/** A message that points at no product. */
export const NO_REFERENCES: Readonly<References> = {
  ids: [],
  ambiguous: false,
  pointed: false,
  named: false,
  byName: false,
  candidates: [],
};

/**
 * Ordinal words of every language (words.json `ordinals`: the first card's words, the second's …,
 * and `last`); they point at a card only after an article or before "one" ("the first one"), as
 * each language's `references` words say.
 */
let ORDINALS: readonly [RegExp, number][] = [];
let LAST = NEVER;
/** Several cards at once: 'both', 'the two', 'alle drie'. */
let BOTH = NEVER;
/** A card by its number: 'number 2', 'optie 3', '#1'. */
let NUMBERED = NEVER;
/** "it", "that one", "is die …", "zit daar … in": a product already talked about. */
let PRONOUN = NEVER;

onLanguages(() => {
  const all = languageCodes().map((code) => languageOf(code).words);
  const references = (pick: (r: LanguageWords['references']) => string[]) =>
    either(allWords((w) => pick(w.references)));
  const before = references((r) => r.before);
  const ones = references((r) => r.ones);
  const notBefore = references((r) => r.notBefore);
  const positions = Math.max(0, ...all.map((w) => w.ordinals.length));
  ORDINALS = Array.from({ length: positions }, (_, position) => {
    const words = either(all.flatMap((w) => w.ordinals[position] ?? []));
    const pattern = new RegExp(
      `\\b(?:(?:${before})\\s+(?:${words})|(?:${words})\\s+(?:${ones}))\\b(?!\\s+(?:${notBefore}))`,
    );
    return [pattern, position] as [RegExp, number];
  });
  // 'both', 'the two', 'alle drie': the words of each language, or a word before a number word
  // (the numbers are the language's own, two to four).
  const together = all.flatMap((w) => {
    const numbers = Object.entries(w.numbers)
      .filter(([, value]) => value >= 2 && value <= 4)
      .map(([word]) => word);
    const counted =
      w.together.before.length && numbers.length
        ? [`(?:${w.together.before.join('|')})\\s+(?:${numbers.join('|')})`]
        : [];
    return [...w.together.words, ...counted];
  });
  BOTH = new RegExp(`\\b(?:${either(together)})\\b`);
  const last = allWords((w) => w.last);
  LAST = new RegExp(`\\b(?:${references((r) => r.lastBefore)})\\s+(?:${either(last)})\\b`);
  NUMBERED = new RegExp(`\\b(?:${references((r) => r.numbered)})\\s*([1-6])\\b`, 'g');
  PRONOUN = new RegExp(`\\b(?:${references((r) => r.back)})\\b`);
});

/** Ordinal positions ("the second one", "nummer 3") in the order the message names them. */
function ordinalPositions(norm: string, count: number): number[] {
  const found: { at: number; position: number }[] = [];
  for (const [pattern, position] of ORDINALS) {
    const match = new RegExp(pattern.source, 'g');
    for (const m of norm.matchAll(match)) found.push({ at: m.index, position });
  }
  for (const m of norm.matchAll(NUMBERED)) found.push({ at: m.index, position: Number(m[1]) - 1 });
  const last = LAST.exec(norm);
  if (last && count > 0) found.push({ at: last.index, position: count - 1 });
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.position))];
}

interface Names {
  /** Whole names (two words or more), normalised. */
  byName: Map<string, Card>;
  byId: Map<number, Card>;
}
const nameCaches = new WeakMap<DB, { version: number; names: Promise<Names> }>();

/** Every product's name and brand, per catalogue version. */
function catalogueNames(db: DB): Promise<Names> {
  const version = catalogVersion(db);
  let cached = nameCaches.get(db);
  if (!cached || cached.version !== version) {
    const names = db
      .selectFrom('products')
      .select(['id', 'name', 'brand'])
      .orderBy('id')
      .execute()
      .then((rows) => {
        const byName = new Map<string, Card>();
        for (const row of rows) {
          const key = normalise(row.name).replace(/\s+/g, ' ').trim();
          if (key.split(' ').length >= 2 && !byName.has(key)) byName.set(key, row);
        }
        return { byName, byId: new Map(rows.map((row) => [row.id, row])) };
      });
    cached = { version, names };
    nameCaches.set(db, cached);
  }
  return cached.names;
}

/** Products whose whole name (two words or more) the message holds, in the message's order. */
async function namedProducts(db: DB, norm: string): Promise<number[]> {
  const names = (await catalogueNames(db)).byName;
  const words = norm
    .replace(/[^a-z0-9&' -]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const found: { at: number; id: number }[] = [];
  for (let start = 0; start < words.length; start++) {
    // Longest name first: "Oat Milk Body Lotion" before "Body Lotion".
    for (let length = Math.min(8, words.length - start); length >= 2; length--) {
      const entry = names.get(words.slice(start, start + length).join(' '));
      if (entry) {
        found.push({ at: start, id: entry.id });
        start += length - 1;
        break;
      }
    }
  }
  return [...new Set(found.map((f) => f.id))];
}

export async function resolveReferences(db: DB, memory: Memory, text: string): Promise<References> {
  const norm = normalise(text).replace(/\s+/g, ' ').trim();
  const named = await namedProducts(db, norm);
  const positions = ordinalPositions(norm, memory.lastShown.length);
  const byPosition = positions.flatMap((p) => memory.lastShown[p] ?? []);
  const ids = [...new Set([...named, ...byPosition])];
  const plain = { byName: false, candidates: [] };
  if (ids.length > 0) {
    return { ...plain, ids, ambiguous: false, pointed: true, named: named.length > 0 };
  }
  if (positions.length > 0) {
    return { ...plain, ids: [], ambiguous: false, pointed: true, named: false };
  }
  const { byId } = await catalogueNames(db);
  const cards = memory.lastShown.flatMap((id) => byId.get(id) ?? []);
  const picked = pickByName(text, cards);
  if (picked.ids.length > 0 || picked.candidates.length > 0) {
    return {
      ids: picked.ids,
      ambiguous: picked.ids.length === 0,
      pointed: true,
      named: false,
      byName: true,
      candidates: picked.candidates,
    };
  }
  if (BOTH.test(norm)) {
    const context = memory.focus.length >= 2 ? memory.focus : memory.lastShown;
    return {
      ...plain,
      ids: context.slice(0, 4),
      ambiguous: false,
      pointed: context.length > 0,
      named: false,
    };
  }
  if (PRONOUN.test(norm)) {
    const none = { ...plain, ambiguous: false, pointed: true, named: false };
    if (memory.focus.length > 0) return { ...none, ids: memory.focus };
    if (memory.lastShown.length === 1) return { ...none, ids: memory.lastShown };
    if (memory.lastShown.length > 1) return { ...none, ids: [], ambiguous: true };
  }
  return { ...plain, ids: [], ambiguous: false, pointed: false, named: false };
}
