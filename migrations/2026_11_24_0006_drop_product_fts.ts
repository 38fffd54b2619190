import { sql, type Kysely } from 'kysely';
import { createProductsFts, PRODUCTS_FTS_TRIGGERS } from './lib/products-fts';

// Frozen in time: never import application types here.
// The search text is answered by an in-memory trigram index built with the facet index
// (docs/decisions/0014-search-at-scale.md): products_fts and its triggers are no longer read,
// and they tripled the cost of every write to products (a 1,000-row import wrote 30 MB of WAL).
export async function up(db: Kysely<any>): Promise<void> {
  for (const trigger of PRODUCTS_FTS_TRIGGERS) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS products_fts`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await createProductsFts(db, '    ');
}
