import type { Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // What a product is within its category (moisturiser, shampoo…); null until staff set it.
  await db.schema.alterTable('products').addColumn('product_type', 'text').execute();
  await db.schema
    .createIndex('products_product_type')
    .on('products')
    .column('product_type')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_product_type').execute();
  await db.schema.alterTable('products').dropColumn('product_type').execute();
}
