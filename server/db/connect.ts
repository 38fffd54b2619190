import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type DB = Kysely<Database>;

export interface Connection {
  db: DB;
  sqlite: SQLite.Database;
}

const files = new WeakMap<DB, string>();

/** The file a database was opened from; null in memory (tests), where nothing else can open it. */
export function databaseFile(db: DB): string | null {
  return files.get(db) ?? null;
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  if (file !== ':memory:' && file !== '') files.set(db, path.resolve(file));
  return { db, sqlite };
}
