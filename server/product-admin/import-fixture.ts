/** What the product import's tests share: fresh dependencies, a good file and readings of the result. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { DB } from '../db/connect';
import type { ProductRow } from '../db/schema';
import { silentLogger } from '../logger';
import { createTestDb } from '../test/db';
import { importProducts, type ImportReport } from './import';
import type { ProductAdminDeps } from './service';

export async function freshDeps(): Promise<ProductAdminDeps> {
  return {
    db: await createTestDb(),
    logger: silentLogger,
    picturesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'puur-pictures-')),
  };
}

export const HEADER =
  'name,brand,category,price,features,is_bestseller,certifications,eu_shop_link,natural_ingredients,ingredients_text';
export const GOOD_CSV = [
  HEADER,
  'Oat Milk Body Wash,Field & Oat,Skincare,14.90,Soap free | Vegan,yes,Vegan | B Corp,https://eu.shop.example/oat,99% natural,"Aqua, Avena Sativa Kernel Extract, Glycerin"',
  'Linen Room Spray,Field & Oat,Home cleaners,"9,50",,no,,https://eu.shop.example/linen,,',
  'Wool Dryer Balls,Bare Loop,Laundry,12,Reusable,true,Fairtrade,,">95% natural",',
].join('\n');

export async function names(db: DB) {
  return (await db.selectFrom('products').select(['name', 'price']).orderBy('name').execute()).map(
    (r) => `${r.name} ${r.price}`,
  );
}

export function problemsOf(report: ImportReport) {
  return report.problems.map((p) => `${p.row}:${p.column ?? '-'}`);
}

/** Imports a CSV file, given as its lines (the header first), for real: the report. */
export function importCsv(deps: ProductAdminDeps, lines: readonly string[]) {
  return importProducts(deps, lines.join('\n'), { format: 'csv', dryRun: false });
}

/**
 * Imports a CSV file into an empty shop, expecting every row created without a problem, and
 * reads these columns of the products back, by name.
 */
export async function importCleanly<C extends keyof ProductRow>(
  deps: ProductAdminDeps,
  lines: readonly string[],
  columns: readonly C[],
): Promise<Pick<ProductRow, C>[]> {
  expect(await importCsv(deps, lines)).toMatchObject({
    created: lines.length - 1,
    problemCount: 0,
  });
  const rows = await deps.db.selectFrom('products').selectAll().orderBy('name').execute();
  return rows.map(
    (row) => Object.fromEntries(columns.map((c) => [c, row[c]])) as Pick<ProductRow, C>,
  );
}
