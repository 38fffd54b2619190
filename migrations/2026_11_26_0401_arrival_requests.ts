import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // "Tell me when it arrives" on a Coming Soon product (server/arrivals): one row per address,
  // product and region, mailed once when a shop link for that region is added.
  await db.schema
    .createTable('arrival_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('Europe', 'USA')`))
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .addColumn('notified_at', 'text')
    .addUniqueConstraint('arrival_requests_once', ['product_id', 'email', 'region'])
    .execute();
  await db.schema
    .createIndex('arrival_requests_waiting')
    .on('arrival_requests')
    .columns(['notified_at', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('arrival_requests').execute();
}
