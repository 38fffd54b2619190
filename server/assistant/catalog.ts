/**
 * The catalogue as the assistant sees it: candidate products for a product type or category
 * (found through the catalogue's in-memory search index), each with its ingredient list read
 * against the knowledge base, so that an avoid list can be checked ingredient by ingredient.
 */
import { avoidMatches, type AvoidList } from '../../shared/avoid-list';
import {
  asIngredientRating,
  UNKNOWN_RATING,
  type IngredientRating,
} from '../../shared/ingredients';
import type { NormalizedQuery } from '../../shared/catalog-search';
import { PRODUCT_TYPES } from '../../shared/catalog';
import type { DB } from '../db/connect';
import { fromJsonList } from '../db/json';
import { analysedIngredients } from '../ingredients/details';
import { knowledgeBaseIndex } from '../ingredients/kb';
import type { IngredientIndex } from '../ingredients/matcher';
import { parseIngredientList } from '../ingredients/parse';
import { catalogVersion } from '../catalog/catalog-state';
import { searchIds } from '../catalog/service';
import { AREA_TYPES, type BodyArea, type ProductType } from './vocabulary';

export interface AnalysedIngredient {
  /** The knowledge-base name, or the label name when unknown. */
  name: string;
  rating: IngredientRating;
  functions: string[];
  concerns: string[];
  synonyms: string[];
  explanation: string | null;
}

export interface CandidateProduct {
  id: number;
  name: string;
  brand: string | null;
  subtitle: string | null;
  category: string | null;
  /** The catalogue's product type (shared/catalog.ts PRODUCT_TYPES), null when not set. */
  product_type: string | null;
  description: string | null;
  price: number | null;
  rating: number | null;
  review_count: number;
  features: string[];
  skin_type: string[];
  sensitivity: string[];
  certifications: string[];
  packaging: string[];
  toxicity_rating: string | null;
  naturalness_rating: string | null;
  natural_ingredients: string | null;
  /** Empty when the product has no ingredient list. */
  ingredients: AnalysedIngredient[];
  /** The ingredient families the standard found in it (FAMILY_IDS); null: not analysed. */
  families: string[] | null;
}

/** How many products of one search the assistant looks at (best rated first). */
const CANDIDATES_PER_SEARCH = 300;
const MAX_CACHED = 20_000;

interface IngredientCache {
  version: number;
  byProduct: Map<number, AnalysedIngredient[]>;
}
const caches = new WeakMap<DB, IngredientCache>();

function cacheFor(db: DB): IngredientCache {
  const version = catalogVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, byProduct: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

export function analyseIngredientText(
  text: string | null,
  index: IngredientIndex,
): AnalysedIngredient[] {
  if (!text?.trim()) return [];
  const seen = new Set<number>();
  const out: AnalysedIngredient[] = [];
  for (const item of parseIngredientList(text)) {
    const match = index.match(item);
    if (match) {
      if (seen.has(match.entry.id)) continue;
      seen.add(match.entry.id);
      out.push({
        name: match.entry.inci,
        rating: match.entry.rating,
        functions: match.entry.functions,
        concerns: match.entry.concerns,
        synonyms: [item.name, ...match.entry.synonyms],
        explanation: match.entry.explanation,
      });
    } else {
      out.push({
        name: item.name,
        rating: UNKNOWN_RATING,
        functions: [],
        concerns: [],
        synonyms: [],
        explanation: null,
      });
    }
  }
  return out;
}

function query(q: string, category: string | null): NormalizedQuery {
  return {
    q,
    category,
    filters: {},
    avoid: null,
    sort: 'rating',
    page: 1,
    pageSize: CANDIDATES_PER_SEARCH,
  };
}

/**
 * Products of a type (matched on name and subtitle, in any category) or of a category, or the
 * best rated of the whole catalogue when neither is known.
 */
export async function findCandidates(
  db: DB,
  want: { type: ProductType | null; category: string | null; area?: BodyArea | null },
): Promise<CandidateProduct[]> {
  let ids: number[];
  const type = want.type;
  if (!type && want.area) {
    // 'Something for my face': the catalogue types used there, whatever their category.
    const labels = PRODUCT_TYPES.filter((t) => AREA_TYPES[want.area!].includes(t.id)).map(
      (t) => t.label,
    );
    const typed = { ...query('', want.category), filters: { productType: labels } };
    return readProducts(db, (await searchIds(db, typed)).ids);
  }
  if (type) {
    // The catalogue's type facet first; then products without a type yet, found by their name.
    const labels = PRODUCT_TYPES.filter((t) => type.catalogue.includes(t.id)).map((t) => t.label);
    const found = new Set<number>();
    if (labels.length > 0) {
      const typed = { ...query('', null), filters: { productType: labels } };
      for (const id of (await searchIds(db, typed)).ids) found.add(id);
    }
    for (const word of type.search) {
      for (const id of (await searchIds(db, query(word, null))).ids) found.add(id);
    }
    ids = [...found];
  } else {
    ids = (await searchIds(db, query('', want.category))).ids;
  }
  const products = await readProducts(db, ids);
  if (!type) return products;
  return products.filter((p) =>
    p.product_type
      ? (type.catalogue as readonly string[]).includes(p.product_type)
      : type.product.test(`${p.name} ${p.subtitle ?? ''}`.toLowerCase()),
  );
}

/**
 * Known products with an analysis, listed or not, best rated first (as many as one search
 * gives): what a photographed list is held against to guess its type. A harsh shampoo's nearest
 * product is another harsh shampoo, which the catalogue knows but does not list.
 */
export async function knownAnalysedProducts(db: DB): Promise<CandidateProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_ingredients')
          .select('product_ingredients.id')
          .whereRef('product_ingredients.product_id', '=', 'products.id'),
      ),
    )
    .orderBy('rating', 'desc')
    .orderBy('id')
    .limit(CANDIDATES_PER_SEARCH)
    .execute();
  return readProducts(
    db,
    rows.map((row) => row.id),
  );
}

