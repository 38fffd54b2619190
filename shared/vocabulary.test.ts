import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_WORDS, PRODUCT_TYPES, productTypeNamed } from './catalog';

describe('the product type vocabulary', () => {
  it('has each id once, and names only types of the table in every language', () => {
    const ids = PRODUCT_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [lang, words] of Object.entries(PRODUCT_TYPE_WORDS)) {
      const stray = Object.keys(words.productTypes).filter((id) => !ids.includes(id));
      expect(stray, `ids in ${lang}.json that are no product type`).toEqual([]);
    }
  });

  it('finds a type by a synonym of any language', () => {
    expect(productTypeNamed('tandpasta')?.id).toBe('toothpaste');
    expect(productTypeNamed('moisturizers')?.id).toBe('moisturiser');
  });
});
