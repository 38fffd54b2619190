import { sql, type Kysely } from 'kysely';

// Frozen in time: the twin of SQLite's migration of the same name (decision 0023).
export async function up(db: Kysely<any>): Promise<void> {
  // "Tell me when it arrives" becomes double opt-in: a request waits for its address to open a
  // confirmation link before any notice is sent. Requests made before this step were taken as
  // they were (the form then promised one mail) and count as confirmed.
  await db.schema.alterTable('arrival_requests').addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable('arrival_requests').addColumn('confirm_sent_at', 'text').execute();
  await db.schema.alterTable('arrival_requests').addColumn('confirmed_at', 'text').execute();
  await sql`update arrival_requests set confirmed_at = created_at`.execute(db);
  await db.schema
    .createIndex('arrival_requests_confirm_token')
    .unique()
    .on('arrival_requests')
    .column('confirm_token_hash')
    .execute();
  // Mail to one address is counted per address (arrival confirmations, swap receipts).
  await db.schema
    .createIndex('arrival_requests_email')
    .on('arrival_requests')
    .columns(['email', 'confirm_sent_at'])
    .execute();
  await db.schema
    .createIndex('swap_analysis_requests_email')
    .on('swap_analysis_requests')
    .columns(['email', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('swap_analysis_requests_email').execute();
  await db.schema.dropIndex('arrival_requests_email').execute();
  await db.schema.dropIndex('arrival_requests_confirm_token').execute();
  await db.schema.alterTable('arrival_requests').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('arrival_requests').dropColumn('confirm_sent_at').execute();
  await db.schema.alterTable('arrival_requests').dropColumn('confirm_token_hash').execute();
}
