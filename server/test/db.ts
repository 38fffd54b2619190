import type { Kysely, Selectable } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type DB } from '../db/connect';
import { openPostgres } from '../db/connect-postgres';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { createDatabaseOn } from './postgres';

/**
 * Which database the integration tests run on: SQLite by default, PostgreSQL with
 * TEST_DATABASE=postgres (`npm run test:postgres`). The same tests, the same helpers.
 */
export const testDatabase: 'sqlite' | 'postgres' =
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** A fresh database with the real migrations: in memory on SQLite, a new database on PostgreSQL. */
export async function createTestDb(): Promise<DB> {
  return testDatabase === 'postgres' ? createPostgresTestDb() : createSqliteTestDb();
}

/** An SQLite database in memory whatever TEST_DATABASE says (tests of SQLite's own migrations). */
export async function createSqliteTestDb(): Promise<DB> {
  const { db } = openDatabase(':memory:');
  await migrateToLatest(db);
  return db;
}

async function createPostgresTestDb(): Promise<DB> {
  // One cluster for the whole run, started by server/test/postgres-setup.ts.
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres, but no test cluster was started');
  const url = await createDatabaseOn(adminUrl, inject('postgresTemplate'));
  // Tests never close their databases: idle connections close on their own, so a run of
  // hundreds of tests stays within the cluster's connections.
  const { db } = openPostgres(url, { maxConnections: 4, idleTimeoutMillis: 200 });
  await migrateToLatest(db);
  return db;
}

type Row<T extends keyof Database> = Selectable<Database[T]>;

/**
 * These columns of the one stored row of `table` whose columns equal `where`; throws where there
 * is none. For tests that read back what a call stored.
 */
export async function storedRow<T extends keyof Database, K extends keyof Row<T> & string>(
  db: DB,
  table: T,
  where: Partial<Row<T>>,
  columns: readonly K[],
): Promise<Pick<Row<T>, K>> {
  // Kysely cannot type a query over a table chosen at run time; the signature above does instead.
  let query = (db as Kysely<any>).selectFrom(table as string).select(columns as readonly string[]);
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return (await query.executeTakeFirstOrThrow()) as Pick<Row<T>, K>;
}
