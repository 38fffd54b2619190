import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // Outgoing mail (server/mail): one row per message, sent once by the sender (decision 0020).
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('from_address', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    /** JSON object of extra headers, such as List-Unsubscribe. */
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    /** Where it went: 'smtp' or 'outbox', and the server's reply or the file written. */
    .addColumn('transport', 'text')
    .addColumn('delivery', 'text')
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_queue_due')
    .on('mail_queue')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
