import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('product_id', 'integer', col.ownedBy('products.id'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', col.required)
    .addColumn('display_name', 'text', col.required)
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending','approved','rejected')`),
    )
    .addColumn('created_at', 'text', col.stamped)
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'integer', col.linkTo('staff_users.id'))
    .execute();
  await createIndex(db, 'product_reviews_product', 'product_reviews', [
    'product_id',
    'status',
    'created_at',
  ]);
  await createIndex(db, 'product_reviews_status', 'product_reviews', ['status', 'created_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_reviews').execute();
}
