/**
 * Builds the catalogue's search index: in a worker thread when the database is a file (the build
 * takes over a second at 100,000 products and must not stall other requests), in this thread for
 * a database in memory (tests) or when the worker cannot start.
 */
import { Worker } from 'node:worker_threads';
import type { DB } from '../db/connect';
import { databaseFile } from '../db/connect';
import { streamIndexRows } from '../products/repository';
import { CatalogIndexBuilder } from './index-builder';
import { CatalogIndex, type IndexParts } from './search-index';

const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** Next to this module: index-worker.ts under tsx, index-worker.js in the production bundle. */
const WORKER_URL = new URL(
  FROM_SOURCE ? './index-worker.ts' : './index-worker.js',
  import.meta.url,
);

/** A worker runs TypeScript only when tsx loads this process (npm run dev); Vitest does not. */
let workerUnavailable = FROM_SOURCE && !process.execArgv.some((arg) => arg.includes('tsx'));

export async function buildCatalogIndex(db: DB): Promise<CatalogIndex> {
  const file = databaseFile(db);
  // Always the worker for a file, even for a small catalogue: one path, tested by every start.
  if (file && !workerUnavailable) {
    try {
      return new CatalogIndex(await buildInWorker(file));
    } catch (error) {
      workerUnavailable = true;
      process.emitWarning(
        `The search index is built on the main thread: its worker failed (${String(error)}).`,
      );
    }
  }
  return buildHere(db);
}

async function buildHere(db: DB): Promise<CatalogIndex> {
  const builder = new CatalogIndexBuilder();
  for await (const row of streamIndexRows(db)) builder.add(row);
  return builder.build();
}

function buildInWorker(file: string): Promise<IndexParts> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { file } });
    worker.once('message', (parts: IndexParts) => resolve(parts));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The index worker stopped with exit code ${code}.`));
    });
  });
}
