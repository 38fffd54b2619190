/**
 * The newsletter loop with real mail (decision 0020): subscribe → the confirmation mail
 * arrives → confirm → staff send a post → the subscriber receives it and its unsubscribe link
 * works. Once through a local SMTP server this spec starts (with a Puur server of its own, started
 * with SMTP_URL pointing at it), once with no SMTP configured, where mail lands in the outbox folder
 * of the suite's server (scripts/e2e-server.mjs) and the admin Outbox page says so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect, signIn, test } from './fixtures';
import { outboxMailsTo, readable, waitFor } from './mail';
import type { Page } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

interface Received {
  to: string[];
  raw: string;
}

function linkIn(message: string, pathname: string): string {
  const match = message.match(new RegExp(`https?://[^\\s<>"]+${pathname}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${pathname} link in:\n${message.slice(0, 2000)}`);
  return match[0];
}

async function subscribeInFooter(page: Page, base: string, email: string) {
  await page.goto(`${base}/`);
  const footer = page.getByRole('contentinfo');
  await footer.getByPlaceholder('EMAIL').fill(email);
  await footer.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(page.getByText(`We sent a confirmation mail to ${email}.`)).toBeVisible();
}

test.describe('newsletter through a local SMTP server', () => {
  const PORT = Number(process.env.E2E_PORT ?? 3210) + 51;
  const BASE = `http://127.0.0.1:${PORT}`;
  const received: Received[] = [];
  let smtp: SMTPServer | undefined;
  let server: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: readable(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-smtp-e2e-'));
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      detached: true, // its own process group: the server it starts stops with it
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATABASE_PATH: path.join(dataDir, 'puur.db'),
        SITE_URL: BASE,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Puur <hello@puur.test>',
        LOG_LEVEL: 'warn',
      },
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      const healthy = await fetch(`${BASE}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  test('subscribe, confirm by mail, receive a post staff send, unsubscribe by its link', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `reader-${Date.now()}@example.com`;
    const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address));

    await subscribeInFooter(page, BASE, email);
    const confirmation = await waitFor('the confirmation mail', () => mailsTo(email)[0]);
    expect(confirmation.raw).toMatch(/Subject: Please confirm your subscription/);
    await page.goto(linkIn(confirmation.raw, '/newsletter/confirm'));
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();

    await signIn(page, undefined, `${BASE}/admin/newsletter`);
    await expect(page.getByRole('heading', { name: 'Send a newsletter' })).toBeVisible();
    const subject = (await page.getByTestId('issue-subject').textContent())!;
    expect(subject.length).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await expect(page.getByTestId('issue-text')).toContainText('Unsubscribe:');

    await page.getByLabel('Send a test to').fill('editor-test@example.com');
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Test mail queued')).toBeVisible();
    const testMail = await waitFor('the test mail', () => mailsTo('editor-test@example.com')[0]);
    expect(testMail.raw).toContain('[Test]');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Send to 1 confirmed subscriber' }).click();
    await expect(page.getByText('Newsletter queued')).toBeVisible();
    await expect(page.getByTestId('issue-audience')).toContainText('Already sent to 1');
    await expect(page.getByRole('button', { name: /Send to 0 confirmed/ })).toBeDisabled();

    const issue = await waitFor('the newsletter', () =>
      mailsTo(email).find((mail) => mail.raw.includes('/blog/')),
    );
    const unsubscribe = linkIn(issue.raw, '/newsletter/unsubscribe');
    expect(issue.raw).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(issue.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The same issue reached this subscriber once (the confirmation, then the issue).
    expect(mailsTo(email)).toHaveLength(2);

    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();

    await page.goto(`${BASE}/admin/subscribers`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Unsubscribed')).toBeVisible();
    await page.goto(`${BASE}/admin/outbox`);
    await expect(page.getByTestId('mail-delivery')).toHaveText(
      'Mail is sent through the SMTP server set in SMTP_URL.',
    );
    await expect(page.getByTestId('mail-row').filter({ hasText: email }).first()).toContainText(
      'sent',
    );
  });
});

test.describe('newsletter with no SMTP configured', () => {
  // The suite's server (playwright.config.ts) has no SMTP_URL: mail goes to the outbox folder
  // beside its database.
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const filesTo = (address: string) => outboxMailsTo(address, outbox);

  test('the confirmation and the newsletter land in the outbox, which the admin shows', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `outbox-reader-${Date.now()}@example.com`;
    await subscribeInFooter(page, '', email);
    const confirmation = await waitFor('the confirmation in the outbox', () => filesTo(email)[0]);
    await page.goto(linkIn(confirmation, '/newsletter/confirm'));
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();

    await signIn(page, undefined, '/admin/outbox');
    await expect(page.getByTestId('mail-delivery')).toContainText(
      'No SMTP server is configured, so mail is not sent.',
    );
    await expect(page.getByTestId('mail-delivery')).toContainText(outbox);
    await expect(page.getByTestId('mail-row').filter({ hasText: email }).first()).toContainText(
      'to the outbox folder',
    );

    await page.goto('/admin/newsletter');
    await page.getByLabel('Content').selectOption({ label: 'Digest of recent posts' });
    await expect(page.getByTestId('issue-subject')).toHaveText('Recent reads from Puur');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Send to [1-9]\d* confirmed/ }).click();
    await expect(page.getByText('Newsletter queued')).toBeVisible();

    const issue = await waitFor('the digest in the outbox', () =>
      filesTo(email).find((message) => message.includes('Subject: Recent reads from Puur')),
    );
    const unsubscribe = linkIn(issue, '/newsletter/unsubscribe');
    expect(issue).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    // What a mail app does with List-Unsubscribe-Post: one POST, no cookie, no page.
    const oneClick = await request.post(unsubscribe, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toBe('You have been unsubscribed.');
    await page.goto('/admin/subscribers');
    await expect(
      page.getByRole('row').filter({ hasText: email }).getByText('Unsubscribed'),
    ).toBeVisible();
  });
});
