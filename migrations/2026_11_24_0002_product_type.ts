import type { Kysely } from 'kysely';
import { createIndex } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // What a product is within its category (moisturiser, shampoo…); null until staff set it.
  await db.schema.alterTable('products').addColumn('product_type', 'text').execute();
  await createIndex(db, 'products_product_type', 'products', ['product_type']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_product_type').execute();
  await db.schema.alterTable('products').dropColumn('product_type').execute();
}
