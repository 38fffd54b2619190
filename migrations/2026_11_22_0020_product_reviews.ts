import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending','approved','rejected')`),
    )
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'integer', (c) =>
      c.references('staff_users.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('product_reviews_product')
    .on('product_reviews')
    .columns(['product_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('product_reviews_status')
    .on('product_reviews')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_reviews').execute();
}
