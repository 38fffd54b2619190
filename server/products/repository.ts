/**
 * The reads and writes of the products table that the catalogue, the staff product service, the
 * import and export, the seed and the sitemap share. Column lists and row mapping: ./rows.ts.
 */
import { timeSlices } from '../time-slices';
import { CompiledQuery, sql } from 'kysely';
import { dialectOf, type DB } from '../db/connect';
import { fromJsonList } from '../db/json';
import type { IndexRow as ParsedIndexRow } from '../catalog/index-columns';
import { listed } from '../standard/listing';
import { brandKey, canonicalBrands } from './brands';
import {
  CARD_COLUMNS,
  DETAIL_COLUMNS,
  INDEX_COLUMNS,
  INDEX_ORDER,
  matchKey,
  PRODUCT_COLUMNS,
  toCard,
  toDetail,
  toProductColumns,
  type CardRow,
  type IndexRow,
  type ProductCard,
  type ProductDetail,
  type ProductValues,
  type StoredProductRow,
} from './rows';

/** Cards for the given ids, in the order of the ids (missing ids are skipped). */
export async function readCards(db: DB, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.executeQuery<CardRow>(
    CompiledQuery.raw(cardSql(db, ids.length), [...ids]),
  );
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.map((id) => byId.get(id)).filter((card): card is ProductCard => card !== undefined);
}

/**
 * The SQL of a card read for `count` ids, compiled once per database and count: every new search
 * reads a page of cards, and building the query anew cost a fifth of the read.
 */
function cardSql(db: DB, count: number): string {
  let texts = cardSqlTexts.get(db);
  if (!texts) cardSqlTexts.set(db, (texts = new Map()));
  let text = texts.get(count);
  if (text === undefined) {
    text = cardQuery(db)
      .where(
        'id',
        'in',
        Array.from({ length: count }, () => 0),
      )
      .compile().sql;
    texts.set(count, text);
  }
  return text;
}
const cardSqlTexts = new WeakMap<DB, Map<number, string>>();

/** The cards of a query over products (filters, order and limit are the caller's). */
export function cardQuery(db: DB) {
  return db.selectFrom('products').select(CARD_COLUMNS);
}

export async function readProductDetail(db: DB, id: number): Promise<ProductDetail | null> {
  const row = await db
    .selectFrom('products')
    .select(DETAIL_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toDetail(row) : null;
}

/** Every listed product (../standard/listing.ts) with the columns the search index needs, streamed. */
export function streamIndexRows(db: DB): AsyncIterable<IndexRow> {
  let query = db.selectFrom('products').select(INDEX_COLUMNS).where(listed);
  for (const column of INDEX_ORDER) query = query.orderBy(column);
  return query.stream(500);
}

/** Rows of these ids by id, read 500 at a time (SQLite's bound-variable limit); missing ids are absent. */
async function readByIds<Row extends { id: number }>(
  ids: readonly number[],
  read: (chunk: number[]) => Promise<Row[]>,
): Promise<Map<number, Row>> {
  const found = new Map<number, Row>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    for (const row of await read(unique.slice(i, i + 500))) found.set(row.id, row);
  }
  return found;
}

/**
 * The index columns of these products, lists parsed. Ids without a product, and products that are
 * not listed, are absent: the index drops them as it drops a deleted product.
 */
export async function readIndexRows(
  db: DB,
  ids: readonly number[],
): Promise<Map<number, ParsedIndexRow>> {
  const rows = await readByIds(ids, (chunk) =>
    db
      .selectFrom('products')
      .select(INDEX_COLUMNS)
      .where('id', 'in', chunk)
      .where(listed)
      .execute(),
  );
  return new Map(
    [...rows].map(([id, row]) => [
      id,
      {
        ...row,
        certifications: fromJsonList(row.certifications),
        packaging: fromJsonList(row.packaging),
        skin_type: fromJsonList(row.skin_type),
        sensitivity: fromJsonList(row.sensitivity),
        ingredient_families:
          row.ingredient_families === null ? null : fromJsonList(row.ingredient_families),
      },
    ]),
  );
}

