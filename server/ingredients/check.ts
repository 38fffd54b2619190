/**
 * The public ingredient checker: any list (typed or read from a label photo) against the
 * knowledge base only (no AI: it is free and anonymous), flagged ingredients first, and Puur
 * products of the same category without the flagged ones.
 */
import type { Category } from '../../shared/catalog';
import {
  environmentNote,
  NOT_IN_DATABASE_EXPLANATION,
  productVerdict,
  RATING_SEVERITY,
  UNKNOWN_RATING,
  type EnvironmentNote,
  type Verdict,
} from '../../shared/ingredients';
import { avoidMatches, type AvoidList } from '../../shared/avoid-list';
import type { DB } from '../db/connect';
import { dictionaryExplanation } from './dictionary';
import { knowledgeBaseIndex } from './kb';
import type { IngredientIndex, MatchMethod } from './matcher';
import {
  clearDomain,
  domainCounts,
  declaresDetergent,
  findAlternatives,
  guessKind,
  type AlternativeProduct,
} from './check-alternatives';

export type { AlternativeProduct };
import { parseIngredientList } from './parse';
import {
  domainOfCategory,
  explanationFor,
  type KbDomain,
  type KbEntry,
  type RatedIngredientFacts,
} from './types';
import { DomainError } from '../errors';
import { timeSlices } from '../time-slices';
import pLimit from 'p-limit';

/**
 * New spelling searches one check may start (each is a scan of the names of a near length). A
 * printed label needs a handful; a list of made-up near-misses would otherwise cost one per name.
 * Past it, a name not known as written is shown as not in the database.
 */
export const FUZZY_SCANS_PER_CHECK = 40;

export interface CheckedIngredient extends RatedIngredientFacts {
  position: number;
  /** The knowledge-base name, or the cleaned label name when unknown. */
  name: string;
  /** As printed on the label. */
  label_name: string;
  may_contain: boolean;
  match: MatchMethod | null;
  /** Not rated, but a name the INCI dictionary knows: its functions say what it does. */
  in_dictionary: boolean;
  /** Avoid-list groups or words this ingredient hits. */
  avoid: string[];
}

export interface CheckOutput {
  ingredients: CheckedIngredient[];
  /** About health: environmental concerns never drive it. */
  verdict: Verdict;
  /** The ingredients of environmental concern, apart from the verdict; null when none. */
  environment: EnvironmentNote | null;
  /** Flagged: high concern, low-to-moderate concern or on the avoid list; worst first. */
  flagged: number[];
  category: Category | null;
  category_guessed: boolean;
  /** The product type the alternatives share, when the list's closest products agree on one. */
  product_type: string | null;
  domain: KbDomain | null;
  alternatives: AlternativeProduct[];
}

