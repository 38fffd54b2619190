import { beforeAll, describe, expect, it } from 'vitest';
import { cleanerAlternatives } from './alternatives';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { createSeededDeps } from '../test/seeded';
import { storedRow } from '../test/db';

let deps: AppDeps;

beforeAll(async () => {
  deps = await createSeededDeps();
});

describe('cleaner alternatives', () => {
  it('are Clean products of the same type and category, with what the swap removes and adds', async () => {
    const shopper = createCaller(createContextInner(deps, {}));
    const shampoo = await storedRow(deps.db, 'products', { name: 'Volume & Shine Shampoo' }, [
      'id',
      'category',
      'product_type',
    ]);
    const alternatives = await shopper.catalog.cleanerAlternatives({ productId: shampoo.id });
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(3);
    const own = await shopper.catalog.ingredients({ productId: shampoo.id });
    const ownNames = new Set(own.map((i) => i.ingredient_name));
    for (const { product, removes, adds } of alternatives) {
      expect(product.category).toBe(shampoo.category);
      expect(product.product_type).toBe('shampoo');
      expect(product.toxicity_rating).toBe('clean');
      expect(product.id).not.toBe(shampoo.id);
      expect(removes.map((i) => i.name)).toEqual(
        expect.arrayContaining(['Methylisothiazolinone', 'Methylchloroisothiazolinone']),
      );
      for (const added of adds) {
        expect(ownNames.has(added.name)).toBe(false);
        expect(added.rating).not.toBe('no-concern');
      }
    }
  });

  it('never offer a moisturiser anything but moisturisers, such as a shampoo', async () => {
    const dayCream = await productNamed('Hydra Boost Day Cream');
    expect(dayCream.product_type).toBe('moisturiser');
    const alternatives = await cleanerAlternatives(deps.db, dayCream.id, 100);
    expect(alternatives.map((a) => a.product.name).sort()).toEqual([
      'Aloe & Squalane Calm Moisturiser',
      'Colloidal Oat Barrier Cream',
      'Rose Petal Comfort Cream',
      'Sea Kelp Gel Moisturiser',
    ]);
    for (const { product } of alternatives) expect(product.product_type).toBe('moisturiser');
  });

  it('fall back to Clean products of the same category for a product without a type', async () => {
    const dayCream = await productNamed('Hydra Boost Day Cream');
    await setProductType(dayCream.id, null);
    try {
      const alternatives = await cleanerAlternatives(deps.db, dayCream.id, 100);
      expect(alternatives.every((a) => a.product.category === 'Skincare')).toBe(true);
      expect(alternatives.every((a) => a.product.toxicity_rating === 'clean')).toBe(true);
      const types = new Set(alternatives.map((a) => a.product.product_type));
      expect(types).toContain('moisturiser');
      expect(types).toContain('face-oil');
      expect(types).not.toContain('shampoo');
    } finally {
      await setProductType(dayCream.id, 'moisturiser');
    }
  });

  it('are none for an unknown product', async () => {
    const shopper = createCaller(createContextInner(deps, {}));
    expect(await shopper.catalog.cleanerAlternatives({ productId: 999_999 })).toEqual([]);
  });
});

function productNamed(name: string) {
  return storedRow(deps.db, 'products', { name }, ['id', 'product_type']);
}

async function setProductType(id: number, productType: string | null) {
  await deps.db
    .updateTable('products')
    .set({ product_type: productType })
    .where('id', '=', id)
    .execute();
}
