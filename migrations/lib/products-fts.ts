/**
 * The FTS5 search table over products' name, brand and description, and the triggers that kept it
 * in step with every write: created by one migration, dropped by a later one (whose `down` puts it
 * back). SQLite keeps a trigger's text as written, and the two migrations indented the VALUES
 * lines differently, so the indent is theirs to give.
 */
import { sql, type Kysely } from 'kysely';

export const PRODUCTS_FTS_TRIGGERS = [
  'products_fts_insert',
  'products_fts_delete',
  'products_fts_update',
] as const;

export async function createProductsFts(db: Kysely<any>, valuesIndent: string): Promise<void> {
  const values = (row: string) => sql.raw(`${valuesIndent}VALUES (${row})`);
  await sql`CREATE VIRTUAL TABLE products_fts USING fts5(
    name, brand, description,
    content='products', content_rowid='id', tokenize='trigram'
  )`.execute(db);
  await sql`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, name, brand, description)
${values('new.id, new.name, new.brand, new.description')};
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, name, brand, description)
${values("'delete', old.id, old.name, old.brand, old.description")};
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_update AFTER UPDATE OF name, brand, description ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, name, brand, description)
${values("'delete', old.id, old.name, old.brand, old.description")};
    INSERT INTO products_fts(rowid, name, brand, description)
${values('new.id, new.name, new.brand, new.description')};
  END`.execute(db);
  await sql`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`.execute(db);
}
