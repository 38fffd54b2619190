import type { Kysely } from 'kysely';
import * as col from './lib/columns';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('consent_at', 'text', col.required)
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('footer'))
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', col.stamped)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').execute();
}
