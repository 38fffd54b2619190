/**
 * Moves a shop from its SQLite file to PostgreSQL (decision 0023): the schema through the
 * PostgreSQL migrations, every table in foreign-key order in one transaction, the id sequences
 * past every id SQLite ever gave, then a row-by-row verification of both sides.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql, type RawBuilder } from 'kysely';
import { migrations as sqliteMigrations } from '../migrations';
import type { DB } from '../server/db/connect';
import { openPostgres } from '../server/db/connect-postgres';
import { migrateToLatest } from '../server/db/migrate';
import {
  postgresSchemaShape,
  schemaDifferences,
  sqliteSchemaShape,
  type SchemaShape,
} from '../server/db/schema-shape';
import { isPostgresUrl } from '../server/env';

/** Bad input or a target that must not be written: one message for the user, no stack. */
export class CopyError extends Error {}

export interface CopyOptions {
  from: string;
  to: string;
  /** Empty a target that holds rows (in the copy's transaction) instead of refusing. */
  force?: boolean;
  log?: (line: string) => void;
}

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

type Value = string | number | null;
type Row = Value[];

/** postgres://puur:secret@db/puur → postgres://puur:***@db/puur, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

function openSource(file: string): SQLite.Database {
  if (!fs.existsSync(file)) throw new CopyError(`--from ${file}: no such file`);
  if (!fs.statSync(file).isFile()) throw new CopyError(`--from ${file}: not a file`);
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
    sqlite.prepare('select count(*) from sqlite_master').get();
  } catch (error) {
    throw new CopyError(`--from ${file}: not a SQLite database (${(error as Error).message})`, {
      cause: error,
    });
  }
  return sqlite;
}

/** The source must be at this Puur's schema, or the copy would not fit the PostgreSQL one. */
function checkSourceMigrations(sqlite: SQLite.Database, file: string): void {
  const hasTable = sqlite
    .prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`)
    .get();
  if (!hasTable) throw new CopyError(`--from ${file}: not a Puur database (no migrations table)`);
  const applied = new Set(
    (sqlite.prepare('select name from kysely_migration').all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  const expected = Object.keys(sqliteMigrations);
  const missing = expected.filter((name) => !applied.has(name));
  const unknown = [...applied].filter((name) => !expected.includes(name));
  if (missing.length)
    throw new CopyError(
      `--from ${file} lacks migrations ${missing.join(', ')}: start Puur on it once (it migrates at start), then copy`,
    );
  if (unknown.length)
    throw new CopyError(
      `--from ${file} has migrations this Puur does not know (${unknown.join(', ')}): copy with the Puur version that wrote it`,
    );
}

async function openTarget(url: string): Promise<DB> {
  if (!isPostgresUrl(url))
    throw new CopyError(
      '--to must be a postgres:// or postgresql:// URL such as postgres://puur@db.internal/puur',
    );
  const { db } = openPostgres(url, { maxConnections: 2 });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new CopyError(`Cannot connect to ${redactUrl(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return db;
}

/** Parents before children, so that every foreign key finds its row. */
export function foreignKeyOrder(shape: SchemaShape): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table))
      throw new CopyError(`Tables reference each other in a cycle through ${table}`);
    visiting.add(table);
    for (const key of shape[table]!.foreignKeys) {
      const parent = / → (\w+) \(/.exec(key)?.[1];
      if (parent && parent !== table && shape[parent]) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of Object.keys(shape).sort()) visit(table);
  return ordered;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function columnsOf(shape: SchemaShape, table: string): string[] {
  return Object.keys(shape[table]!.columns);
}

/** Primary-key order, byte-wise on both sides (SQLite's BINARY is memcmp; PostgreSQL's "C"). */
function keyOrder(shape: SchemaShape, table: string, dialect: 'sqlite' | 'postgres'): string {
  const { primaryKey, columns } = shape[table]!;
  return primaryKey
    .map((column) =>
      dialect === 'postgres' && columns[column]!.type === 'text'
        ? `${ident(column)} collate "C"`
        : ident(column),
    )
    .join(', ');
}

async function targetRowCounts(db: DB, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts.set(table, rows[0]!.n);
  }
  return counts;
}

/** Enough rows per INSERT to be quick, few enough to stay under PostgreSQL's 65,535 parameters. */
function batchSize(columnCount: number): number {
  return Math.max(1, Math.min(1000, Math.floor(30_000 / columnCount)));
}

