/**
 * The public ingredient checker: any list (typed or read from a label photo) against the
 * knowledge base only (no AI: it is free and anonymous), flagged ingredients first, and Puur
 * products of the same category without the flagged ones.
 */
import { CATEGORIES, type Category } from '../../shared/catalog';
import type { EvidenceLevel } from '../../shared/ingredients-kb';
import {
  avoidMatches,
  NOT_IN_DATABASE_EXPLANATION,
  productVerdict,
  RATING_SEVERITY,
  UNKNOWN_RATING,
  type AvoidList,
  type IngredientRating,
  type Verdict,
} from '../../shared/ingredients';
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { fromJsonList } from '../db/json';
import { analysedIngredients } from './details';
import { knowledgeBaseIndex } from './kb';
import type { IngredientIndex, MatchMethod } from './matcher';
import { parseIngredientList } from './parse';
import type { KbDomain } from './types';
import { DomainError } from '../errors';
import { timeSlices } from '../time-slices';
import pLimit from 'p-limit';

const ALTERNATIVES = 3;
const CANDIDATE_PRODUCTS = 300;
/**
 * New spelling searches one check may start (each is a scan of the names of a near length). A
 * printed label needs a handful; a list of made-up near-misses would otherwise cost one per name.
 * Past it, a name not known as written is shown as not in the database.
 */
export const FUZZY_SCANS_PER_CHECK = 40;

export interface CheckedIngredient {
  position: number;
  /** The knowledge-base name, or the cleaned label name when unknown. */
  name: string;
  /** As printed on the label. */
  label_name: string;
  safety_rating: IngredientRating;
  explanation: string;
  concerns: string[];
  functions: string[];
  sources: string[];
  synonyms: string[];
  cas: string | null;
  origin: string | null;
  ingredient_id: number | null;
  /** Null for an ingredient without a knowledge-base entry. */
  evidence: EvidenceLevel | null;
  ai_unreviewed: boolean;
  may_contain: boolean;
  match: MatchMethod | null;
  /** Avoid-list groups or words this ingredient hits. */
  avoid: string[];
}

export interface AlternativeProduct {
  id: number;
  name: string;
  brand: string | null;
  category: string | null;
  image_url: string | null;
  price: number | null;
  rating: number | null;
  review_count: number;
  toxicity_rating: string | null;
  naturalness_rating: string | null;
}

export interface CheckOutput {
  ingredients: CheckedIngredient[];
  verdict: Verdict;
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
  const ingredients = options.background
    ? // Work nobody waits for rests after each slice: at most half the event loop.
      await matchList(index, input.text, avoid, timeSlices(5, 5))
    : // One list at a time, in slices: a page render that needs many turns of the event loop
      // waits behind one slice at each, not behind one slice of every check in flight.
      await matching(() => matchList(index, input.text, avoid, timeSlices(10)));

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

  const domain = guessDomain(index.entries, ingredients);
  let category: Category | null = input.category ?? null;
  let productType: string | null = null;
  let guessed = false;
  if (!category) {
    const guess = await guessKind(db, ingredients, clearDomain(index.entries, ingredients));
    category = guess.category;
    productType = guess.productType;
    guessed = category !== null;
  }
  const alternatives = category
    ? await findAlternatives(db, category, productType, ingredients, flagged, avoid)
    : [];

