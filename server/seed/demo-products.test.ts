import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCT_TYPES, productTypesOf } from '../../shared/catalog';
import { PICTURE_WIDTHS, pictureSrcSet } from '../../shared/product-pictures';
import { productInputSchema } from '../../shared/schemas/product';
import { assessProduct, standardBasis, type StandardIngredient } from '../../shared/standard';
import { builtinKbEntries } from '../ingredients/kb';
import { IngredientIndex } from '../ingredients/matcher';
import { parseIngredientList } from '../ingredients/parse';
import { standardIngredientOf } from '../standard/badges';
import { demoProducts, type DemoProduct } from './demo-products';
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

/** What the standard makes of a demo product's list, as the seed's analysis will (built-in entries). */
const index = new IngredientIndex(builtinKbEntries());
function assess(product: DemoProduct) {
  const seen = new Set<number>();
  const ingredients: StandardIngredient[] = [];
  for (const item of parseIngredientList(product.ingredients_text)) {
    const entry = index.match(item)?.entry;
    if (entry && seen.has(entry.id)) continue;
    if (entry) seen.add(entry.id);
    ingredients.push(
      entry
        ? standardIngredientOf(entry)
        : { name: item.name, rating: 'unknown', functions: [], concerns: [], origin: null },
    );
  }
  return assessProduct(ingredients, standardBasis(product.category));
}

describe('the demo catalogue and the standard', () => {
  it('declares the badges the standard gives its ingredients', () => {
    const wrong = demoProducts
      .map((product) => {
        const { clean, natural } = assess(product);
        const declared = [
          product.toxicity_rating === 'clean',
          product.naturalness_rating === 'natural',
        ];
        return declared[0] === clean.awarded && declared[1] === natural.awarded
          ? null
          : `${product.slug}: Clean ${clean.awarded}, Natural ${natural.awarded}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('has products that fail it in every part of the shop, so verdicts and swaps mean something', () => {
    const failing = demoProducts.filter((product) => !assess(product).clean.awarded);
    expect(failing.length / demoProducts.length).toBeGreaterThan(0.18);
    expect(failing.length / demoProducts.length).toBeLessThan(0.3);
    for (const category of [
      'Skincare',
      'Haircare',
      'Make-up',
      'Baby & Kids',
      'Home cleaners',
      'Laundry',
    ])
      expect(
        failing.some((p) => p.category === category),
        category,
      ).toBe(true);
  });

  it('claims no freedom its ingredients contradict', () => {
    const claims: Record<string, string> = {
      'Fragrance Free': 'fragrance',
      'Paraben Free': 'parabens',
      'Sulfate Free': 'sulfates',
      'Silicon Free': 'silicones',
      'Alcohol Free': 'drying-alcohol',
    };
    const animal =
      /\b(cera alba|beeswax|mel|honey|lanolin|carmine|ci 75470|ox gall|tallowate|alpaca wool|wool)\b/i;
    const problems: string[] = [];
    for (const product of demoProducts) {
      const families = assess(product).families ?? [];
      for (const claim of product.sensitivity)
        if (claims[claim] && families.includes(claims[claim]))
          problems.push(`${product.slug}: ${claim} but ${claims[claim]}`);
      if (product.certifications.includes('Vegan') && animal.test(product.ingredients_text))
        problems.push(`${product.slug}: Vegan but ${animal.exec(product.ingredients_text)?.[0]}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the size of the demo catalogue', () => {
  it('has at least 200 products with unique slugs and names per brand', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(200);
    expect(new Set(demoProducts.map((p) => p.slug)).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map((p) => `${p.brand}/${p.name}`)).size).toBe(demoProducts.length);
  });

  it('has at least three products of every personal-care and household type', () => {
    const careCategories = ['Skincare', 'Haircare', 'Make-up', 'Home cleaners', 'Laundry'];
    const babyCare = ['baby-wash', 'baby-lotion', 'nappy-cream', 'baby-wipes', 'nappies'];
    const types = PRODUCT_TYPES.filter(
      (type) =>
        type.categories.some((category) => careCategories.includes(category)) ||
        babyCare.includes(type.id),
    );
    const thin = types
      .map(
        (type) => [type.id, demoProducts.filter((p) => p.product_type === type.id).length] as const,
      )
      .filter(([, count]) => count < 3);
    expect(thin).toEqual([]);
  });

  it('keeps each category in its own data file, and loads every file', () => {
    const dataDir = path.resolve(import.meta.dirname, 'data');
    let count = 0;
    for (const file of fs.readdirSync(dataDir).filter((f) => f.startsWith('products-'))) {
      const rows = JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as {
        category: string;
      }[];
      const categories = [...new Set(rows.map((row) => row.category))];
      expect(categories, file).toHaveLength(1);
      const name = categories[0]!
        .toLowerCase()
        .replace(/&/g, 'and')
        .replace(/[^a-z0-9]+/g, '-');
      expect(file).toBe(`products-${name}.json`);
      count += rows.length;
    }
    expect(demoProducts).toHaveLength(count);
  });
});

describe('the demo catalogue pictures', () => {
  it('are bundled in every width a product picture comes in', () => {
    const publicDir = path.resolve(import.meta.dirname, '../../client/public');
    const now = new Date();
    for (const product of demoProducts) {
      const url = demoProduct(product, now).values.image_url!;
      const srcSet = pictureSrcSet(url);
      expect(srcSet, product.slug).toBeDefined();
      for (const width of PICTURE_WIDTHS) {
        const file = path.join(publicDir, url.replace(/-800\.webp$/, `-${width}.webp`));
        expect(fs.existsSync(file), file).toBe(true);
      }
    }
  });
});
