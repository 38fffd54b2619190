import { sql } from 'kysely';
import { dialectOf, type DB } from './connect';

/** PostgreSQL advisory locks by which Puur processes on one database take turns. */
export const PROCESS_LOCKS = {
  /** Migrating and seeding at start. */
  startUp: 7_372_115,
  /** Recomputing badges (a knowledge-base edit must not race a standard change). */
  badges: 7_372_116,
} as const;

/**
 * Runs `work` while no other Puur process on the same PostgreSQL runs work under the same lock
 * (processes started together would otherwise both seed an empty database); on SQLite, where one
 * process owns the file, simply runs it. Not reentrant: `work` must not take the same lock.
 */
export async function oneAtATime<T>(
  db: DB,
  work: () => Promise<T>,
  lock: number = PROCESS_LOCKS.startUp,
): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${lock})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}
