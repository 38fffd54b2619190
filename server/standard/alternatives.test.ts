import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { createTestDeps } from '../test/deps';

let deps: AppDeps;

beforeAll(async () => {
  deps = await createTestDeps();
  await seedDemoData(deps.db);
});

describe('cleaner alternatives', () => {
  it('are Clean products of the same category, with what the swap removes and adds', async () => {
    const shopper = createCaller(createContextInner(deps, {}));
    const shampoo = await deps.db
      .selectFrom('products')
      .select(['id', 'category'])
      .where('name', '=', 'Volume & Shine Shampoo')
      .executeTakeFirstOrThrow();
    const alternatives = await shopper.catalog.cleanerAlternatives({ productId: shampoo.id });
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(3);
    const own = await shopper.catalog.ingredients({ productId: shampoo.id });
    const ownNames = new Set(own.map((i) => i.ingredient_name));
    for (const { product, removes, adds } of alternatives) {
      expect(product.category).toBe(shampoo.category);
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

  it('are none for an unknown product', async () => {
    const shopper = createCaller(createContextInner(deps, {}));
    expect(await shopper.catalog.cleanerAlternatives({ productId: 999_999 })).toEqual([]);
  });
});
