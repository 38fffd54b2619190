/**
 * Understanding one message of the shopper (English and Dutch): the language, the product type or
 * category, the ingredients to avoid, skin type and situation, preferences, and what the shopper
 * wants (a recommendation, an explanation of an ingredient, more options, a fresh start …).
 */
import type { Category } from '../../shared/catalog';
import type { IngredientIndex } from '../ingredients/matcher';
import type { Language, Situation } from './memory';
import { readOperation, type Operation } from './operations';
import { readQuantities } from './quantities';
import { hasPhrase, normalise, stemmerFor, words } from './fold';
import { looksLikeIngredientList, talkAroundList } from './pasted-list';
import { languageOf } from './languages';
import { ASKED_FOR, INTENTS, QUESTION_SHAPES, SECOND_REQUEST } from './intents';
import {
  ALLERGEN_WORDS,
  AREA_WORDS,
  AVOID_WORDS,
  FAMILY_WORDS,
  GAP_WORDS,
  LANGUAGE_WORDS,
  PRODUCT_TYPE_BY_ID,
  TYPE_STEMS,
  OTHER_LANGUAGE_WORDS,
  type BodyArea,
  CATEGORY_WORDS,
  CERTIFICATION_WORDS,
  PACKAGING_WORDS,
  PRODUCT_TYPES,
  SITUATION_WORDS,
  SKIN_WORDS,
  inLanguage,
  type Names,
  type Certification,
  type Packaging,
  type ProductType,
  type SkinType,
} from './vocabulary';

/** Messages are read normalised; callers that read a message the same way import it from here too. */
export { normalise };

export interface AvoidTerm {
  terms: string[];
  label: string;
}

export interface Understanding {
  /** The language of the message, or null when it cannot tell (a single product word). */
  lang: Language | null;
  /** Written in a language the built-in engine does not speak. */
  otherLanguage: boolean;
  type: ProductType | null;
  category: Category | null;
  /** Where on the body, as the shopper said it ('for my face'); null when not said. */
  area: BodyArea | null;
  addGroups: string[];
  removeGroups: string[];
  addTerms: AvoidTerm[];
  /** FREE FROM families to avoid that are no avoid group (vocabulary FAMILY_WORDS). */
  addFamilies: string[];
  skinTypes: SkinType[];
  situations: Situation[];
  certifications: Certification[];
  packaging: Packaging[];
  priceMax: number | null;
  cheaper: boolean;
  more: boolean;
  reset: boolean;
  greeting: boolean;
  thanks: boolean;
  /** The subject of 'what is X?' / 'wat is X?' / 'is X safe?', when asked. */
  question: string | null;
  /**
   * A product asked for in words no product type or category of the vocabulary knows ('do you
   * have a razor?'), as the shopper wrote it; null otherwise.
   */
  askedFor: string | null;
  /** The message is (or holds) an ingredient list. */
  ingredientList: boolean;
  wantsRecommendation: boolean;
  /** Every product type the message asks for, in its order, when it asks for more than one. */
  types: ProductType[];
  /** A type Puur does not carry ('nail polish remover'), with the nearest type it does. */
  gap: { id: string; label: Names; nearest: ProductType } | null;
  /** What the message asks to do with the last answer (order, compare, narrow, same brand, swap). */
  operation: Operation;
  /** Numbers said ('the first two', 'alle drie'). */
  numbers: number[];
}

