import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex, dropTables } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // Shop settings staff edit in the admin (first: the swap analysis offer's promises), one row per key.
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    /** JSON. */
    .addColumn('value', 'text', col.required)
    .addColumn('updated_at', 'text', col.stamped)
    .addColumn('updated_by', 'text')
    .execute();

  // Product Swap Analysis requests (decision 0021): only text read from the photos is kept.
  await db.schema
    .createTable('swap_analysis_requests')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('email', 'text', col.required)
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'drafted', 'sent')`),
    )
    /** JSON array of { photo, title, text }: what was read from each label (never the photo). */
    .addColumn('labels', 'text', col.required)
    /** JSON: the drafted report per product (verdict, flagged, swaps); null until drafted. */
    .addColumn('draft', 'text')
    /** The report as staff send it (plain text, editable). */
    .addColumn('report_text', 'text', (c) => c.notNull().defaultTo(''))
    /** SHA-256 of the private link's token (the token itself is only in the shopper's mail). */
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', col.stamped)
    .addColumn('updated_at', 'text', col.required)
    .$call(col.texts('sent_at', 'sent_by'))
    .execute();
  await createIndex(db, 'swap_analysis_requests_status', 'swap_analysis_requests', [
    'status',
    'created_at',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['swap_analysis_requests', 'site_settings']);
}
