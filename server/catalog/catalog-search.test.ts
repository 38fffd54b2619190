/** catalog.search through the router and over HTTP: the demo catalogue, its input limits. */
import superjson from 'superjson';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../shared/json-text';
import { seedDemoData } from '../seed/seed';
import { errorOf } from '../test/trpc-error';
import { startTestServer } from '../test/http';
import { deps, db, caller, addProduct, listedDemo, useCatalog } from './catalog-test-setup';

useCatalog();

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
