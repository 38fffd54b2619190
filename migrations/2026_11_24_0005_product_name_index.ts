import { sql, type Kysely } from 'kysely';
import { createIndex } from './lib/steps';

// Frozen in time: never import application types here.
// The duplicate check of every product save looks a product up by its name as typed and by
// lower(trim(name)); without indexes that was a scan of the whole table on the event loop
// (tens of milliseconds at 100,000 products).
export async function up(db: Kysely<any>): Promise<void> {
  await createIndex(db, 'products_name', 'products', ['name']);
  await sql`CREATE INDEX products_name_key ON products (lower(trim(name)))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_name_key').execute();
  await db.schema.dropIndex('products_name').execute();
}
