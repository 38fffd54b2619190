import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  parseCatalogUrl,
  selectedOptions,
  urlStateToQuery,
  withSelection,
} from './catalog-search';
import { catalogQuerySchema, normalizeQuery } from './schemas/catalog';
import { priceRangeOf } from './catalog';

describe('catalogue URL state', () => {
  it('reads the catalogue’s URL parameters and drops what it does not understand', () => {
    expect(
      parseCatalogUrl({ category: 'Skincare', brand: 'Moss & Meadow', bestseller: 'true' }),
    ).toEqual({ category: 'Skincare', brand: 'Moss & Meadow', bestseller: true });
    expect(parseCatalogUrl({ bestseller: true, page: 1, sort: 'newest' })).toEqual({
      bestseller: true,
    });
    expect(
      parseCatalogUrl({
        category: 'All products',
        certification: 'Vegan,Nonsense,B Corp',
        sort: 'cheapest',
        page: -3,
        q: '  rose   oil ',
        brand: ['a', 'A', 7],
      }),
    ).toEqual({ certification: 'Vegan,B Corp', q: 'rose oil', brand: ['a', '7'] });
    expect(parseCatalogUrl({ page: '3', sort: 'price-desc' })).toEqual({
      page: 3,
      sort: 'price-desc',
    });
  });

  it('keeps price ranges by their labels in ?price=', () => {
    const state = parseCatalogUrl({ price: 'Up to €10,€10–€25,cheap' });
    expect(state).toEqual({ price: 'Up to €10,€10–€25' });
    expect(urlStateToQuery(state).filters).toEqual({ price: ['Up to €10', '€10–€25'] });
  });

  it('puts each price in one range, the upper bound included', () => {
    expect([0, 10, 10.01, 25, 50, 100, 100.5].map(priceRangeOf)).toEqual([
      'Up to €10',
      'Up to €10',
      '€10–€25',
      '€10–€25',
      '€25–€50',
      '€50–€100',
      'Over €100',
    ]);
    expect(priceRangeOf(null)).toBeUndefined();
  });

  it('keeps product types by their labels in ?type=', () => {
    const state = parseCatalogUrl({ type: 'Serum,Nonsense,Moisturiser' });
    expect(state).toEqual({ type: 'Serum,Moisturiser' });
    expect(selectedOptions(state, 'productType')).toEqual(['Serum', 'Moisturiser']);
    expect(urlStateToQuery(state).filters).toEqual({ productType: ['Serum', 'Moisturiser'] });
  });

  it('turns selections into URL values and back, resetting the page', () => {
    let state = parseCatalogUrl({ page: 4 });
    state = withSelection(state, 'certifications', ['B Corp', 'Vegan']);
    expect(state).toEqual({ certification: 'Vegan,B Corp' });
    state = withSelection({ ...state, page: 2 }, 'brands', ['Moss & Meadow']);
    expect(state).toEqual({ certification: 'Vegan,B Corp', brand: 'Moss & Meadow' });
    state = withSelection(state, 'brands', ['Moss & Meadow', 'Oat Atelier']);
    expect(selectedOptions(state, 'brands')).toEqual(['Moss & Meadow', 'Oat Atelier']);
    state = withSelection(state, 'bestsellers', ['Bestseller']);
    expect(state.bestseller).toBe(true);
    expect(activeFilterCount(state)).toBe(5);
    state = withSelection(state, 'certifications', []);
    expect(state).not.toHaveProperty('certification');
    // A state survives a trip through the URL parser unchanged.
    expect(parseCatalogUrl({ ...state })).toEqual(state);
  });

  it('becomes a valid search input with a filter map of the selected groups', () => {
    const input = urlStateToQuery(
      parseCatalogUrl({ q: 'oil', brand: 'moss', natural: '100% natural', page: '2' }),
    );
    const parsed = catalogQuerySchema.parse(input);
    expect(normalizeQuery(parsed)).toEqual({
      q: 'oil',
      category: null,
      filters: { brands: ['moss'], naturalIngredients: ['100% natural'] },
      avoid: null,
      sort: 'newest',
      page: 2,
      pageSize: 24,
    });
  });
});
