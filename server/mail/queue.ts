import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailQueueTable, MailStatus } from '../db/schema';

/** One message to send. Text is required (every mail readable as plain text); HTML is optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Null or absent: MAIL_FROM. */
  from?: string;
  /** Extra headers, e.g. { 'List-Unsubscribe': '<https://…>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }. */
  headers?: Record<string, string>;
}

export type MailRow = Selectable<MailQueueTable>;

export interface QueuedMail {
  id: number;
  messageId: string;
}

/**
 * Puts a message in the queue; the sender delivers it shortly after (decision 0020). Pass a
 * transaction as `db` to queue it with the caller's other writes: it is sent only if they commit.
 * The host in the Message-ID is the sender's domain when known (`MAIL_FROM`'s), else `puur.local`.
 */
export async function enqueueMail(
  db: Kysely<Database>,
  message: MailMessage,
  options: { now?: Date; messageIdDomain?: string } = {},
): Promise<QueuedMail> {
  const to = message.to.trim();
  if (!to || /[\r\n]/.test(to)) throw new Error('A mail needs one recipient address.');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Bad mail header: ${name}`);
    headers[name] = headerText(value);
  }
  const domain = options.messageIdDomain ?? domainOf(message.from) ?? 'puur.local';
  const messageId = `<${randomBytes(12).toString('hex')}@${domain}>`;
  const row = await db
    .insertInto('mail_queue')
    .values({
      message_id: messageId,
      from_address: message.from ?? null,
      to_address: to,
      subject: headerText(message.subject),
      text_body: message.text,
      html_body: message.html ?? null,
      headers: JSON.stringify(headers),
      next_attempt_at: (options.now ?? new Date()).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, messageId };
}

/**
 * A header value as one plain line: the one place every subject and extra header is cleaned
 * before it is queued (a title saved before titles were one line, text from any caller). Line
 * breaks and other control characters become spaces, so no header can be injected; an RFC 2047
 * encoded word (`=?utf-8?B?…?=`) is broken up, so it shows as typed instead of being decoded
 * into text nobody reviewed.
 */
export function headerText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/=\?/g, '= ?')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

function domainOf(address: string | undefined): string | undefined {
  const match = address?.match(/@([A-Za-z0-9.-]+)>?\s*$/);
  return match?.[1];
}

/** The queue's rows, newest first, for an admin view (the outbox page, the work queues). */
export async function listMail(
  db: Kysely<Database>,
  filter: { status?: MailStatus; limit?: number } = {},
): Promise<MailRow[]> {
  let query = db.selectFrom('mail_queue').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  return query
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 100)
    .execute();
}

/** How many messages are in each state (failed ones are staff work). */
export async function countMail(db: Kysely<Database>): Promise<Record<MailStatus, number>> {
  const rows = await db
    .selectFrom('mail_queue')
    .select(['status', db.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Puts a failed message back in the queue (staff "try again" after fixing the mail settings). */
export async function retryMail(
  db: Kysely<Database>,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
