import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { parseEnv } from '../env';
import { silentLogger } from '../logger';
import { createTestDb } from '../test/db';
import { enqueueMail, listMail, countMail, retryMail } from './queue';
import { startMailSender, type MailSender } from './sender';
import { createMailTransport, mailFrom, outboxTransport, smtpTransport } from './transport';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server for one test: records what it accepts, or refuses with `refuse`. */
async function startSmtp(refuse?: { code: number; message: string }) {
  const received: Received[] = [];
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refuse) return callback();
      const error = Object.assign(new Error(refuse.message), { responseCode: refuse.code });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function sender(db: DB, transport: ReturnType<typeof smtpTransport>, extra = {}): MailSender {
  const mail = startMailSender({
    db,
    transport,
    logger: silentLogger,
    from: 'Puur <hello@puur.example>',
    pollMs: 60_000,
    ...extra,
  });
  cleanups.push(() => mail.stop());
  return mail;
}

const unsubscribe = {
  'List-Unsubscribe': '<https://puur.example/newsletter/unsubscribe?token=abc>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

describe('outgoing mail', () => {
  it('delivers a queued mail once, with its headers, through SMTP', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const db = await createTestDb();
    const queued = await enqueueMail(db, {
      to: 'ana@example.com',
      subject: 'Confirm your subscription',
      text: 'Click to confirm.',
      html: '<p>Click to confirm.</p>',
      headers: unsubscribe,
    });
    const mail = sender(db, smtpTransport(smtp.url));
    await mail.drain();
    await mail.drain();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['ana@example.com']);
    expect(message!.from).toBe('hello@puur.example');
    expect(message!.raw).toContain('Subject: Confirm your subscription');
    expect(message!.raw).toContain(
      'List-Unsubscribe: <https://puur.example/newsletter/unsubscribe?token=abc>',
    );
    expect(message!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(message!.raw).toContain(`Message-ID: ${queued.messageId}`);
    const [row] = await listMail(db);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', last_error: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it('queues every subject and header value as one plain line, encoded words broken up', async () => {
    const db = await createTestDb();
    await enqueueMail(db, {
      to: 'a@example.com',
      subject: 'Hello\r\nBcc: all@example.com\u0000 =?utf-8?B?SGk=?=',
      text: 'Body',
      headers: { 'X-Note': 'one\ntwo' },
    });
    const [row] = await listMail(db);
    expect(row!.subject).toBe('Hello Bcc: all@example.com = ?utf-8?B?SGk= ?=');
    expect(JSON.parse(row!.headers)).toEqual({ 'X-Note': 'one two' });
    await expect(
      enqueueMail(db, { to: 'a@example.com\nb@example.com', subject: 'x', text: 'x' }),
    ).rejects.toThrow('one recipient');
  });

  it('queues in the caller transaction: a rolled-back transaction sends nothing', async () => {
    const db = await createTestDb();
    await db
      .transaction()
      .execute(async (trx) => {
        await enqueueMail(trx, { to: 'ana@example.com', subject: 'Hi', text: 'Hi' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await listMail(db)).toEqual([]);
  });

  it('retries a refused mail with back-off, then marks it failed with the error', async () => {
    const smtp = await startSmtp({ code: 451, message: 'Mailbox busy, try later' });
    cleanups.push(smtp.close);
    const db = await createTestDb();
    await enqueueMail(db, { to: 'ana@example.com', subject: 'Hi', text: 'Hi' });
    let clock = new Date('2026-11-25T10:00:00Z');
    const mail = sender(db, smtpTransport(smtp.url), {
      maxAttempts: 3,
      backoffMs: [60_000, 300_000],
      now: () => clock,
    });
    // The sender's own first pass (at start; nothing is due by this clock) ends before the mail is
    // made due: on PostgreSQL it could otherwise read the queue after the update, on another
    // connection, and take the attempt this test counts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await mail.drain()).toBe(0);
    // Queued with the real time, which is later than this clock: make it due now.
    await db.updateTable('mail_queue').set({ next_attempt_at: clock.toISOString() }).execute();

    expect(await mail.drain()).toBe(1);
    let [row] = await listMail(db);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.last_error).toMatch(/Mailbox busy/);
    expect(row!.next_attempt_at).toBe('2026-11-25T10:01:00.000Z');
    expect(await mail.drain()).toBe(0); // not due yet

    clock = new Date('2026-11-25T10:01:00Z');
    expect(await mail.drain()).toBe(1);
    [row] = await listMail(db);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row!.next_attempt_at).toBe('2026-11-25T10:06:00.000Z');

    clock = new Date('2026-11-25T10:06:00Z');
    expect(await mail.drain()).toBe(1);
    [row] = await listMail(db);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row!.last_error).toMatch(/Mailbox busy/);
    expect(await countMail(db)).toMatchObject({ failed: 1, queued: 0, sent: 0 });
    expect(smtp.received).toEqual([]);

    // Staff can put it back once the server is fixed.
    expect(await retryMail(db, row!.id, clock)).toBe(true);
    expect((await listMail(db))[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('marks a permanently refused mail (5xx) failed at once', async () => {
    const smtp = await startSmtp({ code: 550, message: 'No such user' });
    cleanups.push(smtp.close);
    const db = await createTestDb();
    await enqueueMail(db, { to: 'nobody@example.com', subject: 'Hi', text: 'Hi' });
    await sender(db, smtpTransport(smtp.url)).drain();
    expect((await listMail(db))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await listMail(db))[0]!.last_error).toMatch(/No such user/);
  });

  it('writes the mail to the outbox folder when SMTP_URL is not set', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-outbox-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const env = parseEnv({
      DATABASE_PATH: path.join(dir, 'puur.db'),
      CONTACT_EMAIL: 'hi@puur.example',
    });
    const transport = createMailTransport(env);
    expect(transport.kind).toBe('outbox');
    const db = await createTestDb();
    await enqueueMail(db, {
      to: 'ana@example.com',
      subject: 'Welcome',
      text: 'Hello Ana',
      headers: unsubscribe,
    });
    const mail = sender(db, transport, { from: mailFrom(env) });
    await mail.drain();

    const files = fs.readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\d-000001\.eml$/);
    const eml = fs.readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('From: Puur <hi@puur.example>');
    expect(eml).toContain('Subject: Welcome');
    expect(eml).toContain(
      'List-Unsubscribe: <https://puur.example/newsletter/unsubscribe?token=abc>',
    );
    expect(eml).toContain('Hello Ana');
    const [row] = await listMail(db);
    expect(row).toMatchObject({ status: 'sent', transport: 'outbox' });
    expect(row!.delivery).toBe(path.join(dir, 'outbox', files[0]!));
  });

  it('sends nothing twice across a restart, and sends again a mail left mid-send by a crash', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-mail-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'puur.db');

    const first = openDatabase(file);
    await migrateToLatest(first.db);
    await enqueueMail(first.db, { to: 'a@example.com', subject: 'One', text: '1' });
    await enqueueMail(first.db, { to: 'b@example.com', subject: 'Two', text: '2' });
    const before = startMailSender({
      db: first.db,
      transport: smtpTransport(smtp.url),
      logger: silentLogger,
      from: 'hello@puur.example',
      pollMs: 60_000,
    });
    await before.drain();
    await before.stop();
    // A third mail was in hand when the process died: the row still says 'sending'.
    await enqueueMail(first.db, { to: 'c@example.com', subject: 'Three', text: '3' });
    await first.db
      .updateTable('mail_queue')
      .set({ status: 'sending', attempts: 1 })
      .where('subject', '=', 'Three')
      .execute();
    await first.db.destroy();
    expect(smtp.received.map((m) => m.to[0])).toEqual(['a@example.com', 'b@example.com']);

    const second = openDatabase(file);
    cleanups.push(() => second.db.destroy());
    await sender(second.db, smtpTransport(smtp.url)).drain();
    expect(smtp.received.map((m) => m.to[0])).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(await countMail(second.db)).toMatchObject({ sent: 3, sending: 0, queued: 0 });
    const three = (await listMail(second.db)).find((row) => row.subject === 'Three');
    expect(three).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('outbox: a repeat after a crash overwrites its file instead of adding one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-outbox-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const db = await createTestDb();
    await enqueueMail(db, { to: 'ana@example.com', subject: 'Hi', text: 'Hi' });
    await sender(db, outboxTransport(dir)).drain();
    await db.updateTable('mail_queue').set({ status: 'sending' }).execute();
    await sender(db, outboxTransport(dir)).drain();
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });

  it('rejects header injection in the recipient', async () => {
    const db = await createTestDb();
    await expect(
      enqueueMail(db, { to: 'a@example.com\r\nBcc: x@example.com', subject: 'Hi', text: 'Hi' }),
    ).rejects.toThrow(/recipient/);
  });
});
