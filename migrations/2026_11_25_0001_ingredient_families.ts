import type { Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // The ingredient families a product contains (JSON list of ids: fragrance, parabens …), computed
  // with its badges; null while it has no analysed ingredient list.
  await db.schema.alterTable('products').addColumn('ingredient_families', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('ingredient_families').execute();
}
