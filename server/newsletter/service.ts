import { hashToken, newToken } from '../auth/tokens';
import type { DB } from '../db/connect';
import { enqueueMail } from '../mail';
import { alreadySubscribedMail, confirmationMail, type MailSite } from './mails';

/** What happened to a signup. The form shows one answer for all of them (it tells nobody who is subscribed). */
export type SubscribeResult =
  'confirmation-sent' | 'confirmation-resent' | 'already-subscribed-notice' | 'waiting';

/** A second confirmation (or "already subscribed") mail waits this long after the last one. */
export const RESEND_AFTER_MS = 10 * 60_000;
/** A confirmation link works this long after it was sent. */
export const CONFIRM_VALID_MS = 7 * 24 * 60 * 60_000;

/**
 * Double opt-in: stores the address as pending and queues a confirmation mail in the same
 * transaction. A repeat within RESEND_AFTER_MS queues nothing; after it, a pending address gets a
 * new link and a confirmed one a short "you are already subscribed" note, so the answer on the
 * page can be the same for everyone and still be true.
 */
export async function subscribe(
  db: DB,
  site: MailSite,
  rawEmail: string,
  now = new Date(),
): Promise<SubscribeResult> {
  const email = rawEmail.trim().toLowerCase();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('newsletter_subscribers')
      .select(['id', 'unsubscribe_token', 'unsubscribed_at', 'confirmed_at', 'confirm_sent_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    const recent =
      existing?.confirm_sent_at != null &&
      now.getTime() - Date.parse(existing.confirm_sent_at) < RESEND_AFTER_MS;
    if (existing && recent) return 'waiting';

    if (existing && existing.confirmed_at && !existing.unsubscribed_at) {
      await trx
        .updateTable('newsletter_subscribers')
        .set({ confirm_sent_at: at })
        .where('id', '=', existing.id)
        .execute();
      await enqueueMail(trx, alreadySubscribedMail(site, email, existing.unsubscribe_token));
      return 'already-subscribed-notice';
    }

    const token = newToken(24);
    if (existing) {
      // Pending, or back after unsubscribing: a fresh link (an older one stops working).
      await trx
        .updateTable('newsletter_subscribers')
        .set({
          unsubscribed_at: null,
          confirmed_at: null,
          consent_at: at,
          confirm_token_hash: hashToken(token),
          confirm_sent_at: at,
        })
        .where('id', '=', existing.id)
        .execute();
    } else {
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({
          email,
          consent_at: at,
          source: 'footer',
          unsubscribe_token: newToken(),
          confirm_token_hash: hashToken(token),
          confirm_sent_at: at,
        })
        // The same address sent twice at once (PostgreSQL): the other request mails it.
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return 'waiting';
    }
    await enqueueMail(trx, confirmationMail(site, email, token));
    return existing ? 'confirmation-resent' : 'confirmation-sent';
  });
}

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';

/** Opens a confirmation link: the address now receives issues. Opening it again says so. */
export async function confirmSubscription(
  db: DB,
  token: string,
  now = new Date(),
): Promise<ConfirmResult> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'confirmed_at', 'confirm_sent_at', 'unsubscribed_at'])
    .where('confirm_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.unsubscribed_at) return 'invalid';
  if (row.confirmed_at) return 'already-confirmed';
  if (row.confirm_sent_at && now.getTime() - Date.parse(row.confirm_sent_at) > CONFIRM_VALID_MS)
    return 'expired';
  await db
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  return 'confirmed';
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

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export function subscriberStatus(row: {
  unsubscribed_at: string | null;
  confirmed_at: string | null;
}): SubscriberStatus {
  if (row.unsubscribed_at) return 'unsubscribed';
  return row.confirmed_at ? 'confirmed' : 'pending';
}

export function listSubscribers(db: DB) {
  return db
    .selectFrom('newsletter_subscribers')
    .select([
      'id',
      'email',
      'consent_at',
      'source',
      'unsubscribe_token',
      'unsubscribed_at',
      'confirmed_at',
    ])
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
      row.unsubscribed_at
        ? `unsubscribed ${row.unsubscribed_at}`
        : row.confirmed_at
          ? `confirmed ${row.confirmed_at}`
          : 'pending confirmation',
      `${siteUrl}/newsletter/unsubscribe?token=${row.unsubscribe_token}`,
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
