/**
 * Worker thread entry: builds the catalogue's search index from the database file on a connection
 * of its own (read-only), so that a build at 100,000 products never holds the server's event loop.
 * Posts the index parts back on shared memory (see onSharedMemory).
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { INDEX_COLUMNS, INDEX_ORDER } from '../products/rows';
import { CatalogIndexBuilder, type IndexSourceRow } from './index-builder';
import { onSharedMemory } from './shared-memory';

const { file } = workerData as { file: string };
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true, timeout: 5000 });
try {
  const builder = new CatalogIndexBuilder();
  const rows = sqlite
    .prepare(`SELECT ${INDEX_COLUMNS.join(', ')} FROM products ORDER BY ${INDEX_ORDER.join(', ')}`)
    .iterate();
  for (const row of rows) builder.add(row as IndexSourceRow);
  parentPort!.postMessage(onSharedMemory(builder.buildParts()));
} finally {
  sqlite.close();
}
