import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // Outgoing mail (server/mail): one row per message, sent once by the sender (decision 0020).
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('from_address', 'text')
    .addColumn('to_address', 'text', col.required)
    .addColumn('subject', 'text', col.required)
    .addColumn('text_body', 'text', col.required)
    .addColumn('html_body', 'text')
    /** JSON object of extra headers, such as List-Unsubscribe. */
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', col.zero)
    .addColumn('next_attempt_at', 'text', col.required)
    .addColumn('last_error', 'text')
    /** Where it went: 'smtp' or 'outbox', and the server's reply or the file written. */
    .$call(col.texts('transport', 'delivery'))
    .addColumn('created_at', 'text', col.stamped)
    .addColumn('sent_at', 'text')
    .execute();
  await createIndex(db, 'mail_queue_due', 'mail_queue', ['status', 'next_attempt_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
