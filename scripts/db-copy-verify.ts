/**
 * The verification of a copy: both databases walked in primary-key order, row against row, each
 * row hashed into a table checksum on either side, and the per-table report.
 */
import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DB } from '../server/db/connect';
import type { SchemaShape } from '../server/db/schema-shape';
import {
  columnsOf,
  foreignKeyOrder,
  keyOrder,
  sqliteRowsInKeyOrder,
  type Row,
  type Value,
} from './db-copy-tables';

export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  /** Rows missing on one side or different. */
  differingRows: number;
  /** Where the two sides first differ, e.g. `id=12: price`; null when they match. */
  firstDifference: string | null;
}

/** A value as both databases give it to JavaScript: integers and reals are numbers, text strings. */
function normalise(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return `blob:${value.toString('hex')}`;
  return JSON.stringify(value);
}

function rowDigest(row: readonly unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify(row.map(normalise)))
    .digest('hex');
}

/** The order both databases sort keys in: numbers by value, text byte by byte (UTF-8). */
function compareKeys(left: Row, right: Row, keyColumns: number[]): number {
  for (const at of keyColumns) {
    const [a, b] = [left[at], right[at]];
    const order =
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));
    if (order !== 0) return order;
  }
  return 0;
}

function describeKey(shape: SchemaShape, table: string, columns: string[], row: Row): string {
  return shape[table]!.primaryKey.map((key) => `${key}=${row[columns.indexOf(key)]}`).join(',');
}

function differingColumns(columns: string[], left: Row, right: Row): string {
  return columns
    .filter((_, at) => JSON.stringify(normalise(left[at])) !== JSON.stringify(normalise(right[at])))
    .join(', ');
}

const FETCH_ROWS = 2000;

/** Walks both sides in primary-key order, row against row, hashing each into a table checksum. */
async function verifyTable(
  sqlite: SQLite.Database,
  db: DB,
  shape: SchemaShape,
  table: string,
): Promise<TableCheck> {
  const columns = columnsOf(shape, table);
  const sourceRows = sqliteRowsInKeyOrder(
    sqlite,
    shape,
    table,
    columns,
  ).iterate() as IterableIterator<Row>;
  const sourceHash = createHash('sha256');
  const targetHash = createHash('sha256');
  const check: TableCheck = {
    table,
    sourceRows: 0,
    targetRows: 0,
    sourceChecksum: '',
    targetChecksum: '',
    differingRows: 0,
    firstDifference: null,
  };
  const keyColumns = shape[table]!.primaryKey.map((key) => columns.indexOf(key));
  const compare = (source: Row | undefined, target: Row | undefined) => {
    if (source) {
      check.sourceRows++;
      sourceHash.update(rowDigest(source));
    }
    if (target) {
      check.targetRows++;
      targetHash.update(rowDigest(target));
    }
    let difference: string | null = null;
    if (!source || !target)
      difference = `${describeKey(shape, table, columns, (source ?? target)!)}: only in ${source ? 'SQLite' : 'PostgreSQL'}`;
    else if (rowDigest(source) !== rowDigest(target))
      difference = `${describeKey(shape, table, columns, source)}: ${differingColumns(columns, source, target)}`;
    if (difference) check.differingRows++;
    check.firstDifference ??= difference;
  };
  // A merge by key, so that one missing row is reported as that row, not as every row after it.
  let source = sourceRows.next();
  try {
    await walkTarget(db, shape, table, columns, (target) => {
      while (!source.done && compareKeys(source.value, target, keyColumns) < 0) {
        compare(source.value, undefined);
        source = sourceRows.next();
      }
      if (!source.done && compareKeys(source.value, target, keyColumns) === 0) {
        compare(source.value, target);
        source = sourceRows.next();
      } else compare(undefined, target);
    });
    for (; !source.done; source = sourceRows.next()) compare(source.value, undefined);
  } finally {
    sourceRows.return?.();
  }
  check.sourceChecksum = sourceHash.digest('hex');
  check.targetChecksum = targetHash.digest('hex');
  return check;
}

/** PostgreSQL's rows of a table in key order, through a cursor (a large table is never in memory). */
async function walkTarget(
  db: DB,
  shape: SchemaShape,
  table: string,
  columns: string[],
  visit: (row: Row) => void,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const list = sql.join(columns.map((column) => sql.ref(column)));
    await sql`declare puur_verify no scroll cursor for select ${list} from ${sql.table(table)} order by ${sql.raw(keyOrder(shape, table, 'postgres'))}`.execute(
      trx,
    );
    for (;;) {
      const { rows } = await sql<Record<string, unknown>>`fetch forward ${sql.raw(
        String(FETCH_ROWS),
      )} from puur_verify`.execute(trx);
      for (const row of rows) visit(columns.map((column) => row[column]) as Row);
      if (rows.length < FETCH_ROWS) break;
    }
  });
}

export function checkPassed(check: TableCheck): boolean {
  return (
    check.sourceRows === check.targetRows &&
    check.sourceChecksum === check.targetChecksum &&
    check.differingRows === 0
  );
}

/** Compares every table of a SQLite file with the PostgreSQL database it was copied to. */
export async function verifyCopy(
  sqlite: SQLite.Database,
  db: DB,
  shape: SchemaShape,
): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const table of foreignKeyOrder(shape))
    checks.push(await verifyTable(sqlite, db, shape, table));
  return checks;
}

/** The per-table report: counts and the first 16 hex digits of each checksum. */
export function formatChecks(checks: TableCheck[]): string[] {
  const header = ['table', 'SQLite rows', 'PostgreSQL rows', 'SQLite sha256', 'PostgreSQL sha256'];
  const rows = checks.map((check) => [
    check.table,
    String(check.sourceRows),
    String(check.targetRows),
    check.sourceChecksum.slice(0, 16),
    check.targetChecksum.slice(0, 16),
    checkPassed(check)
      ? 'ok'
      : `MISMATCH${check.firstDifference ? ` (${check.firstDifference})` : ''}`,
  ]);
  const widths = header.map((title, at) =>
    Math.max(title.length, ...rows.map((row) => row[at]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, at) => (at < widths.length ? cell.padEnd(widths[at]!) : cell))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}
