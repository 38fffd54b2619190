/**
 * The shape of a schema, read from SQLite or PostgreSQL and compared (decision 0023): tables,
 * columns (type mapped to SQLite's integer/real/text, nullability, default), primary keys, indexes
 * by key and uniqueness, foreign keys, and how many CHECK constraints each table has. The two
 * migration registries must keep producing the same shape; db:copy refuses a target that does not.
 */
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DB } from './connect';

export interface ColumnShape {
  type: string;
  notNull: boolean;
  default: string | null;
  /** An id the database assigns: SQLite's INTEGER PRIMARY KEY, PostgreSQL's identity. */
  generatedKey: boolean;
}

export interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: string[];
  /** e.g. `unique (product_id, email, region)`, `(scheduled_at) where scheduled_at is not null` */
  indexes: string[];
  /** e.g. `(product_id) → products (id) on delete cascade on update no action` */
  foreignKeys: string[];
  checks: number;
}

export type SchemaShape = Record<string, TableShape>;

/** Tables that belong to no registry: SQLite's own and Kysely's migration bookkeeping. */
function isBookkeeping(table: string): boolean {
  return table.startsWith('sqlite_') || table.startsWith('kysely_migration');
}

const NOW_DEFAULT = 'the current time as ISO-8601 text';

/** Defaults as written by each database, reduced to what they mean. */
export function normaliseDefault(text: string | null): string | null {
  if (text === null) return null;
  let value = text.trim();
  while (value.startsWith('(') && value.endsWith(')')) value = value.slice(1, -1).trim();
  if (/^strftime\('%Y-%m-%dT%H:%M:%fZ', ?'now'\)$/i.test(value)) return NOW_DEFAULT;
  if (/^to_char\(.*timestamp\(\).*YYYY-MM-DD"T"HH24:MI:SS\.MS"Z"'.*\)$/i.test(value))
    return NOW_DEFAULT;
  return value.replace(/::(text|bigint|integer|double precision)$/i, '');
}

/** An index key or predicate as both databases can agree on it: lower case, no quotes, no `BOTH FROM`. */
export function normaliseExpression(text: string): string {
  let value = text
    .toLowerCase()
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),])\s*/g, '$1')
    .replace(/both from /g, '')
    .trim();
  while (value.startsWith('(') && value.endsWith(')')) value = value.slice(1, -1);
  return value;
}

function sqliteType(declared: string): string {
  return declared.trim().toLowerCase();
}

function postgresType(dataType: string): string {
  if (['bigint', 'integer', 'smallint'].includes(dataType)) return 'integer';
  if (['double precision', 'real'].includes(dataType)) return 'real';
  return dataType;
}

const POSTGRES_ACTIONS: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

function indexSignature(keys: string[], unique: boolean, predicate: string | null): string {
  const columns = `(${keys.map(normaliseExpression).join(', ')})`;
  const where = predicate ? ` where ${normaliseExpression(predicate)}` : '';
  return `${unique ? 'unique ' : ''}${columns}${where}`;
}

function foreignKeySignature(
  columns: string[],
  table: string,
  references: string[],
  onDelete: string,
  onUpdate: string,
): string {
  return `(${columns.join(', ')}) → ${table} (${references.join(', ')}) on delete ${onDelete.toLowerCase()} on update ${onUpdate.toLowerCase()}`;
}

// ---------------------------------------------------------------- SQLite

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

// ---------------------------------------------------------------- PostgreSQL

