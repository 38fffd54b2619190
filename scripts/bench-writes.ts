/**
 * Staff writes at scale: on the bench's catalogue, in this process, the worst event-loop
 * stall while a product is edited, a review approved and 1,000 rows imported, each followed by the
 * search that must see it; and the first search of a fresh process. Judged by `npm run bench`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { catalogQuerySchema, normalizeQuery } from '../shared/schemas/catalog';
import { productInputSchema } from '../shared/schemas/product';
import { catalogBuildsDone } from '../server/catalog/catalog-state';
import { searchIds } from '../server/catalog/service';
import { openDatabase, type DB } from '../server/db/connect';
import { openWorkerDatabase, type WorkerDatabase } from '../server/db/worker-database';
import { knowledgeBaseIndex } from '../server/ingredients/kb';
import { silentLogger } from '../server/logger';
import { exportProducts } from '../server/product-admin/export';
import { importProducts } from '../server/product-admin/import';
import { readProductForStaff, updateProduct } from '../server/product-admin/service';
import { moderateReview, submitReview } from '../server/reviews/service';
import { addTestStaff } from '../server/test/staff';
import { worstEventLoopLag } from './bench-in-process';
import { tempDatabase } from './lib/temp-database';
import { seedSyntheticProducts } from './synthetic';

export interface WriteRow {
  name: string;
  /** How long the write and the search after it took together. */
  totalMs: number;
  /** The worst event-loop stall meanwhile (the budget: under 50 ms). */
  stallMs: number;
  /** Whether the search right after the write saw it. */
  visible: boolean;
}

const STALL_LIMIT_MS = 50;

const searchFor = (db: DB, q: string) =>
  searchIds(db, normalizeQuery(catalogQuerySchema.parse({ q, pageSize: 48 })));

async function timed(name: string, work: () => Promise<boolean>): Promise<WriteRow> {
  const started = performance.now();
  let visible = false;
  const stallMs = await worstEventLoopLag(async () => {
    visible = await work();
  });
  return { name, totalMs: Math.round(performance.now() - started), stallMs, visible };
}

/** 1,000 products as an import file: the synthetic rows 1–1,000 of another seed (so, updates). */
async function importFile(): Promise<string> {
  const { dir, file } = await tempDatabase('bench-import', (db) =>
    seedSyntheticProducts(db, 1000, 1234),
  );
  const { db } = openDatabase(file);
  let text = '';
  for await (const chunk of exportProducts(db, 'json')) text += chunk;
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
  return text;
}

/** On the bench's database: its SQLite file, or the PostgreSQL database it was copied to. */
export async function measureWritesAtScale(
  target: WorkerDatabase,
): Promise<{ indexBuildMs: number; rows: WriteRow[]; breaches: string[] }> {
  const db = await openWorkerDatabase(target, { writes: true, connections: 10 });
  const picturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-bench-pictures-'));
  const deps = { db, logger: silentLogger, picturesDir, changedBy: 'bench@puur.test' };
  try {
    const started = performance.now();
    await searchFor(db, 'lavender'); // this process's first index, built in its worker
    const indexBuildMs = Math.round(performance.now() - started);
    await knowledgeBaseIndex(db); // the server loads it at start (badge check)
    const staff = await addTestStaff(db, 'editor', `bench-${Date.now()}@puur.test`);
    const rows: WriteRow[] = [];

    const product = (await readProductForStaff(db, 4242))!;
    rows.push(
      await timed('staff edit of one product', async () => {
        const input = productInputSchema.parse({ ...product, name: 'Quillwort Bench Balm' });
        await updateProduct(deps, product.id, input);
        return (await searchFor(db, 'quillwort bench')).ids.includes(product.id);
      }),
    );

    await submitReview(db, {
      productId: 4242,
      rating: 1,
      text: 'A review written by the bench.',
      displayName: 'Bench',
    });
    const review = await db
      .selectFrom('product_reviews')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    rows.push(
      await timed('review approval', async () => {
        await moderateReview(db, review.id, 'approved', staff.id);
        const hit = await searchIds(
          db,
          normalizeQuery(catalogQuerySchema.parse({ q: 'quillwort bench', sort: 'rating' })),
        );
        return hit.ids.includes(4242);
      }),
    );

    const text = await importFile();
    rows.push(
      await timed('import of 1,000 rows', async () => {
        const report = await importProducts(deps, text, { format: 'json', dryRun: false });
        const hit = await searchFor(db, (JSON.parse(text) as { name: string }[])[0]!.name);
        return report.applied && hit.total > 0;
      }),
    );

    const breaches = rows.flatMap((row) => [
      ...(row.stallMs >= STALL_LIMIT_MS
        ? [`${row.name}: event loop held ${row.stallMs} ms ≥ ${STALL_LIMIT_MS} ms`]
        : []),
      ...(row.visible ? [] : [`${row.name}: the next search did not see it`]),
    ]);
    return { indexBuildMs, rows, breaches };
  } finally {
    // The last write's rebuild runs on: closing the database under it would fail it.
    await catalogBuildsDone(db);
    await db.destroy();
    fs.rmSync(picturesDir, { recursive: true, force: true });
  }
}

export function printWrites(result: { indexBuildMs: number; rows: WriteRow[] }) {
  console.log(`  index built in a worker: ${result.indexBuildMs} ms`);
  for (const row of result.rows)
    console.log(
      `  ${row.name}: ${row.totalMs} ms with the search after it (${row.visible ? 'seen' : 'NOT seen'}); ` +
        `worst event-loop stall ${row.stallMs} ms (limit ${STALL_LIMIT_MS} ms)`,
    );
}
