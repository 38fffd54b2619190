import { describe, expect, it } from 'vitest';
import {
  catalogQuerySchema,
  normalizeQuery,
  type CatalogQueryInput,
} from '../../shared/schemas/catalog';
import { indexFromRows } from './index-builder';
import type { IndexRow } from './index-columns';
import type { TextFields } from './text-search';

type Row = IndexRow & TextFields;

let nextId = 1;
function row(overrides: Partial<Row>): Row {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Product ${id}`,
    brand: 'Plain Brand',
    description: 'A product.',
    category: 'Skincare',
    product_type: null,
    price: 10,
    rating: 4,
    review_count: 10,
    created_at: `2026-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    is_bestseller: 0,
    toxicity_rating: null,
    naturalness_rating: null,
    natural_ingredients: null,
    certifications: [],
    packaging: [],
    origin_region: null,
    ownership_brand: null,
    skin_type: [],
    sensitivity: [],
    ingredient_families: null,
    ...overrides,
  };
}

const ROWS: Row[] = [
  row({
    id: 1,
    name: 'Rosehip Face Oil',
    brand: 'Moss & Meadow',
    description: 'Cold-pressed rosehip for dry cheeks.',
    category: 'Skincare',
    price: 32.5,
    rating: 4.8,
    review_count: 100,
    is_bestseller: 1,
    toxicity_rating: 'clean',
    naturalness_rating: 'natural',
    natural_ingredients: '100% natural',
    certifications: ['100% Organic', 'Vegan'],
    packaging: ['Refillable', 'Plastic Free'],
    origin_region: 'Europe',
    ownership_brand: 'Independent',
    skin_type: ['Dry Skin', 'Sensitive Skin'],
    sensitivity: ['Fragrance Free', 'Paraben Free'],
  }),
  row({
    id: 2,
    name: 'Citrus Dish Soap',
    brand: 'Kind Kitchen',
    description: 'Cuts grease with orange peel oil.',
    category: 'Kitchen',
    price: 5.95,
    rating: 4.2,
    review_count: 50,
    natural_ingredients: '99% natural',
    certifications: ['Fairtrade'],
    packaging: ['Refillable'],
    origin_region: 'North-America',
    ownership_brand: 'Multinational owned',
  }),
  row({
    id: 3,
    name: 'Gentle Shampoo Bar',
    brand: 'MOSSY Hair',
    description: 'Solid shampoo, no plastic bottle.',
    category: 'Haircare',
    price: 12,
    rating: 4.8,
    review_count: 300,
    is_bestseller: 1,
    natural_ingredients: '>95% natural',
    certifications: ['Vegan', 'B Corp'],
    packaging: ['Plastic Free'],
    origin_region: 'Australia',
    ownership_brand: 'Independent',
    skin_type: ['All skin types'],
    sensitivity: ['Sulfate Free', 'Silicon Free'],
  }),
  row({
    id: 4,
    name: 'Zinc Baby Balm',
    brand: 'Little Leaf',
    description: 'Soothing balm with oat and shea.',
    category: 'Baby & Kids',
    price: null,
    rating: null,
    review_count: 0,
    natural_ingredients: '100% natural',
    certifications: ['100% Organic'],
    packaging: ['Reusable packaging'],
    origin_region: 'Europe',
    ownership_brand: 'Independent',
    skin_type: ['Sensitive Skin'],
    sensitivity: ['Hypoallergenic', 'Fragrance Free', 'Dermatologist Tested'],
  }),
  row({
    id: 5,
    name: 'Éclat Day Cream',
    brand: null,
    description: 'Light cream for oily skin. Smells of Rosehip.',
    category: 'Skincare',
    price: 21,
    rating: 3.9,
    review_count: 20,
    certifications: ['COSMOS'],
    origin_region: 'Asia',
    ownership_brand: 'Multinational owned',
    skin_type: ['Oily Skin', 'Combination Skin'],
    sensitivity: ['Alcohol Free'],
  }),
  row({
    id: 6,
    name: 'Linen Spray',
    brand: 'Moss & Meadow',
    description: 'Lavender water for sheets.',
    category: 'Laundry',
    price: 14,
    rating: 4.5,
    review_count: 40,
    packaging: ['Plastic Free', 'Reusable packaging'],
    origin_region: 'South-America',
    ownership_brand: 'Independent',
    sensitivity: ['Paraben Free'],
  }),
  row({
    id: 7,
    name: 'Wool Throw',
    brand: 'Africa Weaves',
    description: 'Hand-woven throw.',
    category: 'Decoration',
    price: 89,
    rating: 5,
    review_count: 2,
    certifications: ['Fairtrade'],
    origin_region: 'Africa',
    ownership_brand: 'Independent',
  }),
];