/** Full rows with analysed ingredients, in the order of the ids (unknown ids skipped). */
export async function readProducts(db: DB, ids: readonly number[]): Promise<CandidateProduct[]> {
  if (ids.length === 0) return [];
  const kb = await knowledgeBaseIndex(db);
  const cache = cacheFor(db);
  const rows = [];
  for (let start = 0; start < ids.length; start += 500) {
    rows.push(
      ...(await db
        .selectFrom('products')
        .select([
          'id',
          'name',
          'brand',
          'subtitle',
          'category',
          'product_type',
          'description',
          'price',
          'rating',
          'review_count',
          'features',
          'skin_type',
          'sensitivity',
          'certifications',
          'packaging',
          'toxicity_rating',
          'naturalness_rating',
          'natural_ingredients',
          'ingredients_text',
          'ingredient_families',
        ])
        .where('id', 'in', ids.slice(start, start + 500))
        .execute()),
    );
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const out: CandidateProduct[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    let ingredients = cache.byProduct.get(id);
    if (!ingredients) {
      ingredients = analyseIngredientText(row.ingredients_text, kb);
      if (ingredients.length === 0) ingredients = await analysedRows(db, id);
      if (cache.byProduct.size >= MAX_CACHED) cache.byProduct.clear();
      cache.byProduct.set(id, ingredients);
    }
    out.push({
      id: row.id,
      name: row.name,
      brand: row.brand || null,
      subtitle: row.subtitle,
      category: row.category,
      product_type: row.product_type,
      description: row.description,
      price: row.price,
      rating: row.rating,
      review_count: row.review_count,
      features: fromJsonList(row.features),
      skin_type: fromJsonList(row.skin_type),
      sensitivity: fromJsonList(row.sensitivity),
      certifications: fromJsonList(row.certifications),
      packaging: fromJsonList(row.packaging),
      toxicity_rating: row.toxicity_rating,
      naturalness_rating: row.naturalness_rating,
      natural_ingredients: row.natural_ingredients,
      ingredients,
      families: row.ingredient_families === null ? null : fromJsonList(row.ingredient_families),
    });
  }
  return out;
}

/** A product without an ingredient text may still have a staff analysis (product_ingredients). */
async function analysedRows(db: DB, productId: number): Promise<AnalysedIngredient[]> {
  const rows = await analysedIngredients(db)
    .select(['pi.ingredient_name', 'pi.safety_rating', 'pi.concerns', 'i.functions', 'i.synonyms'])
    .where('pi.product_id', '=', productId)
    .orderBy('pi.position')
    .execute();
  return rows.map((row) => ({
    name: row.ingredient_name,
    rating: asIngredientRating(row.safety_rating),
    functions: fromJsonList(row.functions),
    concerns: fromJsonList(row.concerns),
    synonyms: fromJsonList(row.synonyms),
    explanation: null,
  }));
}

/** The ingredients of a product that its avoid list hits, with what they hit. */
export function avoidHits(
  product: Pick<CandidateProduct, 'ingredients'>,
  avoid: AvoidList,
): { ingredient: string; hits: string[] }[] {
  if (avoid.groups.length === 0 && avoid.terms.length === 0) return [];
  const out: { ingredient: string; hits: string[] }[] = [];
  for (const ingredient of product.ingredients) {
    const hits = avoidMatches(
      {
        name: ingredient.name,
        functions: ingredient.functions,
        concerns: ingredient.concerns,
        synonyms: ingredient.synonyms,
      },
      avoid,
    );
    if (hits.length > 0) out.push({ ingredient: ingredient.name, hits });
  }
  return out;
}
