import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // Double opt-in (decision 0020): an address receives issues only once confirmed_at is set.
  // Rows from before this migration were never confirmed: they stay pending.
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirmed_at', 'text').execute();
  /** sha256 (hex) of the confirmation link's token; null once confirmed. */
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('confirm_token_hash', 'text')
    .execute();
  /** When the last confirmation (or "already subscribed") mail was queued: repeats wait. */
  await db.schema
    .alterTable('newsletter_subscribers')
    .addColumn('confirm_sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_confirm_token')
    .on('newsletter_subscribers')
    .column('confirm_token_hash')
    .execute();

  // One row per newsletter issue staff send: a post, or a digest of posts (the key says which).
  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    /** 'post:<id>' or 'digest:<id>,<id>,…': the same content is the same issue. */
    .addColumn('issue_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('post', 'digest')`))
    .addColumn('post_id', 'integer', (c) => c.references('blog_posts.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .addColumn('last_sent_at', 'text')
    .execute();
  // Who got an issue: one queued mail per subscriber and issue, never two.
  await db.schema
    .createTable('newsletter_issue_recipients')
    .addColumn('issue_id', 'integer', (c) =>
      c.notNull().references('newsletter_issues.id').onDelete('cascade'),
    )
    .addColumn('subscriber_id', 'integer', (c) =>
      c.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
    )
    .addColumn('mail_id', 'integer', (c) => c.references('mail_queue.id').onDelete('set null'))
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('newsletter_issue_recipients_pk', ['issue_id', 'subscriber_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_issue_recipients').execute();
  await db.schema.dropTable('newsletter_issues').execute();
  await db.schema.dropIndex('newsletter_subscribers_confirm_token').execute();
  await db.schema.alterTable('newsletter_subscribers').dropColumn('confirm_sent_at').execute();
  await db.schema.alterTable('newsletter_subscribers').dropColumn('confirm_token_hash').execute();
  await db.schema.alterTable('newsletter_subscribers').dropColumn('confirmed_at').execute();
}
