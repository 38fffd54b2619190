/**
 * The tables of a shop as the copy to PostgreSQL reads them: in foreign-key order (parents
 * first), each table's rows as value arrays in primary-key order, sorted byte-wise on both sides
 * so that the copy and its verification walk the two databases in step.
 */
import type SQLite from 'better-sqlite3';
import type { SchemaShape } from '../server/db/schema-shape';

/** Bad input or a target that must not be written: one message for the user, no stack. */
export class CopyError extends Error {}

export type Value = string | number | null;
export type Row = Value[];

/** Parents before children, so that every foreign key finds its row. */
export function foreignKeyOrder(shape: SchemaShape): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table))
      throw new CopyError(`Tables reference each other in a cycle through ${table}`);
    visiting.add(table);
    for (const key of shape[table]!.foreignKeys) {
      const parent = / → (\w+) \(/.exec(key)?.[1];
      if (parent && parent !== table && shape[parent]) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of Object.keys(shape).sort()) visit(table);
  return ordered;
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function columnsOf(shape: SchemaShape, table: string): string[] {
  return Object.keys(shape[table]!.columns);
}

/** Primary-key order, byte-wise on both sides (SQLite's BINARY is memcmp; PostgreSQL's "C"). */
export function keyOrder(
  shape: SchemaShape,
  table: string,
  dialect: 'sqlite' | 'postgres',
): string {
  const { primaryKey, columns } = shape[table]!;
  return primaryKey
    .map((column) =>
      dialect === 'postgres' && columns[column]!.type === 'text'
        ? `${ident(column)} collate "C"`
        : ident(column),
    )
    .join(', ');
}

/** A table's rows as value arrays, in primary-key order: what is copied and what is verified. */
export function sqliteRowsInKeyOrder(
  sqlite: SQLite.Database,
  shape: SchemaShape,
  table: string,
  columns: readonly string[],
) {
  return sqlite
    .prepare(
      `select ${columns.map(ident).join(', ')} from ${ident(table)} order by ${keyOrder(shape, table, 'sqlite')}`,
    )
    .raw();
}
