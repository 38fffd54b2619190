import { describe, expect, it } from 'vitest';
import { brandNamed, knownBrands } from './brands';
import { PRODUCT_TYPE_BY_ID } from './vocabulary';

describe('brands Puur does not carry', () => {
  it('names only types the assistant knows', () => {
    for (const brand of knownBrands()) {
      if (brand.type) expect(PRODUCT_TYPE_BY_ID.has(brand.type), brand.name).toBe(true);
    }
  });

  it('reads a brand as whole words, the longest name first', () => {
    expect(brandNamed('I use CeraVe moisturising cream')?.name).toBe('CeraVe');
    expect(brandNamed('swap my Head & Shoulders')).toEqual({
      name: 'Head & Shoulders',
      type: 'shampoo',
    });
    expect(brandNamed('ik gebruik Nivea dagcrème')?.name).toBe('Nivea');
    expect(brandNamed('my Nivea Sun spray')?.name).toBe('Nivea Sun');
    expect(brandNamed('Is L’Oréal ok?')?.name).toBe("L'Oréal");
  });

  it('does not read ordinary requests as a brand', () => {
    for (const text of [
      'Show me some shampoos.',
      'A simple face cream without fragrance, please.',
      'Which one is the most affordable?',
      'Ik zoek een douchegel zonder parfum.',
      'Something for dry skin that is sure to be gentle',
    ]) {
      expect(brandNamed(text), text).toBeNull();
    }
  });
});
