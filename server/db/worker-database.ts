/**
 * How a worker thread reaches the server's database (docs/decisions/0023-postgresql.md): the same
 * SQLite file, or the same PostgreSQL server through a small pool of its own. A database in
 * memory (tests) has no such address: its work stays on the main thread.
 */
import type { DB } from './connect';
import { databaseFile, openDatabase, openReadOnlyDatabase } from './connect';

export type WorkerDatabase = { sqlite: string } | { postgres: string };

const postgresUrls = new WeakMap<DB, string>();

/** Notes the URL a PostgreSQL database was opened from, so that worker threads can open it too. */
export function rememberPostgresUrl(db: DB, url: string): void {
  postgresUrls.set(db, url);
}

/** Where a worker thread finds this database; null when only this connection can reach it. */
export function workerDatabaseOf(db: DB): WorkerDatabase | null {
  const url = postgresUrls.get(db);
  if (url) return { postgres: url };
  const file = databaseFile(db);
  return file ? { sqlite: file } : null;
}

/** One key per database, for per-database worker pools (never printed: a URL may hold a password). */
export function workerDatabaseKey(source: WorkerDatabase): string {
  return 'sqlite' in source ? `sqlite:${source.sqlite}` : `postgres:${source.postgres}`;
}

/**
 * Opens the database at that address (in a worker thread, or the bench's own process): SQLite
 * read-only unless `writes`; PostgreSQL with at most `connections` connections (pg is loaded
 * only then).
 */
export async function openWorkerDatabase(
  source: WorkerDatabase,
  { writes = false, connections = 1 }: { writes?: boolean; connections?: number } = {},
): Promise<DB> {
  if ('sqlite' in source)
    return writes ? openDatabase(source.sqlite).db : openReadOnlyDatabase(source.sqlite);
  const { openPostgres } = await import('./connect-postgres');
  return openPostgres(source.postgres, { maxConnections: connections }).db;
}
