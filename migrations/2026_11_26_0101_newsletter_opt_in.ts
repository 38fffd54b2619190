import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex, dropTables, dropIndexes, dropColumns, addTextColumns } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // Double opt-in (decision 0020): an address receives issues only once confirmed_at is set.
  // Rows from before this migration were never confirmed: they stay pending.
  // confirm_token_hash: sha256 (hex) of the confirmation link's token; null once confirmed.
  // confirm_sent_at: when the last confirmation (or "already subscribed") mail was queued: repeats
  // wait.
  await addTextColumns(db, 'newsletter_subscribers', [
    'confirmed_at',
    'confirm_token_hash',
    'confirm_sent_at',
  ]);
  await createIndex(db, 'newsletter_subscribers_confirm_token', 'newsletter_subscribers', [
    'confirm_token_hash',
  ]);

  // One row per newsletter issue staff send: a post, or a digest of posts (the key says which).
  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'integer', col.autoKey)
    /** 'post:<id>' or 'digest:<id>,<id>,…': the same content is the same issue. */
    .addColumn('issue_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('post', 'digest')`))
    .addColumn('post_id', 'integer', col.linkTo('blog_posts.id'))
    .addColumn('subject', 'text', col.required)
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', col.stamped)
    .addColumn('last_sent_at', 'text')
    .execute();
  // Who got an issue: one queued mail per subscriber and issue, never two.
  await db.schema
    .createTable('newsletter_issue_recipients')
    .addColumn('issue_id', 'integer', col.ownedBy('newsletter_issues.id'))
    .addColumn('subscriber_id', 'integer', col.ownedBy('newsletter_subscribers.id'))
    .addColumn('mail_id', 'integer', col.linkTo('mail_queue.id'))
    .addColumn('queued_at', 'text', col.required)
    .addPrimaryKeyConstraint('newsletter_issue_recipients_pk', ['issue_id', 'subscriber_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['newsletter_issue_recipients', 'newsletter_issues']);
  await dropIndexes(db, ['newsletter_subscribers_confirm_token']);
  await dropColumns(db, 'newsletter_subscribers', [
    'confirm_sent_at',
    'confirm_token_hash',
    'confirmed_at',
  ]);
}
