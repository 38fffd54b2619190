/**
 * Products side by side (/compare): for each, what its card and page say (verdict, the
 * Clean and Natural badges as the standard gives them now, price, shops, certifications, rating),
 * its ingredients of concern, and the ingredients no other product in the comparison has.
 */
import { findProductType } from '../../shared/catalog';
import {
  asIngredientRating,
  RATING_SEVERITY,
  sortWorstFirst,
  type IngredientRating,
  type VerdictLevel,
} from '../../shared/ingredients';
import type { StandardBasis } from '../../shared/standard';
import type { DB } from '../db/connect';
import { nameKey } from '../ingredients/normalize';
import { readProductDetail } from '../products/repository';
import { assessStoredProduct, entryLookup } from '../standard/badges';

export interface ComparedIngredient {
  /** As the label (and the product page) writes it. */
  name: string;
  rating: IngredientRating;
}

/** An analysed ingredient with what identifies it across products. */
export interface IngredientForComparison extends ComparedIngredient {
  /** The knowledge-base entry it was matched to; null when unknown. */
  entryId: number | null;
}

export interface ComparedProduct {
  id: number;
  name: string;
  brand: string | null;
  image_url: string | null;
  category: string | null;
  /** The product type's label ("Moisturiser"); null when staff have not set one. */
  product_type: string | null;
  verdict: VerdictLevel | null;
  basis: StandardBasis;
  clean: boolean;
  natural: boolean;
  price: number | null;
  /** In dollars, only beside a USA shop link. */
  usa_price: number | null;
  eu_shop_link: string | null;
  usa_shop_link: string | null;
  certifications: string[];
  rating: number | null;
  review_count: number;
  /** How many ingredients (or materials) are analysed; 0 when it has no list. */
  ingredient_count: number;
  /** Those of low to moderate or high concern, worst first. */
  flagged: ComparedIngredient[];
  /**
   * The ingredients no other product here has, in label order; null when there is nothing to
   * compare with (this product, or every other one, has no ingredient list).
   */
  only_here: ComparedIngredient[] | null;
}

export interface Comparison {
  /** In the order asked for. */
  products: ComparedProduct[];
  /** Asked-for ids with no product (deleted since the link was made, or never there). */
  missing_ids: number[];
}

/**
 * Two ingredients are the same when they share a knowledge-base entry ('Aqua' and 'Water') or,
 * when either is unknown to it, their normalised name ('AQUA' and 'aqua.').
 */
function identities(ingredient: IngredientForComparison): string[] {
  const byName = `name:${nameKey(ingredient.name)}`;
  return ingredient.entryId === null ? [byName] : [`entry:${ingredient.entryId}`, byName];
}

/**
 * For each product, the ingredients that none of the others has, in its own order and each once.
 * A product without a list is not compared (null), and is not held against the others: with fewer
 * than two lists there is nothing to compare.
 */
export function ingredientsOnlyIn(
  lists: readonly (readonly IngredientForComparison[])[],
): (ComparedIngredient[] | null)[] {
  const withList = lists.filter((list) => list.length > 0).length;
  const keysOf = lists.map((list) => new Set(list.flatMap(identities)));
  return lists.map((list, index) => {
    if (list.length === 0 || withList < 2) return null;
    const elsewhere = new Set(keysOf.flatMap((keys, other) => (other === index ? [] : [...keys])));
    const seen = new Set<string>();
    const unique: ComparedIngredient[] = [];
    for (const ingredient of list) {
      const keys = identities(ingredient);
      if (keys.some((key) => elsewhere.has(key) || seen.has(key))) continue;
      keys.forEach((key) => seen.add(key));
      unique.push({ name: ingredient.name, rating: ingredient.rating });
    }
    return unique;
  });
}

/** The ingredients of concern, worst first, each name once. */
export function flaggedIngredients(list: readonly IngredientForComparison[]): ComparedIngredient[] {
  const seen = new Set<string>();
  return sortWorstFirst(list.map((i) => ({ ...i, safety_rating: i.rating })))
    .filter((i) => RATING_SEVERITY[i.rating] >= RATING_SEVERITY['low-to-moderate-concern'])
    .filter((i) => {
      const key = nameKey(i.name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ name, rating }) => ({ name, rating }));
}

/**
 * The analysed ingredients of these products, in label order as the product page lists them. The
 * rating is the knowledge base's as it is now (what the verdict and badges are computed from),
 * else the one stored with the analysis.
 */
async function ingredientsOf(
  db: DB,
  productIds: readonly number[],
  entryById: Awaited<ReturnType<typeof entryLookup>>,
): Promise<Map<number, IngredientForComparison[]>> {
  const rows = await db
    .selectFrom('product_ingredients')
    .select(['product_id', 'ingredient_name', 'safety_rating', 'ingredient_id'])
    .where('product_id', 'in', [...productIds])
    .orderBy('created_at', 'asc')
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const byProduct = new Map<number, IngredientForComparison[]>();
  for (const row of rows) {
    const entry = row.ingredient_id === null ? undefined : entryById(row.ingredient_id);
    const list = byProduct.get(row.product_id) ?? [];
    list.push({
      name: row.ingredient_name,
      rating: entry ? entry.rating : asIngredientRating(row.safety_rating),
      entryId: entry ? entry.id : null,
    });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/** The comparison of these products (2 to 4 distinct ids, checked by the caller). */
export async function compareProducts(db: DB, ids: readonly number[]): Promise<Comparison> {
  const lookup = await entryLookup(db);
  const details = await Promise.all(ids.map((id) => readProductDetail(db, id)));
  const found = details.filter((detail) => detail !== null);
  const foundIds = found.map((product) => product.id);
  const [assessments, ingredients] = await Promise.all([
    Promise.all(foundIds.map((id) => assessStoredProduct(db, id, lookup))),
    ingredientsOf(db, foundIds, lookup),
  ]);
  const lists = foundIds.map((id) => ingredients.get(id) ?? []);
  const onlyHere = ingredientsOnlyIn(lists);
  const products = found.map((product, index): ComparedProduct => {
    const standard = assessments[index]!;
    const list = lists[index]!;
    return {
      id: product.id,
      name: product.name,
      brand: product.brand,
      image_url: product.image_url,
      category: product.category,
      product_type: product.product_type
        ? (findProductType(product.product_type)?.label ?? null)
        : null,
      verdict: standard.verdict,
      basis: standard.basis,
      clean: standard.clean.awarded,
      natural: standard.natural.awarded,
      price: product.price,
      usa_price: product.usa_price,
      eu_shop_link: product.eu_shop_link,
      usa_shop_link: product.usa_shop_link,
      certifications: product.certifications,
      rating: product.rating,
      review_count: product.review_count,
      ingredient_count: list.length,
      flagged: flaggedIngredients(list),
      only_here: onlyHere[index]!,
    };
  });
  return { products, missing_ids: ids.filter((id) => !foundIds.includes(id)) };
}
