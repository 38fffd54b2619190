import type { Kysely } from 'kysely';

// Frozen in time: the twin of SQLite's migration of the same name (decision 0023).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('product_ingredients_entry')
    .on('product_ingredients')
    .columns(['ingredient_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_ingredients_entry').execute();
}
