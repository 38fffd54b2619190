import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // The verdict every card shows (clean, good, watch, avoid, unrated; null: not assessed).
  await db.schema.alterTable('products').addColumn('verdict', 'text').execute();
  await db.schema
    .createTable('product_badge_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('badge', 'text', (c) => c.notNull().check(sql`badge in ('clean','natural')`))
    .addColumn('awarded', 'integer', (c) => c.notNull().check(sql`awarded in (0,1)`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('standard_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .execute();
  await db.schema
    .createIndex('product_badge_changes_product')
    .on('product_badge_changes')
    .columns(['product_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_badge_changes').execute();
  await db.schema.alterTable('products').dropColumn('verdict').execute();
}
