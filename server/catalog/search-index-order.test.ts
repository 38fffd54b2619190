import { describe, expect, it } from 'vitest';
import {
  catalogQuerySchema,
  normalizeQuery,
  type CatalogQueryInput,
} from '../../shared/schemas/catalog';
import { indexFromRows } from './index-builder';
import { index, row, search } from './search-index-fixture';

describe('CatalogIndex sort and paging', () => {
  const order = (sort: CatalogQueryInput['sort']) => search({ sort }).ids;

  it('sorts by newest (default), price both ways (no price last), rating and name', () => {
    expect(order('newest')).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(order('price-asc')).toEqual([2, 3, 6, 5, 1, 7, 4]);
    expect(order('price-desc')).toEqual([7, 1, 5, 6, 3, 2, 4]);
    // Rating desc; equal ratings by more reviews; no rating last.
    expect(order('rating')).toEqual([7, 3, 1, 6, 2, 5, 4]);
    // Accents folded: Éclat sorts with E.
    expect(order('name')).toEqual([2, 5, 3, 6, 1, 7, 4]);
  });

  it('pages through a filtered result in sort order', () => {
    const all = search({ sort: 'price-asc', filters: { ownershipBrand: ['Independent'] } });
    expect(all.ids).toEqual([3, 6, 1, 7, 4]);
    const page = (n: number) =>
      search({
        sort: 'price-asc',
        filters: { ownershipBrand: ['Independent'] },
        page: n,
        pageSize: 2,
      });
    expect(page(1).ids).toEqual([3, 6]);
    expect(page(2).ids).toEqual([1, 7]);
    expect(page(3).ids).toEqual([4]);
    expect(page(4).ids).toEqual([]);
    expect(page(3).total).toBe(5);
  });

  it('pages the unfiltered catalogue by slicing the order', () => {
    expect(search({ page: 2, pageSize: 3 }).ids).toEqual([4, 3, 2]);
  });
});

describe('CatalogIndex brands', () => {
  it('lists the distinct non-empty brands alphabetically with counts', () => {
    expect(index.brands).toEqual([
      'Africa Weaves',
      'Kind Kitchen',
      'Little Leaf',
      'Moss & Meadow',
      'MOSSY Hair',
    ]);
    expect([...index.brandCounts]).toEqual([1, 1, 1, 2, 1]);
  });

  it('copes with an empty catalogue', () => {
    const empty = indexFromRows([]);
    const query = normalizeQuery(catalogQuerySchema.parse({ q: 'x' }));
    const hit = empty.search(query, undefined, undefined, { cache: false });
    expect(hit).toMatchObject({ total: 0, ids: [] });
    expect(hit.facets.bestsellers).toEqual({ Bestseller: 0 });
  });
});

describe('CatalogIndex FREE FROM and hiding avoided products', () => {
  // 1: analysed, fragrance and parabens; 2: analysed, nothing; 3: analysed, silicones;
  // 4: not analysed (no ingredient list).
  const families: Record<number, string[] | null> = {
    1: ['fragrance', 'parabens'],
    2: [],
    3: ['silicones'],
    4: null,
  };
  const freeIndex = indexFromRows(
    [1, 2, 3, 4].map((id) => row({ id, ingredient_families: families[id] ?? null })),
  );
  const find = (input: CatalogQueryInput, avoided: ReadonlySet<number> = new Set()) =>
    freeIndex.search(normalizeQuery(catalogQuerySchema.parse(input)), undefined, avoided, {
      cache: false,
    });
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it('keeps products whose analysed list holds none of the selected families (all at once)', () => {
    expect(sorted(find({ filters: { freeFrom: ['Fragrance'] } }).ids)).toEqual([2, 3]);
    expect(sorted(find({ filters: { freeFrom: ['Fragrance', 'Silicones'] } }).ids)).toEqual([2]);
  });

  it('counts each family over the shown products', () => {
    expect(find({}).facets.freeFrom).toMatchObject({ Fragrance: 2, Silicones: 2, Parabens: 2 });
    const hit = find({ filters: { freeFrom: ['Fragrance'] } });
    expect(hit.facets.freeFrom).toMatchObject({ Fragrance: 2, Silicones: 1, Parabens: 2 });
  });

  it('hides products that hold an avoided family or word, never those without a list', () => {
    const avoid = { groups: ['parabens'], terms: [] };
    expect(sorted(find({ avoid }).ids)).toEqual([2, 3, 4]);
    const words = { groups: [], terms: ['dimethicone'] };
    expect(sorted(find({ avoid: words }, new Set([3])).ids)).toEqual([1, 2, 4]);
    // Hiding narrows the counts too.
    expect(find({ avoid }).facets.freeFrom).toMatchObject({ Fragrance: 2, Silicones: 1 });
  });
});
