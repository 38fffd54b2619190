import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_WORDS, PRODUCT_TYPES, productTypeNamed } from './catalog';
import englishWords from './vocabulary/en.json' with { type: 'json' };
import dutchWords from './vocabulary/nl.json' with { type: 'json' };
import typeTable from './vocabulary/product-types.json' with { type: 'json' };
import { productTypeWordsSchema, typeTableSchema } from './vocabulary/schema';

describe('the product type vocabulary', () => {
  it('files have the shape the catalogue reads them in (the browser reads them unchecked)', () => {
    expect(typeTableSchema.safeParse(typeTable).error).toBeUndefined();
    for (const words of [englishWords, dutchWords])
      expect(productTypeWordsSchema.safeParse(words).error).toBeUndefined();
    expect(typeTableSchema.safeParse([{ id: 'soap', categories: ['Garden'] }]).success).toBe(false);
  });

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
