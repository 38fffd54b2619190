/**
 * Export of the catalogue: every product, every field, ordered by id; lists are "a | b" in CSV and
 * arrays in JSON. Export then import (./import.ts) gives back the same catalogue.
 */
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import type { ImportFormat } from '../../shared/product-import';
import { EXPORT_COLUMNS, LIST_SEPARATOR, PRODUCT_FIELDS } from '../../shared/schemas/product';
import type { DB } from '../db/connect';
import { storedProductPages } from '../products/repository';
import { toStaffProduct, type StoredProductRow } from '../products/rows';
import { guard } from './import-cells';

type ExportRecord = Record<(typeof EXPORT_COLUMNS)[number], unknown>;

function exportRecord(row: StoredProductRow): ExportRecord {
  const product = toStaffProduct(row);
  const record = { id: product.id } as ExportRecord;
  for (const field of PRODUCT_FIELDS) record[field] = product[field];
  record.created_at = product.created_at;
  return record;
}

function csvCells(record: ExportRecord): string[] {
  return EXPORT_COLUMNS.map((column) => {
    const value = record[column];
    if (value === null || value === undefined) return '';
    if (Array.isArray(value)) return guard(value.join(` ${LIST_SEPARATOR} `));
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number') return String(value);
    return guard(String(value));
  });
}

/** The whole catalogue as CSV (UTF-8 with BOM, for spreadsheets) or JSON, in chunks of text. */
export async function* exportProducts(db: DB, format: ImportFormat): AsyncGenerator<string> {
  if (format === 'csv') {
    yield '\uFEFF' + stringifyCsv([[...EXPORT_COLUMNS]]);
    for await (const rows of storedProductPages(db)) {
      yield stringifyCsv(rows.map((row) => csvCells(exportRecord(row))));
    }
    return;
  }
  yield '[';
  let first = true;
  for await (const rows of storedProductPages(db)) {
    const chunk = rows.map((row) =>
      JSON.stringify(exportRecord(row), null, 2).replace(/^/gm, '  '),
    );
    yield `${first ? '\n' : ',\n'}${chunk.join(',\n')}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

export async function exportProductsText(db: DB, format: ImportFormat): Promise<string> {
  let text = '';
  for await (const chunk of exportProducts(db, format)) text += chunk;
  return text;
}

export function exportFileName(format: ImportFormat, now = new Date()): string {
  return `products-${now.toISOString().slice(0, 10)}.${format}`;
}
