/**
 * Vitest's global setup: with TEST_DATABASE=postgres, one throw-away cluster for the whole run
 * (server/test/db.ts makes a database on it per test); otherwise nothing.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/connect-postgres';
import { migrateToLatest } from '../db/migrate';
import { createDatabaseOn, startTestPostgres } from './postgres-cluster';

/** A database at the latest migrations, copied for each test (a copy takes milliseconds). */
export const MIGRATED_TEMPLATE = 'puur_migrated';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | undefined;
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE !== 'postgres') {
    project.provide('postgresAdminUrl', undefined);
    project.provide('postgresTemplate', undefined);
    return;
  }
  const cluster = await startTestPostgres();
  try {
    const url = await createDatabaseOn(cluster.adminUrl);
    const { db } = openPostgres(url);
    await migrateToLatest(db);
    await db.destroy();
    const admin = new URL(cluster.adminUrl);
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      const name = new URL(url).pathname.slice(1);
      await client.query(`alter database ${name} rename to ${MIGRATED_TEMPLATE}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', cluster.adminUrl);
  project.provide('postgresTemplate', MIGRATED_TEMPLATE);
  return () => cluster.stop();
}
