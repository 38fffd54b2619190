/**
 * What the catalogue's test files share: a fresh database per test, a caller, and products added
 * one day apart.
 */
import { beforeEach } from 'vitest';
import '../../shared/json-text';
import { demoProducts } from '../seed/demo-products';
import type { DB } from '../db/connect';
import type { NewProductRow } from '../db/schema';
import { createTestDeps } from '../test/deps';
import { productRow } from '../test/product-row';
import type { AppDeps } from '../trpc/context';
import { invalidateCatalog } from './service';
import { shopperCaller } from '../test/callers';

export let deps: AppDeps;
export let db: DB;
export const caller = () => shopperCaller(deps);

let day = 0;
export async function addProduct(overrides: Partial<NewProductRow> = {}): Promise<number> {
  day++;
  const at = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString();
  const row = await db
    .insertInto('products')
    .values(productRow({ name: `Product ${day}`, created_at: at, ...overrides }))
    .returning('id')
    .executeTakeFirstOrThrow();
  invalidateCatalog(db);
  return row.id;
}

/** Registers a fresh empty database for each test; call it once per test file. */
export function useCatalog() {
  beforeEach(async () => {
    deps = await createTestDeps();
    db = deps.db;
    day = 0;
  });
}

/** The demo products the catalogue lists: those the standard gives the Clean badge. */
export const listedDemo = demoProducts.filter((p) => p.toxicity_rating === 'clean');
