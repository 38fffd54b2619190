/** The catalogue's own reads of products (columns and row mapping: server/products/repository.ts). */
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { fromJsonList } from '../db/json';
import { cardQuery } from '../products/repository';
import { listed } from '../standard/listing';
import { CARD_COLUMNS, toCard, type ProductCard } from '../products/rows';

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

type HomeFlag = 'is_homepage_hero' | 'is_homepage_bestseller';

/**
 * A home list: listed products with the flag, newest first, limit `count`; when fewer, a second read fills
 * up with other products (excluding those already returned), newest first.
 */
export async function readHomeList(db: DB, flag: HomeFlag, count: number): Promise<ProductCard[]> {
  const flagged = await cardQuery(db)
    .where(listed)
    .where(flag, '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  const cards = flagged.map(toCard);
  if (cards.length < count) {
    let fill = cardQuery(db)
      .where(listed)
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

/**
 * Up to `limit` hero brands: listed products with is_hero_brand and a brand, one per brand, newest
 * first (each links to the catalogue's products of its brand).
 */
export async function readHeroBrands(db: DB, limit: number): Promise<HeroBrand[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'brand', 'image_url'])
    .where(listed)
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

/** Listed products of the same brand (exact), optionally without one product, newest first. */
export async function readSameBrand(
  db: DB,
  brand: string,
  excludeId: number | undefined,
  limit: number,
): Promise<ProductCard[]> {
  let query = cardQuery(db)
    .where(listed)
    .where('brand', '=', brand)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (excludeId !== undefined) query = query.where('id', '!=', excludeId);
  return (await query.execute()).map(toCard);
}

/** The product_ingredients of one product, oldest first (label order within a run). */
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

/** A listed product that changes every week (the home page's swap of the week). */
export async function readSwapOfTheWeek(db: DB, week: number): Promise<ProductCard | null> {
  const candidates = db
    .selectFrom('products')
    .where(listed)
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
