import crypto from 'node:crypto';
import type { DB } from '../db/connect';

export type SubscribeResult = 'subscribed' | 'already-subscribed' | 'resubscribed';

/** Stores an address once, with the time of consent. A repeat is a friendly success, not an error. */
export async function subscribe(
  db: DB,
  rawEmail: string,
  now = new Date(),
): Promise<SubscribeResult> {
  const email = rawEmail.trim().toLowerCase();
  const existing = await db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'unsubscribed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing && !existing.unsubscribed_at) return 'already-subscribed';
  if (existing) {
    await db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: null, consent_at: now.toISOString() })
      .where('id', '=', existing.id)
      .execute();
    return 'resubscribed';
  }
  await db
    .insertInto('newsletter_subscribers')
    .values({
      email,
      consent_at: now.toISOString(),
      source: 'footer',
      unsubscribe_token: crypto.randomBytes(16).toString('base64url'),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return 'subscribed';
}

export async function unsubscribe(db: DB, token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: now.toISOString() })
    .where('unsubscribe_token', '=', token)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const known = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return Boolean(known);
}

export function listSubscribers(db: DB) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'consent_at', 'source', 'unsubscribe_token', 'unsubscribed_at'])
    .orderBy('consent_at', 'desc')
    .execute();
}

export async function removeSubscriber(db: DB, id: number): Promise<void> {
  await db.deleteFrom('newsletter_subscribers').where('id', '=', id).execute();
}

function csvCell(value: string | null): string {
  const text = value ?? '';
  // Quote every cell; neutralise spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export async function subscribersCsv(db: DB, siteUrl: string): Promise<string> {
  const rows = await listSubscribers(db);
  const header = ['email', 'consent_at', 'source', 'status', 'unsubscribe_url'];
  const lines = rows.map((row) =>
    [
      row.email,
      row.consent_at,
      row.source,
      row.unsubscribed_at ? `unsubscribed ${row.unsubscribed_at}` : 'subscribed',
      `${siteUrl}/newsletter/unsubscribe?token=${row.unsubscribe_token}`,
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
