import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema';
import { dialectOf, type DB } from './connect';
import { EmptyInListPlugin } from './empty-in-list';

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
  return { db, pool };
}

/** The advisory lock that processes starting together take for migrating and seeding. */
const START_UP_LOCK = 7_372_115;

/**
 * Runs `work` while no other Puur process on the same PostgreSQL runs its own (processes started
 * together would otherwise both seed an empty database); on SQLite, simply runs it.
 */
export async function oneAtATime<T>(db: DB, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_UP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_UP_LOCK})`.execute(connection);
    }
  });
}
