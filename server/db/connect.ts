import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter } from 'kysely';
import type { Database } from './schema';
import { PuurSqliteDialect, WriteGate } from './dialect';

export type DB = Kysely<Database>;

export interface Connection {
  db: DB;
  sqlite: SQLite.Database;
}

export type DatabaseDialect = 'sqlite' | 'postgres';

/** Which database a Kysely speaks to: SQLite (DATABASE_PATH) or PostgreSQL (DATABASE_URL). */
export function dialectOf(db: DB): DatabaseDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

const files = new WeakMap<DB, string>();
const gates = new WeakMap<DB, WriteGate>();

/** The file a database was opened from; null in memory (tests), where nothing else can open it. */
export function databaseFile(db: DB): string | null {
  return files.get(db) ?? null;
}

/** The gate that holds this connection's writes while a worker thread writes the same file. */
export function writeGateOf(db: DB): WriteGate {
  const gate = gates.get(db);
  if (!gate) throw new Error('This database was not opened by openDatabase.');
  return gate;
}

/** Opens (creating its folder if needed) the SQLite file with the pragmas a server wants. */
export function openDatabase(file: string): Connection {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file, { timeout: 5000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('temp_store = MEMORY');
  const gate = new WriteGate();
  const db = new Kysely<Database>({ dialect: new PuurSqliteDialect(sqlite, gate) });
  gates.set(db, gate);
  if (file !== ':memory:' && file !== '') files.set(db, path.resolve(file));
  return { db, sqlite };
}

/**
 * A read-only connection to a database file another connection writes (a worker thread's): no
 * pragmas that write, and a gate no one holds.
 */
export function openReadOnlyDatabase(file: string): DB {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true, timeout: 5000 });
  return new Kysely<Database>({ dialect: new PuurSqliteDialect(sqlite, new WriteGate()) });
}
