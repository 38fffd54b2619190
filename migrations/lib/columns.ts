/**
 * The column shapes the migrations share (`import * as col`). Each helper writes exactly the SQL its
 * callers wrote by hand before, so a migration that uses one produces the schema it always has.
 * Change nothing here that would alter that SQL: a schema change is a new migration.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';

/** SQLite's current time as ISO-8601 with milliseconds: the default of every stamped column. */
export const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** An integer key the database numbers. */
export const autoKey: Column = (c) => c.primaryKey().autoIncrement();
/** A value every row has. */
export const required: Column = (c) => c.notNull();
/** A time set when the row is written. */
export const stamped: Column = (c) => c.notNull().defaultTo(NOW);
/** A JSON list, empty until filled. */
export const jsonList: Column = (c) => c.notNull().defaultTo('[]');
/** A count or a 0/1 flag, starting at 0. */
export const zero: Column = (c) => c.notNull().defaultTo(0);

/** A row that belongs to another (`table.id`): deleted with it. */
export function ownedBy(reference: string): Column {
  return (c) => c.notNull().references(reference).onDelete('cascade');
}

/** An optional link to another row (`table.id`): emptied when that row goes. */
export function linkTo(reference: string): Column {
  return (c) => c.references(reference).onDelete('set null');
}

type Table = CreateTableBuilder<any, any>;

/** Nullable text columns, in the order given: `.$call(texts('a', 'b'))`. */
export function texts(...columns: string[]): (table: Table) => Table {
  return (table) => columns.reduce((t, column) => t.addColumn(column, 'text'), table);
}

/** JSON-list columns (not null, `'[]'` by default), in the order given. */
export function jsonLists(...columns: string[]): (table: Table) => Table {
  return (table) => columns.reduce((t, column) => t.addColumn(column, 'text', jsonList), table);
}

/** `created_at` and `updated_at`, both stamped when the row is written. */
export function createdAndUpdated(table: Table): Table {
  return table.addColumn('created_at', 'text', stamped).addColumn('updated_at', 'text', stamped);
}
