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
