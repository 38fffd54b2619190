/**
 * Moves a shop from its SQLite file to PostgreSQL (decision 0023): the schema through the
 * PostgreSQL migrations, every table in foreign-key order in one transaction, the id sequences
 * past every id SQLite ever gave, then a row-by-row verification of both sides.
 */
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql, type RawBuilder } from 'kysely';
import { migrations as sqliteMigrations } from '../migrations';
import type { DB } from '../server/db/connect';
import { openPostgres } from '../server/db/connect-postgres';
import { migrateToLatest } from '../server/db/migrate';
import { schemaDifferences, type SchemaShape } from '../server/db/schema-shape';
import { postgresSchemaShape } from '../server/db/schema-shape-postgres';
import { sqliteSchemaShape } from '../server/db/schema-shape-sqlite';
import { isPostgresUrl } from '../server/env';
import {
  columnsOf,
  CopyError,
  foreignKeyOrder,
  ident,
  sqliteRowsInKeyOrder,
  type Row,
} from './db-copy-tables';
import { verifyCopy, type TableCheck } from './db-copy-verify';

export interface CopyOptions {
  from: string;
  to: string;
  /** Empty a target that holds rows (in the copy's transaction) instead of refusing. */
  force?: boolean;
  log?: (line: string) => void;
}

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