export async function checkIngredientList(
  db: DB,
  input: { text: string; category?: Category; avoid?: AvoidList },
  /** Work nobody waits for (a swap draft). */
  options: { background?: boolean } = {},
): Promise<CheckOutput> {
  const index = await knowledgeBaseIndex(db);
  const avoid = input.avoid ?? { groups: [], terms: [] };
  const matched = options.background
    ? // Work nobody waits for rests after each slice: at most half the event loop.
      await matchList(index, input.text, avoid, timeSlices(5, 5))
    : // One list at a time, in slices: a page render that needs many turns of the event loop
      // waits behind one slice at each, not behind one slice of every check in flight.
      await matching(() => matchList(index, input.text, avoid, timeSlices(10)));
  const ingredients = matched.map(({ checked }) => checked);

  if (ingredients.length === 0) {
    throw new DomainError('BAD_REQUEST', 'We could not find any ingredient names in it.', 'text');
  }

  const flagged = ingredients
    .filter(
      (i) =>
        i.safety_rating === 'high-concern' ||
        i.safety_rating === 'low-to-moderate-concern' ||
        i.avoid.length > 0,
    )
    .sort(
      (a, b) =>
        Number(b.avoid.length > 0) - Number(a.avoid.length > 0) ||
        RATING_SEVERITY[b.safety_rating] - RATING_SEVERITY[a.safety_rating] ||
        a.position - b.position,
    )
    .map((i) => i.position);

  const counts = domainCounts(index.entries, ingredients);
  const domain = guessDomain(counts);
  // Each ingredient explained in the context of the list: the category asked for, else the
  // domain most of its names belong to (a surfactant in a dish liquid, not in a shampoo).
  const context = input.category ? domainOfCategory(input.category) : domain;
  for (const { checked, entry } of matched) {
    if (entry) checked.explanation = explanationFor(entry, context);
  }
  let category: Category | null = input.category ?? null;
  let productType: string | null = null;
  let guessed = false;
  if (!category) {
    // Only a list that says whose it is gets a guess: one made of names that shampoos and dish
    // liquids share (surfactants, salt, fragrance) could be either, and alternatives of the wrong
    // kind mislead more than none (the shopper can still choose a category).
    const kindDomain = declaresDetergent(input.text) ? 'household' : clearDomain(counts);
    if (kindDomain) {
      const guess = await guessKind(db, ingredients, kindDomain);
      category = guess.category;
      productType = guess.productType;
      guessed = category !== null;
    }
  }
  const alternatives = category
    ? await findAlternatives(db, category, productType, ingredients, flagged, avoid)
    : [];

  return {
    ingredients,
    verdict: productVerdict(
      ingredients.map((i) => i.safety_rating),
      ingredients.filter((i) => i.safety_rating === UNKNOWN_RATING && i.in_dictionary).length,
    ),
    environment: environmentNote(ingredients),
    flagged,
    category,
    category_guessed: guessed,
    product_type: productType,
    domain,
    alternatives,
  };
}

const matching = pLimit(1);

/** Each item of a list matched against the knowledge base, in label order, each entry once. */
async function matchList(
  index: IngredientIndex,
  text: string,
  avoid: AvoidList,
  pause: () => Promise<void>,
): Promise<{ checked: CheckedIngredient; entry: KbEntry | null }[]> {
  const seen = new Set<number>();
  const ingredients: CheckedIngredient[] = [];
  const matched: { checked: CheckedIngredient; entry: KbEntry | null }[] = [];
  const budget = { scans: FUZZY_SCANS_PER_CHECK };
  for (const item of parseIngredientList(text)) {
    await pause();
    const recognised = index.recognise(item, budget);
    const match = recognised?.match ?? null;
    const known = recognised?.known ?? null;
    if (match && seen.has(match.entry.id)) continue;
    if (match) seen.add(match.entry.id);
    const entry = match?.entry;
    const base = {
      position: ingredients.length,
      label_name: item.raw,
      may_contain: item.mayContain,
      match: match?.method ?? null,
      in_dictionary: known !== null,
    };
    const checked: CheckedIngredient = entry
      ? {
          ...base,
          name: entry.inci,
          safety_rating: entry.rating,
          explanation: entry.explanation,
          concerns: entry.concerns,
          functions: entry.functions,
          sources: entry.sources,
          synonyms: entry.synonyms,
          cas: entry.cas,
          origin: entry.origin,
          ingredient_id: entry.id,
          evidence: entry.evidence,
          ai_unreviewed: entry.source === 'ai' && !entry.reviewed,
          avoid: [],
        }
      : {
          ...base,
          name: known?.how === 'listed' ? known.inci : item.name,
          safety_rating: UNKNOWN_RATING,
          explanation: known ? dictionaryExplanation(known) : NOT_IN_DATABASE_EXPLANATION,
          concerns: [],
          functions: known?.functions ?? [],
          sources: [],
          synonyms: [],
          cas: null,
          origin: null,
          ingredient_id: null,
          evidence: null,
          ai_unreviewed: false,
          avoid: [],
        };
    checked.avoid = avoidMatches(
      {
        name: checked.name,
        functions: checked.functions,
        concerns: checked.concerns,
        synonyms: [item.name, ...checked.synonyms],
      },
      avoid,
    );
    ingredients.push(checked);
    matched.push({ checked, entry: entry ?? null });
  }
  return matched;
}

/** The domain most of a list's known names belong to (null when none is known). */
function guessDomain({
  household,
  cosmetics,
}: {
  household: number;
  cosmetics: number;
}): KbDomain | null {
  if (household + cosmetics === 0) return null;
  return household > cosmetics ? 'household' : 'cosmetics';
}
