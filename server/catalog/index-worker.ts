/**
 * Worker thread entry: builds the catalogue's search index on a database connection of its own
 * (the SQLite file read-only, or a PostgreSQL connection), so that a build at 100,000 products
 * never holds the server's event loop. Posts the index parts back on shared memory (see
 * onSharedMemory).
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { openWorkerDatabase, type WorkerDatabase } from '../db/worker-database';
import { streamIndexRows } from '../products/repository';
import { LISTED_SQL } from '../standard/listing';
import { INDEX_COLUMNS, INDEX_ORDER } from '../products/rows';
import { CatalogIndexBuilder, type IndexSourceRow } from './index-builder';
import { onSharedMemory } from './shared-memory';

const { source } = workerData as { source: WorkerDatabase };
const builder = new CatalogIndexBuilder();
if ('sqlite' in source) {
  // better-sqlite3's own iterator, as before PostgreSQL: no Kysely stream in between.
  const sqlite = new SQLite(source.sqlite, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    const rows = sqlite
      .prepare(
        `SELECT ${INDEX_COLUMNS.join(', ')} FROM products WHERE ${LISTED_SQL} ORDER BY ${INDEX_ORDER.join(', ')}`,
      )
      .iterate();
    for (const row of rows) builder.add(row as IndexSourceRow);
  } finally {
    sqlite.close();
  }
} else {
  const db = await openWorkerDatabase(source);
  try {
    for await (const row of streamIndexRows(db)) builder.add(row);
  } finally {
    await db.destroy();
  }
}
parentPort!.postMessage(onSharedMemory(builder.buildParts()));
