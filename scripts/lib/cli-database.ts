/**
 * The database a command-line tool works on: the one the server uses, read from the same settings
 * (DATABASE_URL for PostgreSQL, else the SQLite file at DATABASE_PATH), so that a tool never
 * writes somewhere the server does not look.
 */
import { sql } from 'kysely';
import { openDatabase, type DB } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { oneAtATime } from '../../server/db/process-locks';
import { ConfigError, parseEnv, type Env } from '../../server/env';
import { CATALOG_CHANNEL } from '../../server/catalog/catalog-sync';

export interface CliDatabase {
  db: DB;
  env: Env;
  kind: 'sqlite' | 'postgres';
  /** Where the data is, for messages: the file, or PostgreSQL's host and database (no password). */
  where: string;
  close(): Promise<void>;
}

/** A PostgreSQL URL without its user and password: host, port and database. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
  return `PostgreSQL ${host}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

/**
 * Reads the server's settings from `source` (with `--database FILE` as DATABASE_PATH when given)
 * and opens that database. A `--database` file while DATABASE_URL is set is refused: the server
 * would not see what the tool writes there.
 */
export function cliSettings(source: NodeJS.ProcessEnv, databaseFile?: string): Env {
  if (databaseFile && source.DATABASE_URL)
    throw new Error(
      `--database names a SQLite file, but DATABASE_URL is set, so the server uses PostgreSQL. Unset DATABASE_URL to work on ${databaseFile}, or leave out --database.`,
    );
  try {
    return parseEnv({ ...source, ...(databaseFile ? { DATABASE_PATH: databaseFile } : {}) });
  } catch (error) {
    if (error instanceof ConfigError) throw new Error(error.message, { cause: error });
    throw error;
  }
}

/** Opens and migrates (taking turns with starting servers) the database the settings name. */
export async function openCliDatabase(
  source: NodeJS.ProcessEnv = process.env,
  databaseFile?: string,
): Promise<CliDatabase> {
  const env = cliSettings(source, databaseFile);
  let opened: Omit<CliDatabase, 'env'>;
  if (env.DATABASE_URL) {
    const { openPostgres } = await import('../../server/db/connect-postgres');
    const { db } = openPostgres(env.DATABASE_URL, { maxConnections: 2 });
    opened = {
      db,
      kind: 'postgres',
      where: describePostgresUrl(env.DATABASE_URL),
      close: () => db.destroy(),
    };
  } else {
    const { db, sqlite } = openDatabase(env.DATABASE_PATH);
    opened = {
      db,
      kind: 'sqlite',
      where: env.DATABASE_PATH,
      close: async () => {
        await db.destroy();
        if (sqlite.open) sqlite.close();
      },
    };
  }
  try {
    await oneAtATime(opened.db, () => migrateToLatest(opened.db));
  } catch (error) {
    await opened.close();
    throw error;
  }
  return { ...opened, env };
}

/**
 * Tells running servers on PostgreSQL that the catalogue changed (they reload it); on SQLite they
 * notice a write to the file by themselves.
 */
export async function announceCatalogChange(cli: CliDatabase): Promise<void> {
  if (cli.kind !== 'postgres') return;
  const payload = JSON.stringify({ from: 'command-line' });
  await sql`select pg_notify(${CATALOG_CHANNEL}, ${payload})`.execute(cli.db);
}
