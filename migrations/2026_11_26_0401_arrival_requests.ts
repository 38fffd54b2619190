import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // "Tell me when it arrives" on a Coming Soon product (server/arrivals): one row per address,
  // product and region, mailed once when a shop link for that region is added.
  await db.schema
    .createTable('arrival_requests')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('product_id', 'integer', col.ownedBy('products.id'))
    .addColumn('email', 'text', col.required)
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('Europe', 'USA')`))
    .addColumn('created_at', 'text', col.stamped)
    .addColumn('notified_at', 'text')
    .addUniqueConstraint('arrival_requests_once', ['product_id', 'email', 'region'])
    .execute();
  await createIndex(db, 'arrival_requests_waiting', 'arrival_requests', [
    'notified_at',
    'product_id',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('arrival_requests').execute();
}
