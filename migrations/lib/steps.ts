/**
 * The schema steps the migrations share: indexes, and dropping in a given order. Each helper
 * writes exactly the SQL its callers wrote by hand before; a schema change is a new migration.
 */
import type { Kysely } from 'kysely';

/** `create index <name> on <table> (<columns>)`. */
export async function createIndex(
  db: Kysely<any>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Drops indexes, one statement each, in the order given. */
export async function dropIndexes(db: Kysely<any>, names: string[]): Promise<void> {
  for (const name of names) await db.schema.dropIndex(name).execute();
}

/** Adds nullable text columns, one `alter table` each, in the order given. */
export async function addTextColumns(
  db: Kysely<any>,
  table: string,
  columns: string[],
): Promise<void> {
  for (const column of columns)
    await db.schema.alterTable(table).addColumn(column, 'text').execute();
}

/** Drops columns, one `alter table` each, in the order given. */
export async function dropColumns(
  db: Kysely<any>,
  table: string,
  columns: string[],
): Promise<void> {
  for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}

/** Drops tables, one statement each, in the order given. */
export async function dropTables(db: Kysely<any>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
