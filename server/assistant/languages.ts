/**
 * The languages the built-in assistant speaks, each as data: its words (./languages/<code>/words.json:
 * what shoppers say, and the names replies use) and its replies (./languages/<code>/messages.json).
 * The names of the catalogue's product types come from shared/vocabulary/<code>.json. English is
 * complete and is what any other language falls back on.
 */
import { z } from 'zod';
import { PRODUCT_TYPE_WORDS, type ProductTypeWords } from '../../shared/catalog';
import { productTypeWordsSchema } from '../../shared/vocabulary/schema';
import englishMessages from './languages/en/messages.json' with { type: 'json' };
import englishWords from './languages/en/words.json' with { type: 'json' };
import dutchMessages from './languages/nl/messages.json' with { type: 'json' };
import dutchWords from './languages/nl/words.json' with { type: 'json' };
import { stemmerFor } from './fold';

/** Regular-expression alternatives, matched on normalised text (lower case, no accents). */
const wordList = z
  .array(z.string().min(1).max(160).refine(isPattern, 'a regular expression'))
  .max(200);
/** Sentence shapes: regular expressions whose first group is what the sentence is about. */
const shapeList = z
  .array(
    z
      .string()
      .min(1)
      .max(400)
      .refine(isQuestionShape, 'a regular expression with one group for what it is about'),
  )
  .max(40)
  .default([]);
const key = z.string().min(1).max(40);
const labelled = z.object({
  label: z.string().max(120).optional(),
  description: z.string().max(600).optional(),
  words: wordList.optional(),
});

/** A section of named word lists; a list or the whole section may be left out. */
function wordLists<const Name extends string>(...names: Name[]) {
  const lists = Object.fromEntries(names.map((name) => [name, wordList.default([])]));
  const section = z.object(lists as Record<Name, z.ZodDefault<typeof wordList>>);
  // Every list has a default, so an empty section is a valid one.
  return section.prefault({} as z.input<typeof section>);
}

export const wordsSchema = z.object({
  /** Common words of the language: the language of a message is the one with most of them. */
  detect: wordList,
  /**
   * The assistant's product types (./languages/types.json): name and plural when they differ from
   * the catalogue type's, the shopper's words as patterns, and for a catalogue type taken over
   * as it is, more plain names.
   */
  types: z
    .record(
      key,
      z.object({
        name: z.string().max(80).optional(),
        plural: z.string().max(80).optional(),
        words: wordList.optional(),
        names: wordList.optional(),
      }),
    )
    .default({}),
  areas: z.record(key, labelled).default({}),
  categories: z.record(key, wordList).default({}),
  avoidGroups: z.record(key, labelled).default({}),
  families: z.record(key, labelled).default({}),
  allergens: z.record(key, labelled).default({}),
  skinTypes: z
    .record(key, z.object({ words: wordList, notBefore: wordList.optional() }))
    .default({}),
  situations: z.record(key, wordList).default({}),
  certifications: z.record(key, wordList).default({}),
  packaging: z.record(key, wordList).default({}),
  /** The Snowball algorithm that folds the language's words ('english', 'dutch', 'italian'). */
  stemmer: z.string().max(20).optional(),
  /**
   * Plain phrases (not patterns), matched on folded words: what asks to order, compare, narrow or
   * swap ('sort.price.asc': 'cheapest', 'most affordable' …). See ./fold.ts.
   */
  phrases: z.record(key, wordList).default({}),
  /** Numbers written as words ('two', 'twintig'). */
  numbers: z.record(z.string().min(1).max(40), z.number().nonnegative()).default({}),
  /** Money: the words before a price limit ('under', 'tot') and the currency words. */
  money: wordLists('max', 'currency', 'skip'),
  /** Negation: the words before what the shopper does not want, and the words that end it. */
  negation: wordLists('words', 'stop'),
  /**
   * Words that say the shopper reacts to or avoids something, matched anywhere in a word
   * ('allerg' in 'allergic'): with them, a named allergen is left out.
   */
  avoidCue: wordList.default([]),
  /** Words before a pasted ingredient list and its colon ('Ingredients:', 'INCI:'). */
  listHeaders: wordList.default([]),
  /**
   * Words that make a shampoo or body wash asked for a baby wash ('shampoo for my baby'); a
   * situation word alone ('for my kids') does not.
   */
  babyWash: wordList.default([]),
  /**
   * Picking a card of the last answer by part of its name ('the rosehip one', 'die van Weleda'):
   * the words a name follows or precedes, and words that never name a card.
   */
  pick: wordLists('before', 'after', 'ignore'),
  /** Ordinal words by position: the words for the first card, for the second … ('1st', 'eerste'). */
  ordinals: z.array(wordList).max(12).default([]),
  /** Words for the last card ('last', 'laatste'). */
  last: wordList.default([]),
  /** Several cards at once: words ('both', 'beide'), and words before a number ('the two'). */
  together: wordLists('words', 'before'),
  /**
   * Which cards a message points at besides by ordinal word: `numbered`, words before a card's
   * number ('number 2', 'optie 3'); an ordinal word points at a card after one of `before` ('the
   * second') or before one of `ones` ('second one'), never before one of `notBefore` ('the first
   * time'); the last card after one of `lastBefore` ('the last'); `back`, patterns that point back
   * at the products already talked about ('it', 'that one', 'zit daar … in').
   */
  references: wordLists('numbered', 'before', 'ones', 'notBefore', 'lastBefore', 'back'),
  /** Product types Puur does not carry, as the shopper says them (./languages/types.json gaps). */
  gaps: z.record(key, labelled).default({}),
  /**
   * What a message does besides asking for products: `fine` (an avoided thing is fine after
   * all), `cheaper`, `more` (other options), `reset`, `greeting` (the whole message, optionally
   * followed by a `greetingAfter` word), `thanks` (at its start), `recommend`; and the words read
   * around a name: `articles` before an asked-about name, `freeSuffix` after what a product is
   * free of ('paraben-free'), `notIngredients` never taken for an ingredient ('plastic-free'),
   * `beforeAvoided` before an avoided name ('any'); `join` between two products asked for at
   * once ('and'), with `fillers` ignored there ('a'); `notAProduct` never taken for a product
   * asked for ('help'); `otherProducts`, asking for other products than the ones shown
   * ('alternatives', 'something cheaper than the first one') rather than about them.
   */
  intents: wordLists(
    'fine',
    'cheaper',
    'more',
    'reset',
    'greeting',
    'greetingAfter',
    'thanks',
    'recommend',
    'notIngredients',
    'articles',
    'freeSuffix',
    'join',
    'fillers',
    'beforeAvoided',
    'notAProduct',
    'otherProducts',
  ),
  /**
   * Questions about an ingredient: `shapes`, patterns whose first group is what is asked about
   * ('what is (X) used for'), tried in order; and where a second request after the question
   * starts ('what is SLS, and can you suggest …'): after a comma or `join` word, one of `after`;
   * after a `join` word alone, one of `afterJoin`.
   */
  questions: z
    .object({
      shapes: shapeList,
      join: wordList.default([]),
      after: wordList.default([]),
      afterJoin: wordList.default([]),
      /** Words after the ingredient asked about that start where it is ('SLS in shampoo'). */
      subjectEnd: wordList.default([]),
      /** Asking for a product by name ('do you have (a razor)'): the first group is the product. */
      askedFor: shapeList,
    })
    .prefault({}),
});

