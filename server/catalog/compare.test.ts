/** catalog.compare over the demo catalogue, and the "only in this product" rule on its own. */
import { storedRow } from '../test/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeededDeps } from '../test/seeded';
import { productRow } from '../test/product-row';
import { errorOf } from '../test/trpc-error';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { nameKey } from '../ingredients/normalize';
import { flaggedIngredients, ingredientsOnlyIn, type IngredientForComparison } from './compare';
import { invalidateCatalog } from './service';

let deps: AppDeps;
const shopper = () => createCaller(createContextInner(deps, {}));

beforeAll(async () => {
  deps = await createSeededDeps();
});

async function idOf(name: string): Promise<number> {
  const row = await storedRow(deps.db, 'products', { name }, ['id']);
  return row.id;
}

const ingredient = (
  name: string,
  entryId: number | null = null,
  rating: IngredientForComparison['rating'] = 'no-concern',
): IngredientForComparison => ({ name, entryId, rating });

describe('ingredientsOnlyIn', () => {
  it('keeps what no other product has, matching by knowledge-base entry, else by name', () => {
    const a = [ingredient('Aqua', 1), ingredient('Glycerin', 2), ingredient('Parfum')];
    const b = [ingredient('Water', 1), ingredient('PARFUM.'), ingredient('Shea Butter', 3)];
    const c = [ingredient('glycerin'), ingredient('Citric Acid', 4)];
    expect(ingredientsOnlyIn([a, b, c])).toEqual([
      [],
      [{ name: 'Shea Butter', rating: 'no-concern' }],
      [{ name: 'Citric Acid', rating: 'no-concern' }],
    ]);
  });

  it('lists an ingredient once, in the label order', () => {
    const a = [ingredient('Zinc Oxide', 9), ingredient('Aloe', null), ingredient('zinc oxide', 9)];
    const b = [ingredient('Aqua', 1)];
    expect(ingredientsOnlyIn([a, b])[0]!.map((i) => i.name)).toEqual(['Zinc Oxide', 'Aloe']);
  });

  it('does not compare a product without a list, nor hold it against the others', () => {
    const a = [ingredient('Aqua', 1), ingredient('Aloe')];
    const b = [ingredient('Aqua', 1)];
    expect(ingredientsOnlyIn([a, [], b])).toEqual([
      [{ name: 'Aloe', rating: 'no-concern' }],
      null,
      [],
    ]);
    expect(ingredientsOnlyIn([a, []])).toEqual([null, null]);
  });

  it('flags the ingredients of concern, worst first', () => {
    const list = [
      ingredient('Aqua', 1),
      ingredient('Parfum', 5, 'low-to-moderate-concern'),
      ingredient('Mystery', null, 'unknown'),
      ingredient('Methylisothiazolinone', 6, 'high-concern'),
    ];
    expect(flaggedIngredients(list).map((i) => [i.name, i.rating])).toEqual([
      ['Methylisothiazolinone', 'high-concern'],
      ['Parfum', 'low-to-moderate-concern'],
    ]);
  });
});

describe('catalog.compare', () => {
  it('refuses fewer than 2, more than 4, repeated and malformed ids, naming the problem', async () => {
    const cases: [unknown, RegExp][] = [
      [[1], /at least 2 products/],
      [[1, 2, 3, 4, 5], /At most 4 products/],
      [[1, 2, 1], /only once/],
      [[1, 0], /.+/],
      [[1, 1.5], /.+/],
      ['1,2', /.+/],
    ];
    for (const [ids, message] of cases) {
      const error = await errorOf(shopper().catalog.compare({ ids } as never));
      expect(error.code, JSON.stringify(ids)).toBe('BAD_REQUEST');
      expect(error.message, JSON.stringify(ids)).toMatch(message);
    }
  });

  it('names unknown products and compares the rest, in the order asked for', async () => {
    const oil = await idOf('Rosehip Face Oil');
    const cream = await idOf('Hydra Boost Day Cream');
    const result = await shopper().catalog.compare({ ids: [cream, 999_999, oil] });
    expect(result.products.map((p) => p.name)).toEqual([
      'Hydra Boost Day Cream',
      'Rosehip Face Oil',
    ]);
    expect(result.missing_ids).toEqual([999_999]);
    const none = await shopper().catalog.compare({ ids: [999_998, 999_999] });
    expect(none).toEqual({ products: [], missing_ids: [999_998, 999_999] });
  });

  it('gives the verdict and badges the product page gives, with its ingredients of concern', async () => {
    const ids = await Promise.all(
      ['Volume & Shine Shampoo', 'Nettle Gentle Shampoo', 'Rosemary Mint Shampoo Bar'].map(idOf),
    );
    const { products } = await shopper().catalog.compare({ ids });
    expect(products).toHaveLength(3);
    for (const product of products) {
      const page = await shopper().catalog.byId({ id: product.id });
      expect(product).toMatchObject({
        name: page.name,
        brand: page.brand,
        verdict: page.verdict,
        clean: page.toxicity_rating === 'clean',
        natural: page.naturalness_rating === 'natural',
        price: page.price,
        usa_price: page.usa_price,
        certifications: page.certifications,
        rating: page.rating,
        eu_shop_link: page.eu_shop_link,
        usa_shop_link: page.usa_shop_link,
        product_type: 'Shampoo',
      });
      const rows = await shopper().catalog.ingredients({ productId: product.id });
      expect(product.ingredient_count).toBe(rows.length);
      for (const flagged of product.flagged) expect(flagged.rating).not.toBe('no-concern');
    }
    const harsh = products[0]!;
    expect(harsh.verdict).toBe('avoid');
    expect(harsh.flagged.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Methylisothiazolinone', 'Methylchloroisothiazolinone']),
    );
    expect(harsh.flagged[0]!.rating).toBe('high-concern');
  });

  it('lists, per product, exactly the ingredients none of the others has', async () => {
    const ids = await Promise.all(
      ['Volume & Shine Shampoo', 'Nettle Gentle Shampoo', 'Rosemary Mint Shampoo Bar'].map(idOf),
    );
    const { products } = await shopper().catalog.compare({ ids });
    const namesOf = async (id: number) =>
      (await shopper().catalog.ingredients({ productId: id })).map((i) => i.ingredient_name);
    const lists = await Promise.all(ids.map(namesOf));
    products.forEach((product, index) => {
      const others = new Set(
        lists
          .filter((_, i) => i !== index)
          .flat()
          .map(nameKey),
      );
      const only = product.only_here!.map((i) => i.name);
      expect(only.length).toBeGreaterThan(0);
      for (const name of only) expect(others.has(nameKey(name)), name).toBe(false);
      // Nothing of its own that the others lack is left out (names here match their entries).
      const expected = [...new Set(lists[index]!.filter((name) => !others.has(nameKey(name))))];
      expect(only).toEqual(expected);
    });
  });

  it('does not compare the ingredients of a product without a list', async () => {
    const at = new Date().toISOString();
    const bare = await deps.db
      .insertInto('products')
      .values(productRow({ name: 'Bare Product', created_at: at }))
      .returning('id')
      .executeTakeFirstOrThrow();
    invalidateCatalog(deps.db);
    const oil = await idOf('Rosehip Face Oil');
    const { products } = await shopper().catalog.compare({ ids: [bare.id, oil] });
    expect(products[0]).toMatchObject({
      name: 'Bare Product',
      verdict: null,
      clean: false,
      natural: false,
      ingredient_count: 0,
      flagged: [],
      only_here: null,
    });
    expect(products[1]!.only_here).toBeNull();
  });
});
