/** SQL reads of the catalogue (explicit column lists; lists parsed from JSON in one place). */
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { fromFlag, fromJsonList } from '../db/json';
import type { ProductRow } from '../db/schema';
import type { IndexSourceRow } from './search-index';

/** What a product card needs (SPEC.md §2 "Product product card"). */
export interface ProductCard {
  id: number;
  name: string;
  brand: string | null;
  category: string | null;
  description: string | null;
  image_url: string | null;
  price: number | null;
  rating: number | null;
  review_count: number;
  features: string[];
  is_bestseller: boolean;
  toxicity_rating: string | null;
  naturalness_rating: string | null;
  usa_shop_link: string | null;
  eu_shop_link: string | null;
}

/** Every public field of a product (SPEC.md §3). */
export interface ProductDetail extends ProductCard {
  subtitle: string | null;
  natural_ingredients: string | null;
  certifications: string[];
  packaging: string[];
  origin_region: string | null;
  ownership_brand: string | null;
  skin_type: string[];
  sensitivity: string[];
  pros: string[];
  cons: string[];
  quotes: string[];
  created_at: string;
}

export interface ProductIngredient {
  id: number;
  ingredient_name: string;
  safety_rating: string;
  explanation: string;
  sources: string[];
  created_at: string;
}

export interface HeroBrand {
  id: number;
  brand: string;
  image_url: string | null;
}

/** The home page's articles teaser shows the blog's public post cards. */
export type { PublicPostCard as ArticleTeaser } from '../blog/posts';

const CARD_COLUMNS = [
  'id',
  'name',
  'brand',
  'category',
  'description',
  'image_url',
  'price',
  'rating',
  'review_count',
  'features',
  'is_bestseller',
  'toxicity_rating',
  'naturalness_rating',
  'usa_shop_link',
  'eu_shop_link',
] as const;

const DETAIL_COLUMNS = [
  ...CARD_COLUMNS,
  'subtitle',
  'natural_ingredients',
  'certifications',
  'packaging',
  'origin_region',
  'ownership_brand',
  'skin_type',
  'sensitivity',
  'pros',
  'cons',
  'quotes',
  'created_at',
] as const;

type CardRow = Pick<ProductRow, (typeof CARD_COLUMNS)[number]>;

function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand || null,
    category: row.category,
    description: row.description,
    image_url: row.image_url || null,
    price: row.price,
    rating: row.rating,
    review_count: row.review_count,
    features: fromJsonList(row.features),
    is_bestseller: fromFlag(row.is_bestseller),
    toxicity_rating: row.toxicity_rating,
    naturalness_rating: row.naturalness_rating,
    usa_shop_link: row.usa_shop_link || null,
    eu_shop_link: row.eu_shop_link || null,
  };
}

/** Every product with the columns the search index needs, streamed (lists stay JSON text). */
export function streamIndexRows(db: DB): AsyncIterable<IndexSourceRow> {
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'brand',
      'description',
      'category',
      'price',
      'rating',
      'review_count',
      'created_at',
      'is_bestseller',
      'natural_ingredients',
      'certifications',
      'packaging',
      'origin_region',
      'ownership_brand',
      'skin_type',
      'sensitivity',
    ])
    .stream(500);
}

/** Cards for the given ids, in the order of the ids (missing ids are skipped). */
export async function readCards(db: DB, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(CARD_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.map((id) => byId.get(id)).filter((card): card is ProductCard => card !== undefined);
}

export async function readProduct(db: DB, id: number): Promise<ProductDetail | null> {
  const row = await db
    .selectFrom('products')
    .select(DETAIL_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toCard(row),
    subtitle: row.subtitle,
    natural_ingredients: row.natural_ingredients,
    certifications: fromJsonList(row.certifications),
    packaging: fromJsonList(row.packaging),
    origin_region: row.origin_region,
    ownership_brand: row.ownership_brand,
    skin_type: fromJsonList(row.skin_type),
    sensitivity: fromJsonList(row.sensitivity),
    pros: fromJsonList(row.pros),
    cons: fromJsonList(row.cons),
    quotes: fromJsonList(row.quotes),
    created_at: row.created_at,
  };
}

type HomeFlag = 'is_homepage_hero' | 'is_homepage_bestseller';

/**
 * SPEC.md §7: products with the flag, newest first, limit `count`; when fewer, a second read fills
 * up with other products (excluding those already returned), newest first.
 */
export async function readHomeList(db: DB, flag: HomeFlag, count: number): Promise<ProductCard[]> {
  const flagged = await db
    .selectFrom('products')
    .select(CARD_COLUMNS)
    .where(flag, '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  const cards = flagged.map(toCard);
  if (cards.length < count) {
    let fill = db
      .selectFrom('products')
      .select(CARD_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count - cards.length);
    if (cards.length)
      fill = fill.where(
        'id',
        'not in',
        cards.map((card) => card.id),
      );
    cards.push(...(await fill.execute()).map(toCard));
  }
  return cards;
}

/** Up to `limit` hero brands: products with is_hero_brand and a brand, one per brand, newest first. */
export async function readHeroBrands(db: DB, limit: number): Promise<HeroBrand[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'brand', 'image_url'])
    .where('is_hero_brand', '=', 1)
    .where('brand', 'is not', null)
    .where('brand', '!=', '')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit * 20)
    .execute();
  const seen = new Set<string>();
  const brands: HeroBrand[] = [];
  for (const row of rows) {
    const key = row.brand!.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    brands.push({ id: row.id, brand: row.brand!, image_url: row.image_url || null });
    if (brands.length === limit) break;
  }
  return brands;
}

/** Same brand (exact), optionally without one product, newest first. */
export async function readSameBrand(
  db: DB,
  brand: string,
  excludeId: number | undefined,
  limit: number,
): Promise<ProductCard[]> {
  let query = db
    .selectFrom('products')
    .select(CARD_COLUMNS)
    .where('brand', '=', brand)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (excludeId !== undefined) query = query.where('id', '!=', excludeId);
  return (await query.execute()).map(toCard);
}

/** SPEC.md §7: product_ingredients of one product, oldest first (label order within a run). */
export async function readIngredients(db: DB, productId: number): Promise<ProductIngredient[]> {
  const rows = await db
    .selectFrom('product_ingredients')
    .select(['id', 'ingredient_name', 'safety_rating', 'explanation', 'sources', 'created_at'])
    .where('product_id', '=', productId)
    .orderBy('created_at', 'asc')
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({ ...row, sources: fromJsonList(row.sources) }));
}

/** A clean product that changes every week (the home page's swap of the week). */
export async function readSwapOfTheWeek(db: DB, week: number): Promise<ProductCard | null> {
  const candidates = db
    .selectFrom('products')
    .where('toxicity_rating', '=', 'clean')
    .where((eb) =>
      eb.or([eb('eu_shop_link', 'is not', null), eb('usa_shop_link', 'is not', null)]),
    );
  const { n } = await candidates.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  if (n === 0) return null;
  const row = await candidates
    .select(CARD_COLUMNS)
    .orderBy('id', 'asc')
    .limit(1)
    .offset((week * 7919) % n)
    .executeTakeFirst();
  return row ? toCard(row) : null;
}