/** The shape of the current schema of a PostgreSQL database. */
export async function postgresSchemaShape(db: DB): Promise<SchemaShape> {
  const columns = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
    is_identity: 'YES' | 'NO';
  }>`
    select c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const indexes = await sql<{
    table_name: string;
    keys: string[];
    is_unique: boolean;
    is_primary: boolean;
    predicate: string | null;
  }>`
    select t.relname as table_name, ix.indisunique as is_unique, ix.indisprimary as is_primary,
      array(select pg_get_indexdef(ix.indexrelid, k, true)
            from generate_series(1, ix.indnkeyatts) k order by k)::text[] as keys,
      pg_get_expr(ix.indpred, ix.indrelid) as predicate
    from pg_index ix
    join pg_class t on t.oid = ix.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()`.execute(db);
  const constraints = await sql<{
    table_name: string;
    contype: 'f' | 'c';
    columns: string[];
    referenced_table: string | null;
    referenced_columns: string[];
    on_delete: string;
    on_update: string;
  }>`
    select t.relname as table_name, c.contype, f.relname as referenced_table,
      array(select a.attname from unnest(c.conkey) with ordinality k(attnum, i)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
            order by k.i)::text[] as columns,
      array(select a.attname from unnest(c.confkey) with ordinality k(attnum, i)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum
            order by k.i)::text[] as referenced_columns,
      c.confdeltype as on_delete, c.confupdtype as on_update
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    left join pg_class f on f.oid = c.confrelid
    where n.nspname = current_schema() and c.contype in ('f', 'c')`.execute(db);

  const shape: SchemaShape = {};
  for (const column of columns.rows) {
    if (isBookkeeping(column.table_name)) continue;
    const table = (shape[column.table_name] ??= {
      columns: {},
      primaryKey: [],
      indexes: [],
      foreignKeys: [],
      checks: 0,
    });
    table.columns[column.column_name] = {
      type: postgresType(column.data_type),
      notNull: column.is_nullable === 'NO',
      default: normaliseDefault(column.column_default),
      generatedKey:
        column.is_identity === 'YES' || (column.column_default ?? '').startsWith('nextval('),
    };
  }
  for (const index of indexes.rows) {
    const table = shape[index.table_name];
    if (!table) continue;
    if (index.is_primary) table.primaryKey = index.keys.map(normaliseExpression);
    else table.indexes.push(indexSignature(index.keys, index.is_unique, index.predicate));
  }
  for (const constraint of constraints.rows) {
    const table = shape[constraint.table_name];
    if (!table) continue;
    if (constraint.contype === 'c') table.checks++;
    else
      table.foreignKeys.push(
        foreignKeySignature(
          constraint.columns,
          constraint.referenced_table!,
          constraint.referenced_columns,
          POSTGRES_ACTIONS[constraint.on_delete] ?? constraint.on_delete,
          POSTGRES_ACTIONS[constraint.on_update] ?? constraint.on_update,
        ),
      );
  }
  for (const table of Object.values(shape)) {
    table.indexes.sort();
    table.foreignKeys.sort();
  }
  return shape;
}

// ---------------------------------------------------------------- comparison

function onlyIn(left: string[], right: string[]): string[] {
  const remaining = [...right];
  return left.filter((item) => {
    const at = remaining.indexOf(item);
    if (at === -1) return true;
    remaining.splice(at, 1);
    return false;
  });
}

function describeDefault(value: string | null): string {
  return value === null ? 'no default' : `default ${value}`;
}

function columnDifferences(table: string, sqlite: TableShape, postgres: TableShape): string[] {
  const differences: string[] = [];
  const names = new Set([...Object.keys(sqlite.columns), ...Object.keys(postgres.columns)]);
  for (const name of names) {
    const left = sqlite.columns[name];
    const right = postgres.columns[name];
    const at = `${table}.${name}`;
    if (!left || !right) {
      differences.push(`column ${at} is only in ${left ? 'SQLite' : 'PostgreSQL'}`);
      continue;
    }
    if (left.type !== right.type)
      differences.push(`column ${at}: ${left.type} in SQLite, ${right.type} in PostgreSQL`);
    if (left.notNull !== right.notNull)
      differences.push(
        `column ${at}: ${left.notNull ? 'not null' : 'nullable'} in SQLite, ${right.notNull ? 'not null' : 'nullable'} in PostgreSQL`,
      );
    if (left.default !== right.default)
      differences.push(
        `column ${at}: ${describeDefault(left.default)} in SQLite, ${describeDefault(right.default)} in PostgreSQL`,
      );
    if (left.generatedKey !== right.generatedKey)
      differences.push(
        `column ${at}: ${left.generatedKey ? 'a generated id' : 'not generated'} in SQLite, ${right.generatedKey ? 'a generated id' : 'not generated'} in PostgreSQL`,
      );
  }
  return differences;
}

function tableDifferences(table: string, sqlite: TableShape, postgres: TableShape): string[] {
  const differences = columnDifferences(table, sqlite, postgres);
  if (sqlite.primaryKey.join(', ') !== postgres.primaryKey.join(', '))
    differences.push(
      `${table}: primary key (${sqlite.primaryKey.join(', ')}) in SQLite, (${postgres.primaryKey.join(', ')}) in PostgreSQL`,
    );
  for (const [kind, left, right] of [
    ['index', sqlite.indexes, postgres.indexes],
    ['foreign key', sqlite.foreignKeys, postgres.foreignKeys],
  ] as const) {
    for (const item of onlyIn(left, right))
      differences.push(`${table}: ${kind} ${item} is only in SQLite`);
    for (const item of onlyIn(right, left))
      differences.push(`${table}: ${kind} ${item} is only in PostgreSQL`);
  }
  if (sqlite.checks !== postgres.checks)
    differences.push(
      `${table}: ${sqlite.checks} CHECK constraints in SQLite, ${postgres.checks} in PostgreSQL`,
    );
  return differences;
}

/** Every difference between the two shapes, one readable line each; empty when they match. */
export function schemaDifferences(sqlite: SchemaShape, postgres: SchemaShape): string[] {
  const tables = [...new Set([...Object.keys(sqlite), ...Object.keys(postgres)])].sort();
  return tables.flatMap((table) => {
    const left = sqlite[table];
    const right = postgres[table];
    if (!left || !right) return [`table ${table} is only in ${left ? 'SQLite' : 'PostgreSQL'}`];
    return tableDifferences(table, left, right);
  });
}
