/**
 * The shape of a schema, as read from SQLite (schema-shape-sqlite.ts) or PostgreSQL
 * (schema-shape-postgres.ts), and its comparison (decision 0023): tables,
 * columns (type mapped to SQLite's integer/real/text, nullability, default), primary keys, indexes
 * by key and uniqueness, foreign keys, and how many CHECK constraints each table has. The two
 * migration registries must keep producing the same shape; db:copy refuses a target that does not.
 */
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
export function isBookkeeping(table: string): boolean {
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

export function indexSignature(keys: string[], unique: boolean, predicate: string | null): string {
  const columns = `(${keys.map(normaliseExpression).join(', ')})`;
  const where = predicate ? ` where ${normaliseExpression(predicate)}` : '';
  return `${unique ? 'unique ' : ''}${columns}${where}`;
}

export function foreignKeySignature(
  columns: string[],
  table: string,
  references: string[],
  onDelete: string,
  onUpdate: string,
): string {
  return `(${columns.join(', ')}) → ${table} (${references.join(', ')}) on delete ${onDelete.toLowerCase()} on update ${onUpdate.toLowerCase()}`;
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
