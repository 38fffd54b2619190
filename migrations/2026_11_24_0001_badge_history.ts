import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // The verdict every card shows (clean, good, watch, avoid, unrated; null: not assessed).
  await db.schema.alterTable('products').addColumn('verdict', 'text').execute();
  await db.schema
    .createTable('product_badge_changes')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('product_id', 'integer', col.ownedBy('products.id'))
    .addColumn('badge', 'text', (c) => c.notNull().check(sql`badge in ('clean','natural')`))
    .addColumn('awarded', 'integer', (c) => c.notNull().check(sql`awarded in (0,1)`))
    .addColumn('reason', 'text', col.required)
    .addColumn('changed_by', 'text', col.required)
    .addColumn('standard_version', 'integer', col.required)
    .addColumn('created_at', 'text', col.stamped)
    .execute();
  await createIndex(db, 'product_badge_changes_product', 'product_badge_changes', [
    'product_id',
    'created_at',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_badge_changes').execute();
  await db.schema.alterTable('products').dropColumn('verdict').execute();
}
