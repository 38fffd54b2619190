/** Display helpers of the catalogue (pure; unit-tested in format.test.ts). */

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** Price in euro, e.g. "€32.50"; empty when the product has no price. */
export function formatPrice(price: number | null | undefined): string {
  return typeof price === 'number' && Number.isFinite(price) ? euro.format(price) : '';
}

/** Whole stars filled: the rating rounded down, on a 1 to 5 scale (0 when there is none). */
export function filledStars(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.floor(rating)));
}

export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US').format(count);
}

export const FALLBACK_IMAGE = '/images/product-fallback.svg';
/** Card features: at most 2 badges (SPEC.md §9). */
export const MAX_CARD_FEATURES = 2;
/** Product detail: at most 3 quotes (SPEC.md §9). */
export const MAX_QUOTES = 3;