const index = indexFromRows(ROWS);

function search(input: CatalogQueryInput) {
  const query = normalizeQuery(catalogQuerySchema.parse(input));
  return index.searchUncached(query);
}
const ids = (input: CatalogQueryInput) =>
  search({ pageSize: 48, ...input }).ids.sort((a, b) => a - b);

describe('CatalogIndex matching rules', () => {
  it('returns every product, newest first, without a query', () => {
    const hit = search({});
    expect(hit.total).toBe(7);
    expect(hit.ids).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('matches the search text in name, brand or description, case-insensitively', () => {
    expect(ids({ q: 'ROSEHIP' })).toEqual([1, 5]); // name of 1, description of 5
    expect(ids({ q: 'kind kit' })).toEqual([2]); // brand
    expect(ids({ q: 'orange peel' })).toEqual([2]); // description, across words
    expect(ids({ q: 'éclat' })).toEqual([5]);
    expect(ids({ q: 'nothing like this' })).toEqual([]);
    // Field boundaries are not bridged: the end of a name and the start of a brand.
    expect(ids({ q: 'oilmoss' })).toEqual([]);
  });

  it('matches the category exactly', () => {
    expect(ids({ category: 'Skincare' })).toEqual([1, 5]);
    expect(ids({ category: 'skincare' })).toEqual([]);
    expect(ids({ category: 'All products' })).toHaveLength(7);
  });

  it('matches brands by case-insensitive substring, any of the selected', () => {
    expect(ids({ filters: { brands: ['moss'] } })).toEqual([1, 3, 6]);
    expect(ids({ filters: { brands: ['Moss & Meadow'] } })).toEqual([1, 6]);
    expect(ids({ filters: { brands: ['little', 'kind'] } })).toEqual([2, 4]);
  });

  it('filters bestsellers on is_bestseller', () => {
    expect(ids({ filters: { bestsellers: ['Bestseller'] } })).toEqual([1, 3]);
  });

  it("keeps only products with the standard's badges when asked", () => {
    expect(ids({ filters: { standard: ['Clean'] } })).toEqual([1]);
    expect(ids({ filters: { standard: ['Natural'] } })).toEqual([1]);
    expect(search({}).facets.standard).toEqual({ Clean: 1, Natural: 1 });
  });

  it('matches natural ingredients, origin and ownership exactly (any selected)', () => {
    expect(ids({ filters: { naturalIngredients: ['100% natural'] } })).toEqual([1, 4]);
    expect(ids({ filters: { naturalIngredients: ['99% natural', '>95% natural'] } })).toEqual([
      2, 3,
    ]);
    expect(ids({ filters: { originRegion: ['Europe'] } })).toEqual([1, 4]);
    expect(ids({ filters: { originRegion: ['Asia', 'Africa', 'South-America'] } })).toEqual([
      5, 6, 7,
    ]);
    expect(ids({ filters: { ownershipBrand: ['Multinational owned'] } })).toEqual([2, 5]);
  });

  it('matches list fields when the product lists any of the selected', () => {
    expect(ids({ filters: { certifications: ['Vegan'] } })).toEqual([1, 3]);
    expect(ids({ filters: { certifications: ['Fairtrade', 'B Corp'] } })).toEqual([2, 3, 7]);
    expect(ids({ filters: { packaging: ['Reusable packaging'] } })).toEqual([4, 6]);
    expect(ids({ filters: { skinType: ['Sensitive Skin', 'Oily Skin'] } })).toEqual([1, 4, 5]);
    expect(ids({ filters: { sensitivity: ['Fragrance Free'] } })).toEqual([1, 4]);
    expect(ids({ filters: { sensitivity: ['Silicon Free', 'Alcohol Free'] } })).toEqual([3, 5]);
  });

  it('combines groups with AND and everything with the text and category', () => {
    expect(
      ids({ filters: { certifications: ['Vegan', 'Fairtrade'], originRegion: ['Europe'] } }),
    ).toEqual([1]);
    expect(ids({ q: 'moss', category: 'Laundry' })).toEqual([6]);
    expect(
      ids({ q: 'a', filters: { ownershipBrand: ['Independent'], packaging: ['Plastic Free'] } }),
    ).toEqual([1, 3, 6]);
  });
});

describe('CatalogIndex facet counts', () => {
  it('counts every option over the result when nothing is selected', () => {
    const { facets } = search({});
    expect(facets.bestsellers).toEqual({ Bestseller: 2 });
    expect(facets.certifications).toEqual({
      '100% Organic': 2,
      Fairtrade: 2,
      Vegan: 2,
      'B Corp': 1,
    });
    expect(facets.originRegion).toEqual({
      Europe: 2,
      'North-America': 1,
      Australia: 1,
      Asia: 1,
      'South-America': 1,
      Africa: 1,
    });
    expect(facets.brands).toEqual({
      'Africa Weaves': 1,
      'Kind Kitchen': 1,
      'Little Leaf': 1,
      'Moss & Meadow': 2,
      'MOSSY Hair': 1,
    });
    expect(facets.category).toMatchObject({ Skincare: 2, Kitchen: 1, Haircare: 1 });
    // Unknown list values (COSMOS) are not options; known options with no product count 0.
    expect(facets.sensitivity!['Hypoallergenic']).toBe(1);
  });

  it('keeps the counts of the other options of a selected group (disjunctive)', () => {
    const hit = search({ filters: { originRegion: ['Europe'] } });
    expect(hit.total).toBe(2);
    // ORIGIN ignores its own selection: every region keeps its count.
    expect(hit.facets.originRegion).toEqual(search({}).facets.originRegion);
    // Other groups are counted over the Europe result.
    expect(hit.facets.certifications).toEqual({
      '100% Organic': 2,
      Fairtrade: 0,
      Vegan: 1,
      'B Corp': 0,
    });
  });

  it('counts each selected group over the other groups’ selections', () => {
    const hit = search({
      q: 'e',
      filters: { certifications: ['Vegan'], ownershipBrand: ['Independent'] },
    });
    // Result: products with "e", Vegan and Independent.
    expect(hit.ids.sort()).toEqual([1, 3]);
    // Certifications counted over "e" ∧ Independent = 1, 3, 4, 6, 7.
    expect(hit.facets.certifications).toEqual({
      '100% Organic': 2,
      Fairtrade: 1,
      Vegan: 2,
      'B Corp': 1,
    });
    // Ownership counted over "e" ∧ Vegan = 1, 3.
    expect(hit.facets.ownershipBrand).toEqual({ Independent: 2, 'Multinational owned': 0 });
    // Unselected groups are counted over the result.
    expect(hit.facets.packaging).toEqual({
      Refillable: 1,
      'Reusable packaging': 0,
      'Plastic Free': 2,
    });
  });

  it('counts categories over everything but the category (for the chips)', () => {
    const hit = search({ category: 'Skincare', filters: { originRegion: ['Europe'] } });
    expect(hit.ids).toEqual([1]);
    expect(hit.facets.category).toMatchObject({ Skincare: 1, 'Baby & Kids': 1, Kitchen: 0 });
  });

  it('answers the same from its result cache as without it', () => {
    const query = normalizeQuery(
      catalogQuerySchema.parse({ q: 'moss', filters: { packaging: ['Plastic Free'] } }),
    );
    expect(index.search(query)).toEqual(index.searchUncached(query));
    expect(index.search(query)).toEqual(index.searchUncached(query));
  });
});

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
    const hit = empty.searchUncached(query);
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
    freeIndex.searchUncached(normalizeQuery(catalogQuerySchema.parse(input)), undefined, avoided);
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
