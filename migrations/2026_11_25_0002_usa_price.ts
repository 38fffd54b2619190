import type { Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // The price in US dollars at the product's USA shop; null when it has none (or staff have not set it).
  await db.schema.alterTable('products').addColumn('usa_price', 'real').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('usa_price').execute();
}
