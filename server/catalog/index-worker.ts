/**
 * Worker thread entry: builds the catalogue's search index from the database file on a connection
 * of its own (read-only), so that a build at 100,000 products never holds the server's event loop.
 * Posts the index parts back, their typed arrays transferred, not copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { INDEX_COLUMNS, INDEX_ORDER } from '../products/rows';
import { CatalogIndexBuilder, type IndexSourceRow } from './index-builder';
import type { IndexParts } from './search-index';

function transferables(parts: IndexParts): ArrayBuffer[] {
  const arrays = [
    parts.ids,
    parts.byId,
    parts.analysed,
    parts.rows.values,
    parts.text.bytes,
    parts.text.starts,
    parts.text.offsets,
    parts.text.postings,
    parts.text.denseSlots,
    parts.text.dense,
    parts.text.soleTrigram,
    parts.keys.createdAt.bytes,
    parts.keys.createdAt.offsets,
    parts.keys.names.bytes,
    parts.keys.names.offsets,
    parts.keys.prices,
    parts.keys.ratings,
    parts.keys.reviewCounts,
    ...Object.values(parts.orders),
    ...Object.values(parts.columns).map((column) =>
      column.kind === 'single' ? column.codes : column.masks,
    ),
    ...Object.values(parts.columns).flatMap((column) => (column.options ? [column.options] : [])),
  ];
  return arrays.map((array) => array.buffer as ArrayBuffer);
}

const { file } = workerData as { file: string };
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true, timeout: 5000 });
try {
  const builder = new CatalogIndexBuilder();
  const rows = sqlite
    .prepare(`SELECT ${INDEX_COLUMNS.join(', ')} FROM products ORDER BY ${INDEX_ORDER.join(', ')}`)
    .iterate();
  for (const row of rows) builder.add(row as IndexSourceRow);
  const parts = builder.buildParts();
  parentPort!.postMessage(parts, transferables(parts));
} finally {
  sqlite.close();
}