function isPattern(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** A question shape compiles and captures the subject of the question in its first group. */
function isQuestionShape(source: string): boolean {
  try {
    return new RegExp(`${source}|`).exec('')!.length >= 2;
  } catch {
    return false;
  }
}
export type LanguageWords = z.infer<typeof wordsSchema>;

/** Reply texts by name, with {placeholders}. */
export const messagesSchema = z.record(key, z.string().max(2000));
export type Messages = z.infer<typeof messagesSchema>;

export interface AssistantLanguage {
  /** ISO 639-1 code: 'en', 'nl'. */
  code: string;
  /** For numbers and prices (Intl): 'en-GB', 'nl-NL'. */
  locale: string;
  words: LanguageWords;
  messages: Messages;
  /** Names and synonyms of the catalogue's product types (shared/vocabulary/<code>.json). */
  productTypes: ProductTypeWords;
}

const registry = new Map<string, AssistantLanguage>();
const listeners: (() => void)[] = [];

/**
 * Teaches the assistant a language: its words and replies, and the names of the catalogue's
 * product types in it (by default those of shared/vocabulary). Every table built from the
 * languages is built again.
 */
export function addLanguage(input: {
  code: string;
  locale: string;
  words: unknown;
  messages: unknown;
  productTypes?: unknown;
}): void {
  const code = z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .parse(input.code);
  const language: AssistantLanguage = {
    code,
    locale: z.string().max(20).parse(input.locale),
    words: wordsSchema.parse(input.words),
    messages: messagesSchema.parse(input.messages),
    productTypes:
      input.productTypes === undefined
        ? (PRODUCT_TYPE_WORDS[code] ?? { productTypes: {} })
        : productTypeWordsSchema.parse(input.productTypes),
  };
  registry.set(code, language);
  for (const listener of listeners) listener();
}

/** Calls `rebuild` now and whenever a language is added. */
export function onLanguages(rebuild: () => void): void {
  listeners.push(rebuild);
  rebuild();
}

/**
 * A reader built from each language's words and the stemmer of its Snowball algorithm, built
 * again whenever a language is added: `readers()` gives the current ones, English first.
 */
export function perLanguage<T>(
  build: (words: LanguageWords, stem: (word: string) => string) => T,
): () => readonly T[] {
  let readers: readonly T[] = [];
  onLanguages(() => {
    readers = [...registry.values()].map(({ words }) => build(words, stemmerFor(words.stemmer)));
  });
  return () => readers;
}

/** The codes of the languages the assistant speaks, English first. */
export function languageCodes(): string[] {
  return [...registry.keys()];
}

export function isLanguage(code: string): boolean {
  return registry.has(code);
}

export function languageOf(code: string): AssistantLanguage {
  return registry.get(code) ?? registry.get('en')!;
}

/**
 * The reply text `name` in a language (English when the language lacks it, else `fallback`),
 * with each {placeholder} filled from `values`.
 */
export function say(
  lang: string,
  name: string,
  values: Record<string, string | number> = {},
  fallback?: string,
) {
  const text = registry.get(lang)?.messages[name] ?? registry.get('en')!.messages[name] ?? fallback;
  if (text === undefined) throw new Error(`No reply text named ${name}`);
  return text.replace(/\{(\w+)\}/g, (whole, placeholder: string) =>
    placeholder in values ? String(values[placeholder]) : whole,
  );
}

addLanguage({ code: 'en', locale: 'en-GB', words: englishWords, messages: englishMessages });
addLanguage({ code: 'nl', locale: 'nl-NL', words: dutchWords, messages: dutchMessages });
