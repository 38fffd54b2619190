import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
// The search text is answered by an in-memory trigram index built with the facet index
// (docs/decisions/0014-search-at-scale.md): products_fts and its triggers are no longer read,
// and they tripled the cost of every write to products (a 1,000-row import wrote 30 MB of WAL).
export async function up(db: Kysely<any>): Promise<void> {
  for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS products_fts`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE products_fts USING fts5(
    name, brand, description,
    content='products', content_rowid='id', tokenize='trigram'
  )`.execute(db);
  await sql`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, name, brand, description)
    VALUES (new.id, new.name, new.brand, new.description);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, name, brand, description)
    VALUES ('delete', old.id, old.name, old.brand, old.description);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_update AFTER UPDATE OF name, brand, description ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, name, brand, description)
    VALUES ('delete', old.id, old.name, old.brand, old.description);
    INSERT INTO products_fts(rowid, name, brand, description)
    VALUES (new.id, new.name, new.brand, new.description);
  END`.execute(db);
  await sql`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`.execute(db);
}
