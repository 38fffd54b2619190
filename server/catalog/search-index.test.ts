import { describe, expect, it } from 'vitest';
import { catalogQuerySchema, normalizeQuery } from '../../shared/schemas/catalog';
import { ids, index, search } from './search-index-fixture';

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
    expect(index.search(query)).toEqual(
      index.search(query, undefined, undefined, { cache: false }),
    );
    expect(index.search(query)).toEqual(
      index.search(query, undefined, undefined, { cache: false }),
    );
  });
});
