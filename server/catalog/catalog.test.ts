/** Integration: the catalog router over a fresh in-memory database with the real migrations. */
import { describe, expect, it } from 'vitest';
import '../../shared/json-text';
import { seedDemoData } from '../seed/seed';
import { errorOf } from '../test/trpc-error';
import { catalogVersion } from './catalog-state';
import { invalidateCatalog, swapOfTheWeek, weekNumber } from './service';
import { db, caller, addProduct, useCatalog } from './catalog-test-setup';

useCatalog();

describe('following writes', () => {
  it('shows an added, changed or deleted product at once after invalidateCatalog', async () => {
    await addProduct({ name: 'Old Soap' });
    expect((await caller().catalog.search({ q: 'soap' })).total).toBe(1);
    const before = catalogVersion(db);

    const id = await addProduct({ name: 'New Soap', is_bestseller: 1 });
    expect(catalogVersion(db)).toBe(before + 1);
    expect((await caller().catalog.search({ q: 'soap' })).total).toBe(2);
    expect((await caller().catalog.search({})).facets.bestsellers).toEqual({ Bestseller: 1 });

    await db.updateTable('products').set({ name: 'New Shampoo' }).where('id', '=', id).execute();
    invalidateCatalog(db);
    expect((await caller().catalog.search({ q: 'soap' })).total).toBe(1);
    expect((await caller().catalog.brands()).at(0)).toEqual({
      brand: 'Test Brand',
      product_count: 2,
    });

    await db.deleteFrom('products').where('id', '=', id).execute();
    invalidateCatalog(db);
    expect((await caller().catalog.search({ q: 'shampoo' })).total).toBe(0);
    expect(await caller().catalog.brands()).toEqual([{ brand: 'Test Brand', product_count: 1 }]);
  });

  it('refreshes the memoised home lists after a write', async () => {
    await addProduct({ name: 'A' });
    expect((await caller().catalog.homeHero()).map((p) => p.name)).toEqual(['A']);
    await addProduct({ name: 'B', is_homepage_hero: 1 });
    expect((await caller().catalog.homeHero()).map((p) => p.name)).toEqual(['B', 'A']);
  });
});

describe('home lists (flagged products first, then the newest)', () => {
  it('returns up to 3 flagged products and fills up with other products, newest first', async () => {
    const older = await addProduct({ name: 'Older' });
    await addProduct({ name: 'Hero one', is_homepage_hero: 1 });
    await addProduct({ name: 'Newer' });
    await addProduct({ name: 'Best one', is_homepage_bestseller: 1 });
    const hero = await caller().catalog.homeHero();
    // The flagged one first, then the newest others, without repeating it.
    expect(hero.map((p) => p.name)).toEqual(['Hero one', 'Best one', 'Newer']);
    const best = await caller().catalog.homeBestsellers();
    expect(best.map((p) => p.name)).toEqual(['Best one', 'Newer', 'Hero one']);
    expect(hero.map((p) => p.id)).not.toContain(older);
  });

  it('returns at most 3 flagged products', async () => {
    for (let i = 0; i < 5; i++) await addProduct({ name: `Hero ${i}`, is_homepage_hero: 1 });
    expect((await caller().catalog.homeHero()).map((p) => p.name)).toEqual([
      'Hero 4',
      'Hero 3',
      'Hero 2',
    ]);
  });

  it('returns an empty list for an empty catalogue', async () => {
    expect(await caller().catalog.homeBestsellers()).toEqual([]);
  });
});

describe('brands', () => {
  it('counts products per distinct non-empty brand, sorted alphabetically', async () => {
    await addProduct({ brand: 'zeta' });
    await addProduct({ brand: 'Alpha' });
    await addProduct({ brand: 'Alpha' });
    await addProduct({ brand: null });
    await addProduct({ brand: '' });
    await addProduct({ brand: 'beta' });
    expect(await caller().catalog.brands()).toEqual([
      { brand: 'Alpha', product_count: 2 },
      { brand: 'beta', product_count: 1 },
      { brand: 'zeta', product_count: 1 },
    ]);
  });

  it('returns up to 6 hero brands, one entry per brand', async () => {
    for (let i = 0; i < 8; i++) {
      await addProduct({ brand: `Brand ${i}`, is_hero_brand: 1, image_url: `/b${i}.svg` });
    }
    await addProduct({ brand: 'Brand 7', is_hero_brand: 1 });
    await addProduct({ brand: null, is_hero_brand: 1 });
    const hero = await caller().catalog.heroBrands();
    expect(hero).toHaveLength(6);
    expect(new Set(hero.map((b) => b.brand)).size).toBe(6);
    expect(hero[0]).toMatchObject({ brand: 'Brand 7', image_url: null });
  });

  it('returns no hero brands when none is flagged', async () => {
    await addProduct({});
    expect(await caller().catalog.heroBrands()).toEqual([]);
  });
});

