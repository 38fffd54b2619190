import { Migrator, type Migration } from 'kysely/migration';
import { migrations as sqliteMigrations } from '../../migrations';
import { postgresMigrations } from '../../migrations/postgres';
import { dialectOf, type DatabaseDialect, type DB } from './connect';

/** Each database its own registry: SQLite's stays frozen, PostgreSQL's starts at a baseline. */
export const migrationsByDialect: Record<DatabaseDialect, Record<string, Migration>> = {
  sqlite: sqliteMigrations,
  postgres: postgresMigrations,
};

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrations = migrationsByDialect[dialectOf(db)];
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** How many migrations this database has run, and the names of those still to run. */
export async function migrationState(db: DB): Promise<{ executed: number; pending: string[] }> {
  const migrations = migrationsByDialect[dialectOf(db)];
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  return {
    executed: all.filter((migration) => migration.executedAt).length,
    pending: all.filter((migration) => !migration.executedAt).map((migration) => migration.name),
  };
}
