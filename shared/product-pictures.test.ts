import { describe, expect, it } from 'vitest';
import { pictureSrcSet, uploadedPictureName } from './product-pictures';

describe('pictureSrcSet', () => {
  it('lists every width of an uploaded picture', () => {
    const name = 'a'.repeat(32);
    expect(pictureSrcSet(`/uploads/products/${name}-800.webp`)).toBe(
      `/uploads/products/${name}-400.webp 400w, /uploads/products/${name}-800.webp 800w, /uploads/products/${name}-1200.webp 1200w`,
    );
  });

  it('lists every width of a demo picture bundled with the shop', () => {
    expect(pictureSrcSet('/images/products/oat-atelier-oat-cleanser-800.webp')).toBe(
      '/images/products/oat-atelier-oat-cleanser-400.webp 400w, /images/products/oat-atelier-oat-cleanser-800.webp 800w, /images/products/oat-atelier-oat-cleanser-1200.webp 1200w',
    );
  });

  it('leaves SVGs, other widths, other folders and other sites alone', () => {
    for (const url of [
      '/images/products/oat-atelier-oat-cleanser.svg',
      '/images/products/oat-atelier-oat-cleanser-600.webp',
      '/images/blog/oat-800.webp',
      'https://example.com/images/products/oat-800.webp',
      null,
    ])
      expect(pictureSrcSet(url), String(url)).toBeUndefined();
  });

  it('never takes a bundled picture for an upload (uploads are the ones a deletion removes)', () => {
    expect(uploadedPictureName('/images/products/oat-atelier-oat-cleanser-800.webp')).toBeNull();
  });
});
