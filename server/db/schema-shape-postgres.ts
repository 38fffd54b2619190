/** The shape of a PostgreSQL schema, read from its catalogues. */
import { sql } from 'kysely';
import type { DB } from './connect';
import {
  foreignKeySignature,
  indexSignature,
  isBookkeeping,
  normaliseDefault,
  normaliseExpression,
  type SchemaShape,
} from './schema-shape';

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