  return {
    ingredients,
    verdict: productVerdict(ingredients.map((i) => i.safety_rating)),
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
): Promise<CheckedIngredient[]> {
  const seen = new Set<number>();
  const ingredients: CheckedIngredient[] = [];
  const budget = { scans: FUZZY_SCANS_PER_CHECK };
  for (const item of parseIngredientList(text)) {
    await pause();
    const match = index.match(item, budget);
    if (match && seen.has(match.entry.id)) continue;
    if (match) seen.add(match.entry.id);
    const entry = match?.entry;
    const base = {
      position: ingredients.length,
      label_name: item.raw,
      may_contain: item.mayContain,
      match: match?.method ?? null,
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
          name: item.name,
          safety_rating: UNKNOWN_RATING,
          explanation: NOT_IN_DATABASE_EXPLANATION,
          concerns: [],
          functions: [],
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
  }
  return ingredients;
}

function guessDomain(
  entries: readonly { id: number; domain: KbDomain }[],
  ingredients: CheckedIngredient[],
): KbDomain | null {
  const byId = new Map(entries.map((e) => [e.id, e.domain]));
  let household = 0;
  let cosmetics = 0;
  for (const i of ingredients) {
    const domain = i.ingredient_id === null ? undefined : byId.get(i.ingredient_id);
    if (domain === 'household') household++;
    if (domain === 'cosmetics') cosmetics++;
  }
  if (household + cosmetics === 0) return null;
  return household > cosmetics ? 'household' : 'cosmetics';
}

/** What an ingredient list can be: goods for the body, or for the home. */
const BODY_CATEGORIES: readonly string[] = ['Skincare', 'Haircare', 'Make-up', 'Baby & Kids'];
const HOUSEHOLD_CATEGORIES: readonly string[] = ['Home cleaners', 'Laundry', 'Kitchen'];
const NEAREST_PRODUCTS = 5;

/** Whose ingredients these mostly are, when it is clear: a list's known names, per domain. */
function clearDomain(
  entries: readonly { id: number; domain: KbDomain }[],
  ingredients: CheckedIngredient[],
): KbDomain | null {
  const byId = new Map(entries.map((e) => [e.id, e.domain]));
  let household = 0;
  let cosmetics = 0;
  for (const i of ingredients) {
    const domain = i.ingredient_id === null ? undefined : byId.get(i.ingredient_id);
    if (domain === 'household') household++;
    if (domain === 'cosmetics') cosmetics++;
  }
  // Detergents share many names with cosmetics: only a clear lead decides.
  if (household > cosmetics) return 'household';
  if (cosmetics > 2 * household && cosmetics >= 3) return 'cosmetics';
  return null;
}

/**
 * The category (and, where they agree, the product type) of the catalogue products that share the
 * most ingredients with this list, each shared ingredient weighted by its rarity (water and
 * glycerin say little; a surfactant says much). A list clearly of cosmetic ingredients is sent
 * only to goods for the body, one clearly of household ingredients only to goods for the home (a
 * deodorant's alternatives are not floor cleaners). When most of the nearest products are of one
 * type, the alternatives are of that type (a toothpaste's are toothpastes, not the creams of the
 * same category).
 */
async function guessKind(
  db: DB,
  ingredients: CheckedIngredient[],
  domain: KbDomain | null,
): Promise<{ category: Category | null; productType: string | null }> {
  const none = { category: null, productType: null };
  const ids = ingredients.flatMap((i) => (i.ingredient_id === null ? [] : [i.ingredient_id]));
  if (ids.length === 0) return none;
  const rows = await db
    .with('df', (qb) =>
      qb
        .selectFrom('product_ingredients')
        .select(['ingredient_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('ingredient_id', 'in', ids.slice(0, 100))
        .groupBy('ingredient_id'),
    )
    .selectFrom('product_ingredients as pi')
    .innerJoin('df', 'df.ingredient_id', 'pi.ingredient_id')
    .innerJoin('products as p', 'p.id', 'pi.product_id')
    .select(['p.id', 'p.category', 'p.product_type', sql<number>`sum(1.0 / df.n)`.as('score')])
    .groupBy(['p.id', 'p.category', 'p.product_type'])
    .orderBy('score', 'desc')
    .limit(50)
    .execute();
  const allowed =
    domain === 'cosmetics'
      ? BODY_CATEGORIES
      : domain === 'household'
        ? HOUSEHOLD_CATEGORIES
        : (CATEGORIES as readonly string[]);
  const nearest = rows
    .filter((row) => row.category !== null && allowed.includes(row.category))
    .slice(0, NEAREST_PRODUCTS);
  if (nearest.length === 0) return none;
  const tally = (key: (row: (typeof nearest)[number]) => string | null) => {
    const votes = new Map<string, { n: number; score: number }>();
    for (const row of nearest) {
      const k = key(row);
      if (!k) continue;
      const vote = votes.get(k) ?? { n: 0, score: 0 };
      votes.set(k, { n: vote.n + 1, score: vote.score + Number(row.score) });
    }
    return [...votes.entries()].sort((a, b) => b[1].n - a[1].n || b[1].score - a[1].score);
  };
  const [topType] = tally((row) => row.product_type);
  if (topType && topType[1].n * 2 > nearest.length) {
    const category = tally((row) => (row.product_type === topType[0] ? row.category : null))[0]!;
    return { category: category[0] as Category, productType: topType[0] };
  }
  const byScore = tally((row) => row.category).sort((a, b) => b[1].score - a[1].score);
  return { category: byScore[0]![0] as Category, productType: null };
}

/**
 * Products of the category (and the type, when guessed) whose analysis has nothing of high
 * concern, none of the list's flagged
 * ingredients and nothing on the avoid list; fewest ingredients of moderate concern first.
 */
async function findAlternatives(
  db: DB,
  category: Category,
  productType: string | null,
  ingredients: CheckedIngredient[],
  flagged: number[],
  avoid: AvoidList,
): Promise<AlternativeProduct[]> {
  const flaggedIds = new Set(
    flagged.flatMap((p) => {
      const id = ingredients[p]?.ingredient_id;
      return id === null || id === undefined ? [] : [id];
    }),
  );
  const flaggedNames = new Set(flagged.map((p) => ingredients[p]!.name.toLowerCase()));
  const products = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'brand',
      'category',
      'image_url',
      'price',
      'rating',
      'review_count',
      'toxicity_rating',
      'naturalness_rating',
    ])
    .where('category', '=', category)
    .$if(productType !== null, (qb) => qb.where('product_type', '=', productType))
    .orderBy('rating', 'desc')
    .orderBy('review_count', 'desc')
    .limit(CANDIDATE_PRODUCTS)
    .execute();
  if (products.length === 0) return [];
  const rows = await analysedIngredients(db)
    .select([
      'pi.product_id',
      'pi.ingredient_id',
      'pi.ingredient_name',
      'pi.safety_rating',
      'pi.concerns',
      'i.functions',
      'i.synonyms',
    ])
    .where(
      'pi.product_id',
      'in',
      products.map((p) => p.id),
    )
    .execute();
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  const scored: { product: (typeof products)[number]; moderate: number }[] = [];
  for (const product of products) {
    const list = byProduct.get(product.id);
    if (!list?.length) continue; // not analysed: we cannot vouch for it
    let ok = true;
    let moderate = 0;
    for (const row of list) {
      if (row.safety_rating === 'high-concern') ok = false;
      if (row.ingredient_id !== null && flaggedIds.has(row.ingredient_id)) ok = false;
      if (flaggedNames.has(row.ingredient_name.toLowerCase())) ok = false;
      if (
        avoidMatches(
          {
            name: row.ingredient_name,
            functions: fromJsonList(row.functions),
            concerns: fromJsonList(row.concerns),
            synonyms: fromJsonList(row.synonyms),
          },
          avoid,
        ).length > 0
      ) {
        ok = false;
      }
      if (!ok) break;
      if (row.safety_rating === 'low-to-moderate-concern') moderate++;
    }
    if (ok) scored.push({ product, moderate });
  }
  scored.sort(
    (a, b) =>
      a.moderate - b.moderate ||
      (b.product.rating ?? 0) - (a.product.rating ?? 0) ||
      b.product.review_count - a.product.review_count,
  );
  return scored.slice(0, ALTERNATIVES).map((s) => s.product);
}
