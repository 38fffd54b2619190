/** The shape of a SQLite schema, read through its better-sqlite3 handle. */
import type SQLite from 'better-sqlite3';
import {
  foreignKeySignature,
  indexSignature,
  isBookkeeping,
  normaliseDefault,
  type SchemaShape,
} from './schema-shape';

function sqliteType(declared: string): string {
  return declared.trim().toLowerCase();
}

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/** The text of each key of an index, from its CREATE INDEX (SQLite keeps expressions only there). */
function sqliteIndexKeyTexts(createIndex: string): string[] {
  const open = createIndex.indexOf('(');
  const keys: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of createIndex.slice(open + 1)) {
    if (character === '(') depth++;
    if (character === ')' && depth-- === 0) break;
    if (character === ',' && depth === 0) {
      keys.push(current.trim());
      current = '';
    } else current += character;
  }
  return [...keys, current.trim()];
}

function sqliteIndexes(sqlite: SQLite.Database, table: string): string[] {
  const list = sqlite.prepare(`select * from pragma_index_list(?)`).all(table) as {
    name: string;
    unique: number;
    origin: string;
    partial: number;
  }[];
  return list
    .filter((index) => index.origin !== 'pk')
    .map((index) => {
      const createIndex = (
        sqlite
          .prepare(`select sql from sqlite_master where type = 'index' and name = ?`)
          .get(index.name) as { sql: string | null } | undefined
      )?.sql;
      const keys = (
        sqlite
          .prepare(`select cid, name from pragma_index_xinfo(?) where key = 1 order by seqno`)
          .all(index.name) as { cid: number; name: string | null }[]
      ).map((key, position) =>
        key.cid === -2 && createIndex ? sqliteIndexKeyTexts(createIndex)[position]! : key.name!,
      );
      const predicate =
        index.partial && createIndex ? createIndex.replace(/^[\s\S]*?\swhere\s/i, '') : null;
      return indexSignature(keys, index.unique === 1, predicate);
    })
    .sort();
}

function sqliteForeignKeys(sqlite: SQLite.Database, table: string, primaryKeys: SchemaShape) {
  const rows = sqlite
    .prepare(`select * from pragma_foreign_key_list(?) order by id, seq`)
    .all(table) as {
    id: number;
    table: string;
    from: string;
    to: string | null;
    on_update: string;
    on_delete: string;
  }[];
  const byId = new Map<number, typeof rows>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  return [...byId.values()]
    .map((parts) => {
      const first = parts[0]!;
      const references = parts.every((part) => part.to)
        ? parts.map((part) => part.to!)
        : (primaryKeys[first.table]?.primaryKey ?? []);
      return foreignKeySignature(
        parts.map((part) => part.from),
        first.table,
        references,
        first.on_delete,
        first.on_update,
      );
    })
    .sort();
}

/** The shape of a SQLite database, through its better-sqlite3 handle. */
export function sqliteSchemaShape(sqlite: SQLite.Database): SchemaShape {
  const tables = (
    sqlite
      .prepare(`select name, sql from sqlite_master where type = 'table' order by name`)
      .all() as { name: string; sql: string }[]
  ).filter((table) => !isBookkeeping(table.name));
  const shape: SchemaShape = {};
  for (const table of tables) {
    const columns = sqlite
      .prepare(`select * from pragma_table_info(?)`)
      .all(table.name) as SqliteColumn[];
    const primaryKey = columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    const rowidAlias =
      primaryKey.length === 1 &&
      sqliteType(columns.find((column) => column.pk > 0)!.type) === 'integer';
    shape[table.name] = {
      columns: Object.fromEntries(
        columns.map((column) => [
          column.name,
          {
            type: sqliteType(column.type),
            // A primary key never holds NULL in PostgreSQL; in SQLite only an old quirk allows it.
            notNull: column.notnull === 1 || column.pk > 0,
            default: normaliseDefault(column.dflt_value),
            generatedKey: rowidAlias && column.pk > 0,
          },
        ]),
      ),
      primaryKey,
      indexes: sqliteIndexes(sqlite, table.name),
      foreignKeys: [],
      checks: (table.sql.match(/\bcheck\s*\(/gi) ?? []).length,
    };
  }
  for (const table of Object.keys(shape))
    shape[table]!.foreignKeys = sqliteForeignKeys(sqlite, table, shape);
  return shape;
}