function insertBatch(table: string, columns: string[], rows: Row[]): RawBuilder<unknown> {
  const values = rows.map((row) => sql`(${sql.join(row)})`);
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values ${sql.join(values)}`;
}

/** A table's rows as value arrays, in primary-key order: what is copied and what is verified. */
function sqliteRowsInKeyOrder(
  sqlite: SQLite.Database,
  shape: SchemaShape,
  table: string,
  columns: readonly string[],
) {
  return sqlite
    .prepare(
      `select ${columns.map(ident).join(', ')} from ${ident(table)} order by ${keyOrder(shape, table, 'sqlite')}`,
    )
    .raw();
}

async function copyTable(
  sqlite: SQLite.Database,
  trx: DB,
  shape: SchemaShape,
  table: string,
): Promise<number> {
  const columns = columnsOf(shape, table);
  const select = sqliteRowsInKeyOrder(sqlite, shape, table, columns);
  const size = batchSize(columns.length);
  let batch: Row[] = [];
  let copied = 0;
  const flush = async () => {
    if (!batch.length) return;
    try {
      await insertBatch(table, columns, batch).execute(trx);
    } catch (error) {
      throw new CopyError(`Copying ${table} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    copied += batch.length;
    batch = [];
  };
  // The iterator is the only statement on this connection until it ends, as better-sqlite3 needs.
  for (const row of select.iterate() as IterableIterator<Row>) {
    batch.push(row);
    if (batch.length === size) await flush();
  }
  await flush();
  return copied;
}

/** Next ids continue after the highest SQLite ever gave (AUTOINCREMENT never reuses one). */
async function resetSequences(
  sqlite: SQLite.Database,
  trx: DB,
  shape: SchemaShape,
  table: string,
): Promise<void> {
  for (const [column, { generatedKey }] of Object.entries(shape[table]!.columns)) {
    if (!generatedKey) continue;
    const highestRow = sqlite
      .prepare(`select max(${ident(column)}) as n from ${ident(table)}`)
      .get() as { n: number | null };
    const sequence = sqlite.prepare(`select seq from sqlite_sequence where name = ?`).get(table) as
      { seq: number } | undefined;
    const highest = Math.max(highestRow.n ?? 0, sequence?.seq ?? 0);
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), ${Math.max(highest, 1)}, ${highest > 0})`.execute(
      trx,
    );
  }
}

// ---------------------------------------------------------------- verification

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

// ---------------------------------------------------------------- the copy

async function refuseOrEmpty(db: DB, tables: string[], force: boolean): Promise<boolean> {
  const counts = await targetRowCounts(db, tables);
  const filled = tables.filter((table) => counts.get(table)! > 0);
  if (!filled.length) return false;
  if (!force)
    throw new CopyError(
      `The target already holds data (${filled.map((table) => `${table}: ${counts.get(table)} rows`).join(', ')}): add --force to empty it and copy again`,
    );
  return true;
}

/** Copies and verifies; throws CopyError on bad input or a target holding data without force. */
export async function copyDatabase(options: CopyOptions): Promise<TableCheck[]> {
  const log = options.log ?? (() => {});
  const sqlite = openSource(options.from);
  try {
    // One read transaction: the copy and its verification see the same snapshot of the file.
    sqlite.exec('begin');
    checkSourceMigrations(sqlite, options.from);
    const db = await openTarget(options.to);
    try {
      await migrateToLatest(db);
      const shape = sqliteSchemaShape(sqlite);
      const differences = schemaDifferences(shape, await postgresSchemaShape(db));
      if (differences.length)
        throw new CopyError(
          `The target's schema differs from the source's:\n  ${differences.join('\n  ')}`,
        );
      const tables = foreignKeyOrder(shape);
      const empty = await refuseOrEmpty(db, tables, options.force ?? false);
      await db.transaction().execute(async (trx) => {
        if (empty) {
          log(`--force: emptying ${tables.length} tables on the target`);
          await sql`truncate table ${sql.join(tables.map((table) => sql.table(table)))} restart identity`.execute(
            trx,
          );
        }
        let copied = 0;
        for (const table of tables) {
          copied += await copyTable(sqlite, trx, shape, table);
          await resetSequences(sqlite, trx, shape, table);
        }
        log(`copied ${copied} rows into ${tables.length} tables; verifying…`);
      });
      return await verifyCopy(sqlite, db, shape);
    } finally {
      await db.destroy();
    }
  } finally {
    sqlite.close();
  }
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