export function readStoredProduct(db: DB, id: number): Promise<StoredProductRow | undefined> {
  return db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The stored rows of these ids, read 500 at a time. */
export function readStoredProducts(
  db: DB,
  ids: readonly number[],
): Promise<Map<number, StoredProductRow>> {
  return readByIds(ids, (chunk) =>
    db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', chunk).execute(),
  );
}

/** Every product in pages by id, so the database is never held for the whole read. */
export async function* storedProductPages(
  db: DB,
  pageSize = 500,
): AsyncGenerator<StoredProductRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** Every product's id under its brand-and-name key (several when the data holds duplicates). */
export async function productIdsByMatchKey(db: DB): Promise<Map<string, number[]>> {
  const byKey = new Map<string, number[]>();
  const pause = timeSlices();
  const rows = db.selectFrom('products').select(['id', 'brand', 'name']).stream(1000);
  for await (const row of rows) {
    const key = matchKey(row.brand, row.name);
    byKey.set(key, [...(byKey.get(key) ?? []), row.id]);
    await pause();
  }
  return byKey;
}

/** The product (other than `exceptId`) that has this brand and name, if any. */
export async function findByBrandAndName(
  db: DB,
  brand: string | null,
  name: string,
  exceptId?: number,
): Promise<number | null> {
  const key = matchKey(brand, name);
  let query = db
    .selectFrom('products')
    .select(['id', 'brand', 'name'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(trim(name))`, '=', name.trim().toLowerCase()),
        eb('name', '=', name.trim()),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return rows.find((row) => matchKey(row.brand, row.name) === key)?.id ?? null;
}

/** The highest id a product has or had (AUTOINCREMENT never hands out a deleted product's id). */
export async function highestProductId(db: DB): Promise<number> {
  const max = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Math.max(Number(max?.id ?? 0), await highestIdHandedOut(db));
}

/** The id sequence's position: SQLite's sqlite_sequence row, PostgreSQL's identity sequence. */
async function highestIdHandedOut(db: DB): Promise<number> {
  if (dialectOf(db) === 'postgres') {
    const seq = await sql<{ seq: number | null }>`select last_value as seq from pg_sequences
      where schemaname = current_schema()
        and sequencename = split_part(pg_get_serial_sequence('products', 'id'), '.', 2)`.execute(
      db,
    );
    return Number(seq.rows[0]?.seq ?? 0);
  }
  // No row before the first product (and no table in a database that never had one).
  const seq = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'products'`
    .execute(db)
    .catch(() => ({ rows: [] as { seq: number }[] }));
  return Number(seq.rows[0]?.seq ?? 0);
}

/**
 * After rows inserted with their own ids, PostgreSQL's identity sequence is moved past them (as
 * SQLite's AUTOINCREMENT moves by itself), so that the next product without an id gets a new one.
 */
async function advanceIdSequence(db: DB): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence('products', 'id'), ${await highestProductId(db)})`.execute(
    db,
  );
}

/** Ids and last changes, by id, for the sitemap. */
export function readProductDates(
  db: DB,
  limit: number,
): Promise<{ id: number; updated_at: string; toxicity_rating: string | null }[]> {
  return db
    .selectFrom('products')
    .select(['id', 'updated_at', 'toxicity_rating'])
    .orderBy('id', 'asc')
    .limit(Math.max(0, limit))
    .execute();
}

// ───────────────────────────── Writes ─────────────────────────────

export interface NewProduct {
  /** Given by the import to keep a file's ids; else the database picks one. */
  id?: number;
  values: ProductValues;
  created_at: string;
  updated_at: string;
}

function newRow(product: NewProduct) {
  return {
    ...(product.id === undefined ? {} : { id: product.id }),
    ...toProductColumns(product.values),
    created_at: product.created_at,
    updated_at: product.updated_at,
  };
}

export async function insertProduct(db: DB, product: NewProduct): Promise<number> {
  const [branded] = await withListedBrands(db, [product]);
  const row = await db
    .insertInto('products')
    .values(newRow(branded!))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (product.id !== undefined) await advanceIdSequence(db);
  return row.id;
}

/** Many products in one statement. */
export async function insertProducts(db: DB, products: readonly NewProduct[]): Promise<void> {
  if (products.length === 0) return;
  const branded = await withListedBrands(db, products);
  await db.insertInto('products').values(branded.map(newRow)).execute();
  if (products.some((product) => product.id !== undefined)) await advanceIdSequence(db);
}

/**
 * The products with their brand in the brand list's spelling, new brands added to the list
 * (server/products/brands.ts): every write of a product goes through here.
 */
async function withListedBrands<T extends { values: ProductValues }>(
  db: DB,
  products: readonly T[],
): Promise<T[]> {
  const brands = await canonicalBrands(
    db,
    products.map((product) => product.values.brand),
  );
  return products.map((product) => {
    const brand = product.values.brand;
    const listed = brand ? (brands.get(brandKey(brand)) ?? null) : null;
    return listed === brand
      ? product
      : { ...product, values: { ...product.values, brand: listed } };
  });
}

export async function updateProductValues(
  db: DB,
  id: number,
  values: ProductValues,
  updatedAt: string,
): Promise<void> {
  const [branded] = await withListedBrands(db, [{ values }]);
  await db
    .updateTable('products')
    .set({ ...toProductColumns(branded!.values), updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

/** The columns a write must compare before and after (its picture and ingredient list). */
export function readProductFiles(
  db: DB,
  id: number,
): Promise<{ id: number; image_url: string | null; ingredients_text: string | null } | undefined> {
  return db
    .selectFrom('products')
    .select(['id', 'image_url', 'ingredients_text'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Removes a product and its analysed ingredients (its reviews go by ON DELETE CASCADE). */
export async function deleteProductRow(db: DB, id: number): Promise<void> {
  await db.deleteFrom('product_ingredients').where('product_id', '=', id).execute();
  await db.deleteFrom('products').where('id', '=', id).execute();
}