/** The message adds a wish: something to avoid, a skin type, a situation, a label or packaging. */
export function addsWishes(u: Understanding): boolean {
  return Boolean(
    u.addGroups.length ||
    u.addTerms.length ||
    u.skinTypes.length ||
    u.situations.length ||
    u.certifications.length ||
    u.packaging.length,
  );
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

export function detectLanguage(text: string): { lang: Language | null; other: boolean } {
  const norm = normalise(text);
  const counts = LANGUAGE_WORDS.map(({ lang, match }) => ({
    lang,
    count: count(norm, match),
  })).sort((a, b) => b.count - a.count);
  const other = count(norm, OTHER_LANGUAGE_WORDS);
  if (other >= 3 && counts.every((c) => other > c.count + 1)) return { lang: null, other: true };
  const [first, second] = counts;
  // A tie between the two likeliest (or no words of any) is no language.
  if (!first || first.count === (second?.count ?? 0)) return { lang: null, other: false };
  return { lang: first.lang, other: false };
}

export function questionSubject(text: string): string | null {
  const norm = normalise(text).trim().replace(/\s+/g, ' ');
  if (norm.length > 160) return null;
  for (const pattern of QUESTION_SHAPES) {
    const match = pattern.exec(norm);
    if (!match) continue;
    // A second request after the question is not part of its subject ('what is SLS, and can
    // you suggest a toothpaste without it?').
    let subject = match[1]!
      .split(SECOND_REQUEST)[0]!
      .trim()
      .replace(/[?.!,;:]+$/, '');
    for (let i = 0; i < 3; i++) subject = subject.replace(INTENTS.articles, '');
    subject = subject.replace(/^["'(]+|["')]+$/g, '').trim();
    if (subject.length >= 2 && subject.length <= 80) return subject;
  }
  return null;
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}

function sentencesWith(norm: string, pattern: RegExp): string[] {
  return norm.split(/[.!?\n]+/).filter((sentence) => {
    pattern.lastIndex = 0;
    return pattern.test(sentence);
  });
}

export function understand(text: string, index: IngredientIndex): Understanding {
  const norm = normalise(text).replace(/\s+/g, ' ').trim();
  const { lang, other } = detectLanguage(text);
  const ingredientList = looksLikeIngredientList(text, index);
  // In a pasted list, words such as 'Parfum' or 'Aqua' are ingredients, not wishes.
  const talk = ingredientList ? normalise(talkAroundList(text, index)) : norm;

  // A type Puur does not carry is read first: 'nail polish remover' is no nail polish.
  const gapWords = GAP_WORDS.find((gap) => gap.match.test(talk));
  const gap = gapWords
    ? { id: gapWords.id, label: gapWords.label, nearest: PRODUCT_TYPE_BY_ID.get(gapWords.nearest)! }
    : null;
  const type =
    gap?.nearest ??
    PRODUCT_TYPES.find((candidate) => candidate.match.test(talk)) ??
    typeByStems(talk);
  const types = gap ? [] : typesAsked(talk);
  const quantities = readQuantities(ingredientList ? talk : text);
  const category = type
    ? type.category
    : (CATEGORY_WORDS.find((word) => word.match.test(talk))?.category ?? null);

  const question = ingredientList ? null : questionSubject(text);

  const addGroups: string[] = [];
  const removeGroups: string[] = [];
  for (const { group, match } of AVOID_WORDS) {
    const sentences = sentencesWith(talk, new RegExp(match.source, 'g'));
    if (sentences.length === 0) continue;
    const fine = sentences.some((s) => INTENTS.fine.test(s));
    if (fine) removeGroups.push(group);
    else if (!question) addGroups.push(group);
  }

  const addTerms: AvoidTerm[] = [];
  if (!question) {
    for (const allergen of ALLERGEN_WORDS) {
      if (allergen.match.test(talk) && INTENTS.avoidCue.test(talk)) {
        addTerms.push({ terms: allergen.terms, label: inLanguage(allergen.label, lang ?? 'en') });
      }
    }
    const named = [
      ...quantities.negated,
      ...[...talk.matchAll(INTENTS.freeSuffix)].map((m) => m[1]!.trim()),
    ];
    for (const word of unique(named)) {
      const cleaned = word.replace(INTENTS.beforeAvoided, '').trim();
      if (cleaned.length < 3 || INTENTS.notIngredients.test(cleaned)) continue;
      if (AVOID_WORDS.some((g) => g.match.test(cleaned))) continue;
      if (ALLERGEN_WORDS.some((a) => a.match.test(cleaned))) continue;
      if (PRODUCT_TYPES.some((p) => p.match.test(cleaned))) continue;
      const hit = index.lookup(cleaned);
      if (hit && (hit.method !== 'fuzzy' || cleaned.length >= 7)) {
        addTerms.push({ terms: [hit.entry.inci.toLowerCase()], label: hit.entry.inci });
      }
    }
  }

  const skinTypes = SKIN_WORDS.filter((s) => s.match.test(talk)).map((s) => s.skin);
  const situations = SITUATION_WORDS.filter((s) => s.match.test(talk)).map((s) => s.situation);
  const certifications = CERTIFICATION_WORDS.filter((c) => c.match.test(talk)).map((c) => c.value);
  const packaging = PACKAGING_WORDS.filter((p) => p.match.test(talk)).map((p) => p.value);
  const priceMax = quantities.priceMax;

  return {
    lang,
    otherLanguage: other,
    type,
    category,
    area: AREA_WORDS.find((word) => word.match.test(talk))?.area ?? null,
    addGroups: unique(addGroups),
    removeGroups: unique(removeGroups),
    addTerms,
    addFamilies: question
      ? []
      : FAMILY_WORDS.filter((f) => f.match.test(talk)).map((f) => f.family),
    skinTypes: unique(skinTypes),
    situations: unique(situations),
    certifications: unique(certifications),
    packaging: unique(packaging),
    priceMax: priceMax && priceMax > 0 ? priceMax : null,
    cheaper: INTENTS.cheaper.test(talk),
    more: INTENTS.more.test(talk),
    reset: INTENTS.reset.test(talk),
    greeting: INTENTS.greeting.test(norm),
    thanks: INTENTS.thanks.test(norm) && norm.length < 60 && !type && !category,
    question,
    ingredientList,
    askedFor: type || category || ingredientList || question ? null : askedForProduct(talk, index),
    wantsRecommendation: INTENTS.recommend.test(talk),
    types: types.length > 1 ? types : [],
    gap,
    operation: ingredientList ? readOperation('') : readOperation(text),
    numbers: quantities.numbers,
  };
}

/** The first type whose names, folded by a language's stemmer, the message holds. */
function typeByStems(talk: string): ProductType | null {
  const plain = words(talk);
  const stems = new Map<string, string[]>();
  for (const { type, lists } of TYPE_STEMS) {
    for (const { code, list } of lists) {
      let folded = stems.get(code);
      if (!folded) {
        folded = plain.map(stemmerFor(languageOf(code).words.stemmer));
        stems.set(code, folded);
      }
      if (hasPhrase(folded, list)) return type;
    }
  }
  return null;
}

/**
 * The product types a message names, in its order, when it joins several ('a toothpaste and a
 * mouthwash'); a type named inside a longer one ('night cream') counts once.
 */
function typesAsked(talk: string): ProductType[] {
  const found: { type: ProductType; start: number; end: number }[] = [];
  for (const type of PRODUCT_TYPES) {
    for (const m of talk.matchAll(new RegExp(type.match.source, 'g'))) {
      found.push({ type, start: m.index, end: m.index + m[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof found = [];
  for (const hit of found) {
    if (kept.some((k) => hit.start < k.end && k.start < hit.end)) continue;
    kept.push(hit);
  }
  const out: ProductType[] = [];
  for (const [i, hit] of kept.entries()) {
    if (out.includes(hit.type)) continue;
    if (i > 0) {
      const between = talk.slice(kept[i - 1]!.end, hit.start);
      const words = between.replace(INTENTS.fillers, '');
      if (!INTENTS.join.test(words) || between.length > 30) continue;
    }
    out.push(hit.type);
  }
  return out;
}

function askedForProduct(talk: string, index: IngredientIndex): string | null {
  for (const pattern of ASKED_FOR) {
    const phrase = pattern.exec(talk)?.[1]?.trim();
    if (!phrase || INTENTS.notAProduct.test(phrase) || phrase.split(' ').length > 4) continue;
    if (index.lookup(phrase)) continue;
    return phrase;
  }
  return null;
}
