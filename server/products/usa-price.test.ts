import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import * as usaPriceMigration from '../../migrations/2026_11_25_0002_usa_price';
import { syntheticProduct } from '../../scripts/synthetic';
import { productInputSchema } from '../../shared/schemas/product';
import type { DB } from '../db/connect';
import { createSqliteTestDb, createTestDb } from '../test/db';
import { CLEAN_INGREDIENTS, productRow } from '../test/product-row';
import { staffCaller, shopperCaller } from '../test/callers';
import { createTestDeps } from '../test/deps';
import { insertProduct, readCards, readProductDetail, readStoredProducts } from './repository';
import { toStaffProduct } from './rows';

async function productColumns(db: DB) {
  const { rows } = await sql<{
    name: string;
    type: string;
    notnull: number;
  }>`PRAGMA table_info(products)`.execute(db);
  return rows;
}

describe('the usa_price migration', () => {
  it('adds a nullable real column, and takes it away again', async () => {
    const db = await createSqliteTestDb();
    expect((await productColumns(db)).find((c) => c.name === 'usa_price')).toMatchObject({
      type: 'REAL',
      notnull: 0,
    });
    await usaPriceMigration.down(db);
    expect((await productColumns(db)).map((c) => c.name)).not.toContain('usa_price');
    await usaPriceMigration.up(db);
    expect((await productColumns(db)).map((c) => c.name)).toContain('usa_price');
  });
});

describe('a USA price in the products repository', () => {
  let db: DB;
  beforeEach(async () => {
    db = await createTestDb();
  });

  const oatCream = () =>
    productInputSchema.parse({
      name: 'Oat Cream',
      brand: 'Field & Oat',
      price: 24.95,
      usa_price: 26.99,
      usa_shop_link: 'https://us.shop.example/oat-cream',
    });

  it('is written and read back for staff, cards and the product page', async () => {
    const at = '2026-11-25T10:00:00.000Z';
    const id = await insertProduct(db, { values: oatCream(), created_at: at, updated_at: at });
    const stored = (await readStoredProducts(db, [id])).get(id)!;
    expect(toStaffProduct(stored)).toMatchObject({ price: 24.95, usa_price: 26.99 });
    expect(await readCards(db, [id])).toMatchObject([{ id, price: 24.95, usa_price: 26.99 }]);
    expect(await readProductDetail(db, id)).toMatchObject({ price: 24.95, usa_price: 26.99 });
    // Search lists only products the standard has read and called clean: the API test below
    // follows the price there.
  });

  it('is not offered to shoppers without a USA shop to buy at', async () => {
    // Written by SQL, past the form's check.
    const { id } = await db
      .insertInto('products')
      .values(productRow({ name: 'Stray Price', created_at: '2026-11-25', usa_price: 9.99 }))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await readCards(db, [id])).toMatchObject([{ id, usa_price: null }]);
    expect(await readProductDetail(db, id)).toMatchObject({ usa_price: null });
    // Staff see the stored value, so that the form can show the problem.
    expect(toStaffProduct((await readStoredProducts(db, [id])).get(id)!).usa_price).toBe(9.99);
  });
});

describe('a USA price through the staff API and the catalogue', () => {
  it('is saved, shown by catalog.byId and catalog.search, and refused without a USA shop', async () => {
    const deps = await createTestDeps();
    const staff = await staffCaller(deps, 'editor');
    const shopper = shopperCaller(deps);
    const { id } = await staff.productAdmin.create({
      name: 'Nettle Shampoo',
      brand: 'Field & Oat',
      price: 12,
      ingredients_text: CLEAN_INGREDIENTS,
      usa_price: 13.499,
      usa_shop_link: 'https://us.shop.example/nettle',
    });
    expect(await shopper.catalog.byId({ id })).toMatchObject({ price: 12, usa_price: 13.5 });
    expect((await shopper.catalog.search({ q: 'nettle shampoo' })).items[0]).toMatchObject({
      id,
      usa_price: 13.5,
    });

    const current = await staff.productAdmin.byId({ id });
    await expect(
      staff.productAdmin.update({ id, product: { ...current, usa_shop_link: '' } }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [expect.objectContaining({ path: ['product', 'usa_price'] })] },
    });
    await staff.productAdmin.update({ id, product: { ...current, usa_price: 14 } });
    expect(await shopper.catalog.byId({ id })).toMatchObject({ usa_price: 14 });
  });
});

describe('the synthetic catalogue', () => {
  it('gives a dollar price to exactly the products with a USA shop, and passes the form', () => {
    let state = 1;
    const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
    const products = Array.from({ length: 300 }, (_, i) => syntheticProduct(i, random, 0).values);
    for (const product of products) {
      expect(product.usa_price !== null).toBe(product.usa_shop_link !== null);
      expect(productInputSchema.safeParse(product).error?.issues ?? []).toEqual([]);
      if (product.usa_price !== null) expect(product.usa_price).toBeGreaterThan(product.price!);
    }
    expect(products.filter((p) => p.usa_price !== null).length).toBeGreaterThan(150);
  });
});
