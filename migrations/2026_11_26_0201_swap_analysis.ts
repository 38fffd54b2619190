import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // Shop settings staff edit in the admin (first: the swap analysis offer's promises), one row per key.
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    /** JSON. */
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .addColumn('updated_by', 'text')
    .execute();

  // Product Swap Analysis requests (decision 0021): only text read from the photos is kept.
  await db.schema
    .createTable('swap_analysis_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'drafted', 'sent')`),
    )
    /** JSON array of { photo, title, text }: what was read from each label (never the photo). */
    .addColumn('labels', 'text', (c) => c.notNull())
    /** JSON: the drafted report per product (verdict, flagged, swaps); null until drafted. */
    .addColumn('draft', 'text')
    /** The report as staff send it (plain text, editable). */
    .addColumn('report_text', 'text', (c) => c.notNull().defaultTo(''))
    /** SHA-256 of the private link's token (the token itself is only in the shopper's mail). */
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('sent_by', 'text')
    .execute();
  await db.schema
    .createIndex('swap_analysis_requests_status')
    .on('swap_analysis_requests')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('swap_analysis_requests').execute();
  await db.schema.dropTable('site_settings').execute();
}
