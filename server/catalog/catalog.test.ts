/** Integration: the catalog router over a fresh in-memory database with the real migrations. */
import superjson from 'superjson';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../shared/json-text';
import { demoProducts } from '../seed/demo-products';
import type { DB } from '../db/connect';
import type { NewProductRow } from '../db/schema';
import { seedDemoData } from '../seed/seed';
import { createTestDeps } from '../test/deps';
import { errorOf } from '../test/trpc-error';
import { startTestServer } from '../test/http';
import { productRow } from '../test/product-row';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { catalogVersion } from './catalog-state';
import { invalidateCatalog, swapOfTheWeek, weekNumber } from './service';

let deps: AppDeps;
let db: DB;
const caller = () => createCaller(createContextInner(deps));

let day = 0;
async function addProduct(overrides: Partial<NewProductRow> = {}): Promise<number> {
  day++;
  const at = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString();
  const row = await db
    .insertInto('products')
    .values(productRow({ name: `Product ${day}`, created_at: at, ...overrides }))
    .returning('id')
    .executeTakeFirstOrThrow();
  invalidateCatalog(db);
  return row.id;
}

beforeEach(async () => {
  deps = await createTestDeps();
  db = deps.db;
  day = 0;
});

/** The demo products the catalogue lists: those the standard gives the Clean badge. */
const listedDemo = demoProducts.filter((p) => p.toxicity_rating === 'clean');

describe('catalog.search over the demo catalogue', () => {
  beforeEach(async () => {
    await seedDemoData(db, new Date('2026-11-20T12:00:00Z'));
  });

  it('filters by product type and counts only the types the list has', async () => {
    const all = await caller().catalog.search({});
    expect(all.facets.productType.Moisturiser).toBe(5);
    expect(Object.values(all.facets.productType).every((n) => n > 0)).toBe(true);
    const hit = await caller().catalog.search({ filters: { productType: ['Moisturiser'] } });
    expect(hit.items.map((p) => p.product_type)).toEqual(Array(5).fill('moisturiser'));
    // Disjunctive: the other types keep their counts while one is chosen.
    expect(hit.facets.productType).toEqual(all.facets.productType);
    const skincare = await caller().catalog.search({ category: 'Skincare' });
    expect(Object.keys(skincare.facets.productType)).not.toContain('Shampoo');
  });

  it('filters by price range, counting each range beside the others', async () => {
    const all = await caller().catalog.search({ pageSize: 48 });
    const inRange = (upTo: number) => listedDemo.filter((p) => p.price <= upTo).length;
    expect(all.facets.price['Up to €10']).toBe(inRange(10));
    expect(all.facets.price['€10–€25']).toBe(inRange(25) - inRange(10));
    const cheap = await caller().catalog.search({
      filters: { price: ['Up to €10', '€10–€25'] },
      pageSize: 48,
    });
    expect(cheap.total).toBe(inRange(25));
    expect(cheap.items.every((p) => p.price !== null && p.price <= 25)).toBe(true);
    expect(cheap.facets.price).toEqual(all.facets.price);
  });

  it('finds a fragrance-free moisturiser for sensitive skin under €25, less what I avoid', async () => {
    const names = async (input: Parameters<ReturnType<typeof caller>['catalog']['search']>[0]) =>
      (await caller().catalog.search(input)).items.map((p) => p.name).sort();
    const filters = {
      productType: ['Moisturiser'],
      skinType: ['Sensitive Skin' as const],
      price: ['Up to €10', '€10–€25'],
    };
    expect(await names({ filters })).toEqual([
      'Aloe & Squalane Calm Moisturiser',
      'Colloidal Oat Barrier Cream',
      'Rose Petal Comfort Cream',
    ]);
    const fragranceFree = { ...filters, freeFrom: ['Fragrance'] };
    expect(await names({ filters: fragranceFree })).toEqual([
      'Aloe & Squalane Calm Moisturiser',
      'Colloidal Oat Barrier Cream',
    ]);
    // The avoid list: a group (shea and other nut oils), or a word of the shopper's own.
    const avoidNuts = { groups: ['tree-nuts'], terms: [] };
    expect(await names({ filters: fragranceFree, avoid: avoidNuts })).toEqual([
      'Aloe & Squalane Calm Moisturiser',
    ]);
    const avoidOat = { groups: [], terms: ['avena'] };
    expect(await names({ filters: fragranceFree, avoid: avoidOat })).toEqual([
      'Aloe & Squalane Calm Moisturiser',
    ]);
    const hit = await caller().catalog.search({ filters: fragranceFree });
    expect(hit.facets.freeFrom).toMatchObject({ Fragrance: 2, 'Tree nut oils': 1 });
  });

  it('tells which of the avoid list’s own words each product holds', async () => {
    const items = (await caller().catalog.search({ filters: { productType: ['Moisturiser'] } }))
      .items;
    const id = (name: string) => items.find((p) => p.name === name)!.id;
    const words = await caller().catalog.avoidedWords({
      ids: items.map((p) => p.id),
      terms: ['avena', 'geraniol'],
    });
    expect(words).toEqual({
      [id('Colloidal Oat Barrier Cream')]: ['avena'],
      [id('Rose Petal Comfort Cream')]: ['geraniol'],
    });
    const error = await errorOf(caller().catalog.avoidedWords({ ids: [1], terms: ['x'] }));
    expect(error.message).toContain('At least 2 characters');
  });

  it('finds a product type by any of its names: spellings, plurals and Dutch', async () => {
    const names = async (q: string) =>
      (await caller().catalog.search({ q, pageSize: 48 })).items.map((p) => p.name).sort();
    const moisturisers = await names('moisturiser');
    expect(moisturisers).toEqual(
      expect.arrayContaining([
        'Colloidal Oat Barrier Cream',
        'Hydra Boost Day Cream',
        'Sea Kelp Gel Moisturiser',
      ]),
    );
    for (const q of [
      'moisturizer',
      'Moisturisers',
      'vochtinbrengende crème',
      'Vochtinbrengende creme',
    ])
      expect(await names(q), q).toEqual(moisturisers);
    // A text that names no type keeps the plain rule: contains, nothing more.
    expect(await names('barrier cream')).toEqual(['Colloidal Oat Barrier Cream']);
  });

  it('pages the whole catalogue, newest first, with a count beside every option', async () => {
    const result = await caller().catalog.search({});
    expect(result.total).toBe(listedDemo.length);
    expect(result.pageSize).toBe(24);
    expect(result.pageCount).toBe(Math.ceil(listedDemo.length / 24));
    expect(result.items).toHaveLength(24);
    const newest = [...listedDemo].sort((a, b) => a.days_ago - b.days_ago)[0]!;
    expect(result.items[0]!.name).toBe(newest.name);
    // Cards carry what the card shows, lists parsed, flags as booleans.
    expect(result.items[0]).toMatchObject({
      features: expect.any(Array),
      is_bestseller: expect.any(Boolean),
    });
    const bestsellers = listedDemo.filter((p) => p.is_bestseller).length;
    expect(result.facets.bestsellers).toEqual({ Bestseller: bestsellers });
    const vegan = listedDemo.filter((p) => p.certifications.includes('Vegan')).length;
    expect(result.facets.certifications!['Vegan']).toBe(vegan);
    const brands = new Set(listedDemo.map((p) => p.brand));
    expect(Object.keys(result.facets.brands!)).toHaveLength(brands.size);
  });

  it('filters by category and certification, sorts and pages', async () => {
    const result = await caller().catalog.search({
      category: 'Skincare',
      filters: { certifications: ['Vegan'] },
      sort: 'price-asc',
      pageSize: 48,
    });
    const expected = listedDemo
      .filter((p) => p.category === 'Skincare' && p.certifications.includes('Vegan'))
      .sort((a, b) => a.price - b.price);
    expect(result.total).toBe(expected.length);
    expect(result.items.map((item) => item.price)).toEqual(expected.map((p) => p.price));
  });

  it('keeps responses small', async () => {
    const result = await caller().catalog.search({});
    expect(JSON.stringify(result).length).toBeLessThan(50_000);
  });
});

