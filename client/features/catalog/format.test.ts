import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledStars, formatCount, formatDollars, formatPrice, longUsDate } from './format';

describe('catalogue formatting', () => {
  it('shows prices in euro', () => {
    expect(formatPrice(32.5)).toBe('€32.50');
    expect(formatPrice(5)).toBe('€5.00');
    expect(formatPrice(null)).toBe('');
  });

  it('shows USA prices in dollars', () => {
    expect(formatDollars(35.99)).toBe('$35.99');
    expect(formatDollars(26)).toBe('$26.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(null)).toBe('');
    expect(formatDollars(Number.NaN)).toBe('');
  });

  it('writes dollars exactly as Intl does', () => {
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const cents = fc.integer({ min: -1e9, max: 1e11 }).map((n) => n / 100);
    const prices = fc.oneof(cents, fc.double({ min: -1e16, max: 1e16, noNaN: true }));
    fc.assert(
      fc.property(prices, (price) => formatDollars(price) === dollars.format(price)),
      { numRuns: 5000 },
    );
    for (const price of [0, -0, 0.005, 1.005, 2.675, 999.995, 1e15, 1234567.891])
      expect(formatDollars(price)).toBe(dollars.format(price));
  });

  it('writes prices, counts and dates exactly as Intl does', () => {
    const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    const us = new Intl.NumberFormat('en-US');
    const cents = fc.integer({ min: -1e9, max: 1e11 }).map((n) => n / 100);
    const prices = fc.oneof(cents, fc.double({ min: -1e16, max: 1e16, noNaN: true }));
    fc.assert(
      fc.property(prices, (price) => formatPrice(price) === euro.format(price)),
      {
        numRuns: 5000,
      },
    );
    for (const price of [0, -0, 0.005, 1.005, 2.675, 999.995, 1e15, 1234567.891])
      expect(formatPrice(price)).toBe(euro.format(price));
    const counts = fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true }));
    fc.assert(
      fc.property(counts, (count) => formatCount(count) === us.format(count)),
      {
        numRuns: 5000,
      },
    );
    expect(formatCount(-0)).toBe(us.format(-0));
    const dates = fc.date({ min: new Date(-1e14), max: new Date(1e14), noInvalidDate: true });
    fc.assert(
      fc.property(dates, (date) => {
        const iso = date.toISOString();
        return (
          longUsDate(iso) ===
          date.toLocaleDateString('en-US', {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            timeZone: 'UTC',
          })
        );
      }),
      { numRuns: 5000 },
    );
    expect(longUsDate('2026-11-22T23:59:59.000Z')).toBe('November 22, 2026');
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
