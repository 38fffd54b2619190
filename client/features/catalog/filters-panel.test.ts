import { describe, expect, it } from 'vitest';
import { brandsToShow, filterBrandList } from './filters-panel';

const brands = Array.from({ length: 250 }, (_, i) => ({
  brand: `Brand ${String(i).padStart(3, '0')}`,
}));

describe('the brand filter list', () => {
  it('draws the first hundred brands, and a selected brand further down', () => {
    const shown = brandsToShow(brands, ['brand 200']);
    expect(shown).toHaveLength(101);
    expect(shown.at(-1)!.brand).toBe('Brand 200');
    expect(brandsToShow(brands.slice(0, 25), [])).toHaveLength(25);
  });

  it('finds any brand by typing, however long the list', () => {
    expect(brandsToShow(filterBrandList(brands, '23'), [])).toEqual(
      expect.arrayContaining([
        { brand: 'Brand 023' },
        { brand: 'Brand 123' },
        { brand: 'Brand 230' },
      ]),
    );
  });
});
