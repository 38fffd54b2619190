import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../trpc/context';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { createTestDeps } from '../test/deps';
import { addTestStaff } from '../test/staff';
import { listMail } from '../mail';
import { RESEND_AFTER_MS } from './service';
import { storedRow } from '../test/db';
import { shopperCaller } from '../test/callers';

let deps: AppDeps;
const shopper = () => shopperCaller(deps);
async function staff(role: 'editor' | 'admin' = 'editor') {
  const user = await addTestStaff(deps.db, role);
  return createCaller(createContextInner(deps, { staff: user }));
}

beforeEach(async () => {
  deps = await createTestDeps();
});

/** The confirmation link's token from the newest queued mail to `to`. */
async function confirmTokenFor(to: string): Promise<string> {
  const mail = (await listMail(deps.db)).find((row) => row.to_address === to);
  const match = mail?.text_body.match(/\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no confirmation mail to ${to}`);
  return match[1]!;
}

async function subscribeAndConfirm(email: string) {
  await shopper().newsletter.subscribe({ email });
  expect(await shopper().newsletter.confirm({ token: await confirmTokenFor(email) })).toEqual({
    result: 'confirmed',
  });
}

/** Makes the last confirmation mail of every subscriber older than the resend wait. */
async function ageConfirmations() {
  await deps.db
    .updateTable('newsletter_subscribers')
    .set({ confirm_sent_at: new Date(Date.now() - RESEND_AFTER_MS - 1000).toISOString() })
    .execute();
}

/** A published post, written straight to the table (the editor's rules are not under test here). */
async function publishedPostId(): Promise<number> {
  const now = new Date().toISOString();
  const post = await deps.db
    .insertInto('blog_posts')
    .values({
      title: 'Fragrance-free, <plainly> & simply',
      slug: 'fragrance-free-plainly',
      subtitle: null,
      excerpt: null,
      content:
        '## Why it matters\n\nFragrance is one of the most common causes of contact allergy in cosmetics, and "unscented" does not always mean fragrance-free.\n\nRead the label.',
      featured_image_url: null,
      status: 'published',
      author_id: null,
      category_id: null,
      meta_title: null,
      meta_description: null,
      meta_keywords: '[]',
      og_image_url: null,
      read_time_minutes: 1,
      published_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return post.id;
}

describe('newsletter signup (double opt-in)', () => {
  it('validates the address and names the problem', async () => {
    await expect(shopper().newsletter.subscribe({ email: 'not-an-email' })).rejects.toThrow(
      'Please enter a valid email address.',
    );
    await expect(shopper().newsletter.subscribe({ email: '   ' })).rejects.toThrow(
      'Please enter your email address.',
    );
  });

  it('stores the address as pending and queues a confirmation mail with a link', async () => {
    expect(await shopper().newsletter.subscribe({ email: 'Ana@Example.com ' })).toEqual({
      status: 'confirmation-sent',
    });
    const rows = await deps.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ana@example.com', confirmed_at: null });
    expect(Date.parse(rows[0]!.consent_at)).toBeGreaterThan(Date.now() - 10_000);
    const [mail] = await listMail(deps.db);
    expect(mail).toMatchObject({ to_address: 'ana@example.com', status: 'queued' });
    expect(mail!.subject).toMatch(/confirm/i);
    const token = await confirmTokenFor('ana@example.com');
    expect(mail!.html_body).toContain(`https://puur.test/newsletter/confirm?token=${token}`);
    // Only the token's hash is stored.
    expect(rows[0]!.confirm_token_hash).not.toContain(token);
    expect(rows[0]!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('confirms with the link; opening it again says so; a wrong token confirms nothing', async () => {
    await shopper().newsletter.subscribe({ email: 'ben@example.com' });
    const token = await confirmTokenFor('ben@example.com');
    expect(await shopper().newsletter.confirm({ token: 'x'.repeat(32) })).toEqual({
      result: 'invalid',
    });
    expect(await shopper().newsletter.confirm({ token })).toEqual({ result: 'confirmed' });
    expect(await shopper().newsletter.confirm({ token })).toEqual({
      result: 'already-confirmed',
    });
    const row = await deps.db
      .selectFrom('newsletter_subscribers')
      .select('confirmed_at')
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).not.toBeNull();
    await expect(shopper().newsletter.confirm({ token: 'short' })).rejects.toThrow(
      'This confirmation link is not valid.',
    );
  });

  it('answers a repeat the same way, without a second mail within minutes, and resends later', async () => {
    await shopper().newsletter.subscribe({ email: 'cleo@example.com' });
    expect(await shopper().newsletter.subscribe({ email: 'cleo@example.com' })).toEqual({
      status: 'confirmation-sent',
    });
    expect(await listMail(deps.db)).toHaveLength(1);
    const first = await confirmTokenFor('cleo@example.com');

    await ageConfirmations();
    await shopper().newsletter.subscribe({ email: 'cleo@example.com' });
    expect(await listMail(deps.db)).toHaveLength(2);
    const second = await confirmTokenFor('cleo@example.com');
    expect(second).not.toBe(first);
    // The newest link is the one that works.
    expect(await shopper().newsletter.confirm({ token: first })).toEqual({ result: 'invalid' });
    expect(await shopper().newsletter.confirm({ token: second })).toEqual({ result: 'confirmed' });

    // A confirmed address gets a short note (with its unsubscribe link), not a second confirmation.
    await ageConfirmations();
    expect(await shopper().newsletter.subscribe({ email: 'cleo@example.com' })).toEqual({
      status: 'confirmation-sent',
    });
    const [note] = await listMail(deps.db);
    expect(note!.subject).toMatch(/already subscribed/);
    expect(JSON.parse(note!.headers)).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const row = await deps.db
      .selectFrom('newsletter_subscribers')
      .select('confirmed_at')
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).not.toBeNull();
  });

  it('refuses bots that fill the honeypot without telling them', async () => {
    expect(
      await shopper().newsletter.subscribe({ email: 'bot@example.com', website: 'http://spam' }),
    ).toEqual({ status: 'confirmation-sent' });
    expect(await deps.db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
    expect(await listMail(deps.db)).toEqual([]);
  });

  it('unsubscribes with the per-subscriber link; subscribing again needs a new confirmation', async () => {
    await subscribeAndConfirm('dan@example.com');
    const { unsubscribe_token } = await deps.db
      .selectFrom('newsletter_subscribers')
      .select('unsubscribe_token')
      .executeTakeFirstOrThrow();
    expect(await shopper().newsletter.unsubscribe({ token: unsubscribe_token })).toEqual({
      ok: true,
    });
    expect(await shopper().newsletter.unsubscribe({ token: 'x'.repeat(22) })).toEqual({
      ok: false,
    });
    await ageConfirmations();
    await shopper().newsletter.subscribe({ email: 'dan@example.com' });
    const dan = await deps.db
      .selectFrom('newsletter_subscribers')
      .select(['unsubscribed_at', 'confirmed_at'])
      .executeTakeFirstOrThrow();
    expect(dan).toEqual({ unsubscribed_at: null, confirmed_at: null });
  });

  it('lets staff see and export the subscribers with their status, and nobody else', async () => {
    await shopper().newsletter.subscribe({ email: 'eve@example.com' });
    await subscribeAndConfirm('fay@example.com');
    await expect(shopper().newsletter.exportCsv()).rejects.toBeInstanceOf(TRPCError);
    await expect(shopper().newsletter.list()).rejects.toBeInstanceOf(TRPCError);
    const editor = await staff('editor');
    const list = await editor.newsletter.list();
    expect(list.map((row) => [row.email, row.status]).sort()).toEqual([
      ['eve@example.com', 'pending'],
      ['fay@example.com', 'confirmed'],
    ]);
    expect(list[0]!.unsubscribe_url).toMatch(
      /^https:\/\/puur\.test\/newsletter\/unsubscribe\?token=/,
    );
    const csv = await editor.newsletter.exportCsv();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('email,consent_at,source,status,unsubscribe_url');
    expect(lines.find((line) => line.startsWith('"eve@'))).toMatch(
      /^"eve@example.com","\d{4}-.*","footer","pending confirmation","https:\/\/puur.test\/newsletter\/unsubscribe\?token=/,
    );
    expect(lines.find((line) => line.startsWith('"fay@'))).toMatch(/"confirmed \d{4}-/);
  });
});

describe('newsletter issues', () => {
  it('previews a post as it will be mailed, escaped, with the audience', async () => {
    const postId = await publishedPostId();
    await subscribeAndConfirm('gus@example.com');
    await shopper().newsletter.subscribe({ email: 'pending@example.com' });
    const editor = await staff('admin');
    const preview = await editor.newsletter.previewIssue({ source: { kind: 'post', postId } });
    expect(preview.subject).toBe('Fragrance-free, <plainly> & simply');
    expect(preview.html).toContain('Fragrance-free, &lt;plainly&gt; &amp; simply');
    expect(preview.html).not.toContain('<plainly>');
    expect(preview.text).toContain('Fragrance is one of the most common causes');
    expect(preview.text).toMatch(/Unsubscribe: https:\/\/puur\.test\/newsletter\/unsubscribe/);
    expect(preview).toMatchObject({ waiting: 1, alreadySent: 0 });
    await expect(
      shopper().newsletter.previewIssue({ source: { kind: 'post', postId } }),
    ).rejects.toBeInstanceOf(TRPCError);
  });

  it('names the problem for a post that is not published, or a bad source', async () => {
    const editor = await staff('editor');
    await expect(
      editor.newsletter.previewIssue({ source: { kind: 'post', postId: 999_999 } }),
    ).rejects.toThrow(/only published posts can be sent/);
    await expect(
      editor.newsletter.sendIssue({ source: { kind: 'post', postId: -1 } }),
    ).rejects.toThrow('Choose a post.');
    await expect(
      editor.newsletter.sendIssue({ source: { kind: 'weekly' } as never }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('sends a test to one address, marked as a test and not recorded as an issue', async () => {
    const postId = await publishedPostId();
    const editor = await staff('editor');
    await expect(
      editor.newsletter.sendTestIssue({ source: { kind: 'post', postId }, to: 'nope' }),
    ).rejects.toThrow('Enter a valid email address for the test mail.');
    await editor.newsletter.sendTestIssue({
      source: { kind: 'post', postId },
      to: 'me@puur.test',
    });
    const [mail] = await listMail(deps.db);
    expect(mail).toMatchObject({
      to_address: 'me@puur.test',
      subject: '[Test] Fragrance-free, <plainly> & simply',
    });
    expect(await editor.newsletter.issues()).toEqual([]);
  });

  it('queues one mail per confirmed subscriber with its own unsubscribe link, once', async () => {
    const postId = await publishedPostId();
    await subscribeAndConfirm('hal@example.com');
    await subscribeAndConfirm('ida@example.com');
    await shopper().newsletter.subscribe({ email: 'pending@example.com' });
    const editor = await staff('editor');
    const before = (await listMail(deps.db)).length;

    const sent = await editor.newsletter.sendIssue({ source: { kind: 'post', postId } });
    expect(sent).toMatchObject({ queued: 2, alreadySent: 0 });
    const issueMails = (await listMail(deps.db)).slice(0, 2);
    expect((await listMail(deps.db)).length).toBe(before + 2);
    expect(issueMails.map((mail) => mail.to_address).sort()).toEqual([
      'hal@example.com',
      'ida@example.com',
    ]);
    const tokens = await deps.db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'unsubscribe_token'])
      .execute();
    for (const mail of issueMails) {
      const token = tokens.find((row) => row.email === mail.to_address)!.unsubscribe_token;
      const url = `https://puur.test/newsletter/unsubscribe?token=${token}`;
      expect(mail.text_body).toContain(url);
      expect(JSON.parse(mail.headers)).toEqual({
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }

    // The same issue again: nothing new to queue.
    expect(await editor.newsletter.sendIssue({ source: { kind: 'post', postId } })).toMatchObject({
      queued: 0,
      alreadySent: 2,
    });
    expect((await listMail(deps.db)).length).toBe(before + 2);
    // A subscriber confirmed since gets it; the others do not get a second copy.
    await subscribeAndConfirm('jo@example.com');
    expect(await editor.newsletter.sendIssue({ source: { kind: 'post', postId } })).toMatchObject({
      queued: 1,
      alreadySent: 2,
    });
    const issues = await editor.newsletter.issues();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ kind: 'post', recipients: 3 });
  });

  it('sends an issue of a post whose stored title holds a line break or an encoded word, as one plain line', async () => {
    const postId = await publishedPostId();
    // Saved before titles were one line: the mail still goes, its subject cleaned.
    await deps.db
      .updateTable('blog_posts')
      .set({ title: 'Line one\r\nBcc: everyone@example.com =?utf-8?B?SGk=?=' })
      .where('id', '=', postId)
      .execute();
    await subscribeAndConfirm('kim@example.com');
    const editor = await staff('editor');
    expect(await editor.newsletter.sendIssue({ source: { kind: 'post', postId } })).toMatchObject({
      queued: 1,
    });
    const [mail] = await listMail(deps.db);
    expect(mail!.subject).toBe('Line one Bcc: everyone@example.com = ?utf-8?B?SGk= ?=');
  });

  it('sends a digest of the latest published posts; unsubscribed people get nothing', async () => {
    await publishedPostId();
    await subscribeAndConfirm('kim@example.com');
    await subscribeAndConfirm('lou@example.com');
    const { unsubscribe_token } = await storedRow(
      deps.db,
      'newsletter_subscribers',
      { email: 'lou@example.com' },
      ['unsubscribe_token'],
    );
    await shopper().newsletter.unsubscribe({ token: unsubscribe_token });
    const editor = await staff('editor');
    const preview = await editor.newsletter.previewIssue({ source: { kind: 'digest' } });
    expect(preview.subject).toBe('Recent reads from Puur');
    expect(preview.text).toContain('Fragrance-free, <plainly> & simply');
    expect(await editor.newsletter.sendIssue({ source: { kind: 'digest' } })).toMatchObject({
      queued: 1,
    });
    const [mail] = await listMail(deps.db);
    expect(mail!.to_address).toBe('kim@example.com');
    expect(mail!.subject).toBe('Recent reads from Puur');
  });

  it('lists the published posts to choose from', async () => {
    const postId = await publishedPostId();
    const posts = await (await staff('editor')).newsletter.issuePosts();
    expect(posts.map((post) => post.id)).toContain(postId);
  });
});

describe('admin outbox', () => {
  it('shows staff the recent mail with status, and that it goes to the outbox folder', async () => {
    await shopper().newsletter.subscribe({ email: 'max@example.com' });
    await expect(shopper().mail.recent()).rejects.toBeInstanceOf(TRPCError);
    const editor = await staff('editor');
    const outbox = await editor.mail.recent();
    expect(outbox.delivery.kind).toBe('outbox');
    expect(outbox.delivery.outboxDir).toMatch(/outbox$/);
    expect(outbox.counts).toMatchObject({ queued: 1, failed: 0 });
    expect(outbox.mails[0]).toMatchObject({
      to: 'max@example.com',
      status: 'queued',
      attempts: 0,
      lastError: null,
    });
  });

  it('says SMTP without showing the URL, and lets admins retry only a failed mail', async () => {
    deps = { ...deps, env: { ...deps.env, SMTP_URL: 'smtp://user:secret@mail.example:587' } };
    await shopper().newsletter.subscribe({ email: 'ned@example.com' });
    const admin = await staff('admin');
    const outbox = await admin.mail.recent();
    expect(outbox.delivery).toEqual({ kind: 'smtp', outboxDir: null });
    expect(JSON.stringify(outbox)).not.toContain('secret');
    const id = outbox.mails[0]!.id;
    await expect(admin.mail.retry({ id })).rejects.toThrow('Only a failed mail can be sent again.');
    await deps.db
      .updateTable('mail_queue')
      .set({ status: 'failed', last_error: 'refused' })
      .execute();
    expect(await admin.mail.retry({ id })).toEqual({ ok: true });
    expect((await admin.mail.recent({ status: 'queued' })).mails).toHaveLength(1);
  });
});
