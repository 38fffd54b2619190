/**
 * Cleaner alternatives for a product: Clean products of the same product type (of the same category
 * when the product has no type), each with what the swap leaves out and what it brings in, ingredient by ingredient (the ones that carry a rating worth
 * knowing: high, low to moderate, or not rated yet).
 */
import {
  asIngredientRating,
  RATING_SEVERITY,
  type IngredientRating,
} from '../../shared/ingredients';
import type { DB } from '../db/connect';
import { nameKey } from '../ingredients/normalize';
import { readCards } from '../products/repository';
import type { ProductCard } from '../products/rows';
import { listed } from './listing';

export interface SwapIngredient {
  name: string;
  rating: IngredientRating;
}

export interface CleanerAlternative {
  product: ProductCard;
  /** This product's flagged ingredients that the alternative does not contain, worst first. */
  removes: SwapIngredient[];
  /** The alternative's flagged ingredients that this product does not contain. */
  adds: SwapIngredient[];
}

const CANDIDATES = 40;

const worthKnowing = (rating: IngredientRating) => RATING_SEVERITY[rating] > 0;

async function ingredientsOf(db: DB, productIds: readonly number[]) {
  const rows = await db
    .selectFrom('product_ingredients')
    .select(['product_id', 'ingredient_name', 'safety_rating'])
    .where('product_id', 'in', [...productIds])
    .orderBy('position')
    .execute();
  const byProduct = new Map<number, SwapIngredient[]>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ name: row.ingredient_name, rating: asIngredientRating(row.safety_rating) });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

function missingFrom(
  list: readonly SwapIngredient[],
  other: readonly SwapIngredient[],
): SwapIngredient[] {
  const keys = new Set(other.map((i) => nameKey(i.name)));
  return list
    .filter((i) => worthKnowing(i.rating) && !keys.has(nameKey(i.name)))
    .sort((a, b) => RATING_SEVERITY[b.rating] - RATING_SEVERITY[a.rating]);
}

/**
 * Up to `limit` listed (Clean) products of the same type (without a type: of the same category), the swaps
 * that remove the most first.
 */
export async function cleanerAlternatives(
  db: DB,
  productId: number,
  limit = 3,
): Promise<CleanerAlternative[]> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'category', 'product_type'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) return [];
  const scope = { productType: product.product_type, category: product.category };
  const ids = await cleanCandidates(db, scope, productId);
  if (ids.length === 0) return [];
  const ingredients = await ingredientsOf(db, [productId, ...ids]);
  return rankSwaps(db, ingredients.get(productId) ?? [], ids, ingredients, limit);
}

/**
 * The same swaps for an ingredient list that is not a catalogue product (a label a shopper
 * photographed, decision 0021): Clean products of the product type or, without one, of the
 * category, that remove at least one of the list's ingredients worth knowing; most removed first.
 */
export async function alternativesForList(
  db: DB,
  own: readonly SwapIngredient[],
  scope: SwapScope,
  limit = 3,
): Promise<CleanerAlternative[]> {
  const ids = await cleanCandidates(db, scope);
  if (ids.length === 0) return [];
  const swaps = await rankSwaps(db, own, ids, await ingredientsOf(db, ids), CANDIDATES);
  return swaps.filter((s) => s.removes.length > 0).slice(0, limit);
}

/** Where swaps come from: a product type or, without one, a category. */
interface SwapScope {
  productType?: string | null;
  category?: string | null;
}

/**
 * The ids of the best-rated Clean products of the scope's product type or, without one, of its
 * category (none without either), leaving out `exceptId`, the product being swapped.
 */
async function cleanCandidates(db: DB, scope: SwapScope, exceptId?: number): Promise<number[]> {
  const [sameColumn, sameValue] = scope.productType
    ? (['product_type', scope.productType] as const)
    : (['category', scope.category ?? null] as const);
  if (!sameValue) return [];
  let query = db
    .selectFrom('products')
    .select('id')
    .where(sameColumn, '=', sameValue)
    .where(listed);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query
    .orderBy('rating', 'desc')
    .orderBy('review_count', 'desc')
    .limit(CANDIDATES)
    .execute();
  return rows.map((row) => row.id);
}

async function rankSwaps(
  db: DB,
  own: readonly SwapIngredient[],
  ids: readonly number[],
  ingredients: Map<number, SwapIngredient[]>,
  limit: number,
): Promise<CleanerAlternative[]> {
  const swaps = ids.map((id) => {
    const theirs = ingredients.get(id) ?? [];
    return { id, removes: missingFrom(own, theirs), adds: missingFrom(theirs, own) };
  });
  swaps.sort((a, b) => b.removes.length - a.removes.length || a.adds.length - b.adds.length);
  const chosen = swaps.slice(0, limit);
  const cards = new Map(
    (
      await readCards(
        db,
        chosen.map((s) => s.id),
      )
    ).map((c) => [c.id, c]),
  );
  return chosen.flatMap(({ id, removes, adds }) => {
    const card = cards.get(id);
    return card ? [{ product: card, removes, adds }] : [];
  });
}