describe('product reads', () => {
  it('reads one product with every public field, or NOT_FOUND', async () => {
    const id = await addProduct({
      name: 'Detail',
      product_type: 'serum',
      pros: JSON.stringify(['Good']),
      quotes: JSON.stringify(['a', 'b', 'c']),
      is_bestseller: 1,
    });
    const product = await caller().catalog.byId({ id });
    expect(product).toMatchObject({
      id,
      name: 'Detail',
      product_type: 'serum',
      pros: ['Good'],
      is_bestseller: true,
    });
    expect(product.quotes).toHaveLength(3);
    expect(product).not.toHaveProperty('ingredients_text');
    expect((await errorOf(caller().catalog.byId({ id: id + 1 }))).code).toBe('NOT_FOUND');
    expect((await errorOf(caller().catalog.byId({ id: -1 }))).code).toBe('BAD_REQUEST');
  });

  it('reads products by ids in the given order, skipping unknown ids', async () => {
    const a = await addProduct({ name: 'A' });
    const b = await addProduct({ name: 'B' });
    const cards = await caller().catalog.byIds({ ids: [b, 999, a] });
    expect(cards.map((c) => c.name)).toEqual(['B', 'A']);
  });

  it('reads the same brand newest first without the current product', async () => {
    const first = await addProduct({ brand: 'Moss' });
    await addProduct({ brand: 'Moss & Co' });
    const second = await addProduct({ brand: 'Moss' });
    const third = await addProduct({ brand: 'Moss' });
    const others = await caller().catalog.sameBrand({ brand: 'Moss', excludeId: second });
    expect(others.map((p) => p.id)).toEqual([third, first]);
  });

  it('reads a product’s ingredients oldest first', async () => {
    const id = await addProduct({});
    const insert = (name: string, position: number, created_at: string) =>
      db
        .insertInto('product_ingredients')
        .values({
          product_id: id,
          position,
          ingredient_name: name,
          safety_rating: 'no-concern',
          explanation: `${name} is fine.`,
          concerns: '[]',
          sources: JSON.stringify(['CosIng']),
          created_at,
        })
        .execute();
    await insert('Second run', 0, '2026-02-01T00:00:00.000Z');
    await insert('Aqua', 0, '2026-01-01T00:00:00.000Z');
    await insert('Glycerin', 1, '2026-01-01T00:00:00.000Z');
    const rows = await caller().catalog.ingredients({ productId: id });
    expect(rows.map((r) => r.ingredient_name)).toEqual(['Aqua', 'Glycerin', 'Second run']);
    expect(rows[0]).toMatchObject({ safety_rating: 'no-concern', sources: ['CosIng'] });
    expect(await caller().catalog.ingredients({ productId: id + 1 })).toEqual([]);
  });
});

describe('home extras', () => {
  it('teases the newest published articles only', async () => {
    await seedDemoData(db, new Date('2026-11-20T12:00:00Z'));
    const articles = await caller().catalog.homeArticles();
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.length).toBeLessThanOrEqual(3);
    const statuses = await db
      .selectFrom('blog_posts')
      .select(['slug', 'status'])
      .where(
        'slug',
        'in',
        articles.map((a) => a.slug),
      )
      .execute();
    expect(statuses.every((s) => s.status === 'published')).toBe(true);
  });

  it('picks a clean product with a shop link as the swap of the week, changing weekly', async () => {
    expect((await caller().catalog.swapOfTheWeek()).product).toBeNull();
    for (let i = 0; i < 5; i++) {
      await addProduct({ toxicity_rating: 'clean', eu_shop_link: `https://eu.shop.example/${i}` });
    }
    await addProduct({ toxicity_rating: null, eu_shop_link: 'https://eu.shop.example/x' });
    const monday = new Date('2026-11-16T10:00:00Z');
    const nextMonday = new Date('2026-11-23T10:00:00Z');
    expect(weekNumber(nextMonday)).toBe(weekNumber(monday) + 1);
    const one = await swapOfTheWeek(db, monday);
    const same = await swapOfTheWeek(db, new Date('2026-11-22T23:00:00Z'));
    const next = await swapOfTheWeek(db, nextMonday);
    expect(one.product?.toxicity_rating).toBe('clean');
    expect(same.product?.id).toBe(one.product?.id);
    expect(next.product?.id).not.toBe(one.product?.id);
  });
});
