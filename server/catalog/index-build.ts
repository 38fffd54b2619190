/**
 * Builds the catalogue's search index: in a worker thread when the database is a file or a
 * PostgreSQL server (the build takes over a second at 100,000 products and must not stall other
 * requests), in this thread for a database in memory (tests) or when the worker cannot start.
 */
import type { DB } from '../db/connect';
import { workerDatabaseOf } from '../db/worker-database';
import { streamIndexRows } from '../products/repository';
import { CatalogIndexBuilder } from './index-builder';
import { CatalogIndex } from './search-index';
import type { IndexParts } from './index-columns';
import { runWorker, workerEntry, workerFailed, workersCanRun } from '../worker-threads';

let workerUnavailable = !workersCanRun;

export async function buildCatalogIndex(db: DB): Promise<CatalogIndex> {
  const source = workerDatabaseOf(db);
  // Always the worker when it can reach the database, even for a small catalogue: one path,
  // tested by every start.
  if (source && !workerUnavailable) {
    try {
      const parts = await runWorker<IndexParts>(workerEntry('index-worker', import.meta.url), {
        source,
      });
      return new CatalogIndex(parts);
    } catch (error) {
      workerUnavailable = true;
      workerFailed('search index', 'The search index is built on the main thread', error);
    }
  }
  return buildHere(db);
}

async function buildHere(db: DB): Promise<CatalogIndex> {
  const builder = new CatalogIndexBuilder();
  for await (const row of streamIndexRows(db)) builder.add(row);
  return builder.build();
}
