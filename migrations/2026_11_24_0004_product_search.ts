import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createProductsFts, PRODUCTS_FTS_TRIGGERS } from './lib/products-fts';

// Frozen in time: never import application types here.
// Catalogue search text on SQLite FTS5 (docs/decisions/0014-search-at-scale.md): the trigram
// tokenizer keeps the catalogue's "contains, case-insensitive" rule for queries of three
// characters or more. Triggers keep it in the same transaction as every write to products.
export async function up(db: Kysely<any>): Promise<void> {
  await createProductsFts(db, '      ');

  // Query-time synonyms: a search for `term` also finds `alternative` (filled by the product-type
  // work: moisturiser/moisturizer, Dutch names). Empty here: results are exactly those of the
  // contains rule.
  await db.schema
    .createTable('search_synonyms')
    .addColumn('term', 'text', col.required)
    .addColumn('alternative', 'text', col.required)
    .addPrimaryKeyConstraint('search_synonyms_pk', ['term', 'alternative'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_synonyms').execute();
  for (const trigger of PRODUCTS_FTS_TRIGGERS) {
    await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(db);
  }
  await sql`DROP TABLE products_fts`.execute(db);
}
