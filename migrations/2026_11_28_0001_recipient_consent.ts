import { sql, type Kysely } from 'kysely';
import { createIndex, dropIndexes, dropColumns, addTextColumns } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // "Tell me when it arrives" becomes double opt-in: a request waits for its address to open a
  // confirmation link before any notice is sent. Requests made before this step were taken as
  // they were (the form then promised one mail) and count as confirmed.
  await addTextColumns(db, 'arrival_requests', [
    'confirm_token_hash',
    'confirm_sent_at',
    'confirmed_at',
  ]);
  await sql`update arrival_requests set confirmed_at = created_at`.execute(db);
  await db.schema
    .createIndex('arrival_requests_confirm_token')
    .unique()
    .on('arrival_requests')
    .column('confirm_token_hash')
    .execute();
  // Mail to one address is counted per address (arrival confirmations, swap receipts).
  await createIndex(db, 'arrival_requests_email', 'arrival_requests', ['email', 'confirm_sent_at']);
  await createIndex(db, 'swap_analysis_requests_email', 'swap_analysis_requests', [
    'email',
    'created_at',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropIndexes(db, [
    'swap_analysis_requests_email',
    'arrival_requests_email',
    'arrival_requests_confirm_token',
  ]);
  await dropColumns(db, 'arrival_requests', [
    'confirmed_at',
    'confirm_sent_at',
    'confirm_token_hash',
  ]);
}
