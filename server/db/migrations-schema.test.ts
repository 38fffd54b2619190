/**
 * The schema every migration leaves behind, step by step, up and back down (as far as the
 * `down`s go), compared with a snapshot: a change to how a migration is written (a shared helper, a column set) must not change
 * the SQL it produces. A migration that is meant to change the schema is a new migration, whose
 * steps are added to the snapshot with `vitest -u`.
 */
import { sql } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { describeWithPostgres } from '../test/postgres';
import { dialectOf, openDatabase, type DB } from './connect';
import { openPostgres } from './connect-postgres';
import { migrationsByDialect } from './migrate';

/** Runs the migrations one at a time, up to the last and back down to none, capturing each state. */
async function stepThrough(db: DB, capture: () => Promise<string>): Promise<string> {
  const migrations = migrationsByDialect[dialectOf(db)];
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const states: string[] = [];
  // A step that fails (some `down`s cannot undo what SQLite will not drop) is recorded with its
  // message, and the walk in that direction ends there.
  const step = async (direction: 'up' | 'down', run: () => Promise<MigrationResultSet>) => {
    const { error, results } = await run();
    const result = results?.[0];
    if (error) {
      const message = error instanceof Error ? error.message : String(error);
      states.push(`-- ${direction} ${result?.migrationName ?? '?'} failed: ${message}`);
      return false;
    }
    if (!result) return false;
    states.push(`-- after ${direction} ${result.migrationName}\n${await capture()}`);
    return true;
  };
  while (await step('up', () => migrator.migrateUp()));
  while (await step('down', () => migrator.migrateDown()));
  return `${states.join('\n\n')}\n`;
}

describe('the SQLite migrations', () => {
  it('produce the schema of the snapshot at every step, up and down', async () => {
    const { db, sqlite } = openDatabase(':memory:');
    try {
      const capture = async () =>
        sqlite
          .prepare<[], { type: string; name: string; sql: string | null }>(
            `select type, name, sql from sqlite_master
             where name not like 'kysely_%' and name not like 'sqlite_%' order by rowid`,
          )
          .all()
          .map((row) => `${row.type} ${row.name}: ${row.sql ?? '(implicit)'};`)
          .join('\n');
      await expect(await stepThrough(db, capture)).toMatchFileSnapshot(
        './__snapshots__/migrations-sqlite.txt',
      );
    } finally {
      await db.destroy();
    }
  });
});

describeWithPostgres('the PostgreSQL migrations', (cluster) => {
  it('produce the schema of the snapshot at every step, up and down', async () => {
    const { db } = openPostgres(await cluster().createDatabase());
    try {
      const capture = async () => {
        const columns = await sql<Record<string, unknown>>`
          select table_name, column_name, data_type, is_nullable, column_default, is_identity,
            identity_generation
          from information_schema.columns
          where table_schema = current_schema() and table_name not like 'kysely_%'
          order by table_name, ordinal_position`.execute(db);
        const constraints = await sql<Record<string, unknown>>`
          select t.relname as table_name, c.conname, pg_get_constraintdef(c.oid) as definition
          from pg_constraint c
          join pg_class t on t.oid = c.conrelid
          join pg_namespace n on n.oid = t.relnamespace
          where n.nspname = current_schema() and t.relname not like 'kysely_%'
          order by t.relname, c.conname`.execute(db);
        const indexes = await sql<Record<string, unknown>>`
          select tablename, indexname, indexdef from pg_indexes
          where schemaname = current_schema() and tablename not like 'kysely_%'
          order by tablename, indexname`.execute(db);
        return [...columns.rows, ...constraints.rows, ...indexes.rows]
          .map((row) => Object.values(row).join(' | '))
          .join('\n');
      };
      await expect(await stepThrough(db, capture)).toMatchFileSnapshot(
        './__snapshots__/migrations-postgres.txt',
      );
    } finally {
      await db.destroy();
    }
  });
});
