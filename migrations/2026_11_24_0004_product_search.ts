import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
// Catalogue search text on SQLite FTS5 (docs/decisions/0014-search-at-scale.md): the trigram
// tokenizer keeps the catalogue's "contains, case-insensitive" rule for queries of three
// characters or more. Triggers keep it in the same transaction as every write to products.
export async function up(db: Kysely<any>): Promise<void> {
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

  // Query-time synonyms: a search for `term` also finds `alternative` (filled by the product-type
  // work: moisturiser/moisturizer, Dutch names). Empty here: results are exactly those of the
  // contains rule.
  await db.schema
    .createTable('search_synonyms')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('alternative', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_synonyms_pk', ['term', 'alternative'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_synonyms').execute();
  for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update']) {
    await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(db);
  }
  await sql`DROP TABLE products_fts`.execute(db);
}