describe('catalog.search input', () => {
  it('refuses bad input with a message naming the field', async () => {
    const bad = await errorOf(caller().catalog.search({ q: 'x'.repeat(101) }));
    expect(bad.code).toBe('BAD_REQUEST');
    const unknownOption = await errorOf(
      caller().catalog.search({ filters: { certifications: ['Nonsense'] } } as never),
    );
    expect(unknownOption.code).toBe('BAD_REQUEST');
    const page = await errorOf(caller().catalog.search({ page: 0 }));
    expect(page.code).toBe('BAD_REQUEST');
  });

  it('answers an empty catalogue with no items', async () => {
    const result = await caller().catalog.search({ q: 'anything' });
    expect(result).toMatchObject({ total: 0, items: [], pageCount: 0 });
  });
});

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

describe('catalog.search over HTTP', () => {
  it('sends the cached JSON text that the client parses into the same result, and follows writes', async () => {
    await addProduct({ name: 'Lavender Soap', is_bestseller: 1 });
    const server = await startTestServer(deps);
    try {
      const input = { q: 'lavender', filters: { bestsellers: ['Bestseller' as const] } };
      const get = async () => {
        const url = `${server.url}/trpc/catalog.search?batch=1&input=${encodeURIComponent(
          JSON.stringify({ 0: { json: input } }),
        )}`;
        const response = await fetch(url);
        expect(response.status).toBe(200);
        const [item] = (await response.json()) as [{ result: { data: unknown } }];
        return superjson.deserialize(item.result.data as never);
      };
      const viaHttp = await get();
      expect(viaHttp).toEqual(await caller().catalog.search(input));
      expect(viaHttp).toMatchObject({ total: 1, items: [{ name: 'Lavender Soap' }] });
      // Served from the response cache the second time, and still correct after a write.
      expect(await get()).toEqual(viaHttp);
      await addProduct({ name: 'Lavender Balm', is_bestseller: 1 });
      expect(await get()).toMatchObject({ total: 2 });
    } finally {
      await server.close();
    }
  });
});
