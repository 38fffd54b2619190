import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema';
import type { DB } from './connect';
import { EmptyInListPlugin } from './empty-in-list';
import { rememberPostgresUrl } from './worker-database';

export interface PostgresConnection {
  db: DB;
  pool: pg.Pool;
}

export interface PostgresOptions {
  /** Connections in the pool; pg's default is 10. */
  maxConnections?: number;
  /** How long an unused connection stays open; pg's default is 10 s. */
  idleTimeoutMillis?: number;
  /** An idle connection that fails (the server restarted); without a listener pg would crash the process. */
  onIdleError?: (error: Error) => void;
}

const INT8_OID = 20;

/**
 * Reads bigint (SQLite's INTEGER columns, count(*)) as a JavaScript number, as better-sqlite3 does,
 * so that the app's code is the same on both databases. A value beyond 2^53 would lose digits
 * silently: it fails the query instead.
 */
function parseBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`PostgreSQL bigint ${text} does not fit a JavaScript number`);
  return value;
}

const puurTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID && format !== 'binary'
      ? parseBigint
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * A Kysely over a pg Pool for DATABASE_URL; the pool connects lazily, at the first query. Streamed
 * queries (`.stream()`, the search index's rows) read through a server-side cursor (pg-cursor).
 */
export function openPostgres(url: string, options: PostgresOptions = {}): PostgresConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    ...(options.idleTimeoutMillis === undefined
      ? {}
      : { idleTimeoutMillis: options.idleTimeoutMillis }),
    types: puurTypes,
  });
  pool.on(
    'error',
    options.onIdleError ??
      ((error) => console.error(`PostgreSQL connection lost: ${error.message}`)),
  );
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool, cursor: Cursor }),
    plugins: [new EmptyInListPlugin()],
  });
  rememberPostgresUrl(db, url);
  return { db, pool };
}
