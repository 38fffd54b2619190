import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Env } from '../env';
import type { MailRow } from './queue';

/** What a transport reports for an accepted message: the server's reply or the file written. */
export interface Delivery {
  detail: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted; rejects with the reason otherwise. */
  send(row: MailRow, from: string): Promise<Delivery>;
  close(): void;
}

/** An error that retrying will not fix (the SMTP server answered 5xx). */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function mailOptions(row: MailRow, from: string): SendMailOptions {
  return {
    from,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body === null ? {} : { html: row.html_body }),
    messageId: row.message_id,
    date: new Date(row.created_at),
    headers: JSON.parse(row.headers) as Record<string, string>,
  };
}

/** SMTP through nodemailer; `url` as in SMTP_URL (smtp:// with STARTTLS when offered, smtps:// TLS). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(row, from) {
      const info = (await transporter.sendMail(mailOptions(row, from))) as { response?: string };
      return { detail: info.response ?? 'accepted' };
    },
    close: () => transporter.close(),
  };
}

/**
 * The outbox folder: each message as an .eml file named after its queue id, written whole and
 * then renamed, so a file is either complete or absent and a repeat overwrites, never duplicates.
 */
export function outboxTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(row, from) {
      const info = (await builder.sendMail(mailOptions(row, from))) as { message: Buffer };
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName(row));
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message);
      await fs.rename(partial, file);
      return { detail: file };
    },
    close: () => builder.close(),
  };
}

export function outboxFileName(row: Pick<MailRow, 'id' | 'created_at'>): string {
  const day = row.created_at.slice(0, 10);
  return `${day}-${String(row.id).padStart(6, '0')}.eml`;
}

/** The outbox folder the server uses: OUTBOX_DIR, else `outbox` beside the database. */
export function outboxDir(env: Pick<Env, 'OUTBOX_DIR' | 'DATABASE_PATH'>): string {
  return path.resolve(env.OUTBOX_DIR ?? path.join(path.dirname(env.DATABASE_PATH), 'outbox'));
}

/** SMTP when SMTP_URL is set, otherwise the outbox folder (a fresh install loses nothing). */
export function createMailTransport(
  env: Pick<Env, 'SMTP_URL' | 'OUTBOX_DIR' | 'DATABASE_PATH'>,
): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : outboxTransport(outboxDir(env));
}

/** The From of outgoing mail: MAIL_FROM, else SITE_NAME <CONTACT_EMAIL>, else no-reply@ the site's host. */
export function mailFrom(
  env: Pick<Env, 'MAIL_FROM' | 'SITE_NAME' | 'CONTACT_EMAIL' | 'SITE_URL'>,
): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const address = env.CONTACT_EMAIL ?? `no-reply@${new URL(env.SITE_URL).hostname}`;
  return `"${env.SITE_NAME.replace(/["\\]/g, '')}" <${address}>`;
}
