import { describe, expect, it } from 'vitest';
import { filledStars, formatPrice } from './format';

describe('catalogue formatting', () => {
  it('shows prices in euro', () => {
    expect(formatPrice(32.5)).toBe('€32.50');
    expect(formatPrice(5)).toBe('€5.00');
    expect(formatPrice(null)).toBe('');
  });

  it('fills whole stars by rounding down, from 1 to 5', () => {
    expect(filledStars(4.8)).toBe(4);
    expect(filledStars(4)).toBe(4);
    expect(filledStars(3.99)).toBe(3);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(7)).toBe(5);
    expect(filledStars(null)).toBe(0);
  });
});

describe('catalogue helpers', async () => {
  const { pageWindow } = await import('./catalog-pagination');
  const { filterBrandList } = await import('./filters-panel');
  const { safetyTotals } = await import('./ingredient-section');

  it('shows the first, last and neighbouring pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  });

  it('searches the brand list by case-insensitive substring', () => {
    const brands = [{ brand: 'Moss & Meadow' }, { brand: 'Oat Atelier' }];
    expect(filterBrandList(brands, 'MEAD')).toEqual([{ brand: 'Moss & Meadow' }]);
    expect(filterBrandList(brands, ' ')).toEqual(brands);
  });

  it('counts ingredients per safety rating over the total', () => {
    const totals = safetyTotals([
      { safety_rating: 'no-concern' },
      { safety_rating: 'high-concern' },
      { safety_rating: 'no-concern' },
    ]);
    expect(totals.total).toBe(3);
    expect(totals.counts.map((c) => c.count)).toEqual([2, 0, 1]);
  });
});
