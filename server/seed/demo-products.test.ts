import { describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCT_TYPES, productTypesOf } from '../../shared/catalog';
import { productInputSchema } from '../../shared/schemas/product';
import { demoProducts } from './demo-products';
import { demoProduct } from './seed';

describe('the product types', () => {
  it('have unique ids and labels, and every category has some', () => {
    expect(new Set(PRODUCT_TYPES.map((t) => t.id)).size).toBe(PRODUCT_TYPES.length);
    expect(new Set(PRODUCT_TYPES.map((t) => t.label.toLowerCase())).size).toBe(
      PRODUCT_TYPES.length,
    );
    for (const category of CATEGORIES) expect(productTypesOf(category).length).toBeGreaterThan(3);
  });
});

describe('the demo catalogue', () => {
  it('passes the product form: each product has a type of its category', () => {
    for (const product of demoProducts) {
      const parsed = productInputSchema.safeParse(demoProduct(product, new Date()).values);
      expect(parsed.error?.issues ?? [], product.name).toEqual([]);
      expect(parsed.data?.product_type, product.name).toBe(product.product_type);
    }
  });
});

describe('the demo USA prices', () => {
  it('are given in dollars exactly where a product has a USA shop', () => {
    for (const product of demoProducts) {
      expect(product.usa_price !== null, product.name).toBe(product.usa_shop_link !== null);
      if (product.usa_price !== null) {
        // Plausible: a little above the euro price, as US shops price it.
        expect(product.usa_price, product.name).toBeGreaterThan(product.price);
        expect(product.usa_price, product.name).toBeLessThan(product.price * 1.25);
      }
    }
    expect(demoProducts.filter((p) => p.usa_price !== null).length).toBeGreaterThan(40);
  });
});
