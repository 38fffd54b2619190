import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../trpc/context';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { createTestDeps } from '../test/deps';
import { addTestStaff } from '../test/staff';

let deps: AppDeps;
const shopper = () => createCaller(createContextInner(deps));

beforeEach(async () => {
  deps = await createTestDeps();
});

describe('newsletter', () => {
  it('validates the address and names the problem', async () => {
    await expect(shopper().newsletter.subscribe({ email: 'not-an-email' })).rejects.toThrow(
      'Please enter a valid email address.',
    );
    await expect(shopper().newsletter.subscribe({ email: '   ' })).rejects.toThrow(
      'Please enter your email address.',
    );
  });

  it('stores an address once, with its consent time; a repeat gets the same answer', async () => {
    expect(await shopper().newsletter.subscribe({ email: 'Ana@Example.com ' })).toEqual({
      status: 'subscribed',
    });
    // The same answer as a new address: the form must not tell who is subscribed.
    expect(await shopper().newsletter.subscribe({ email: 'ana@example.com' })).toEqual({
      status: 'subscribed',
    });
    const rows = await deps.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('ana@example.com');
    expect(Date.parse(rows[0]!.consent_at)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('refuses bots that fill the honeypot without telling them', async () => {
    expect(
      await shopper().newsletter.subscribe({ email: 'bot@example.com', website: 'http://spam' }),
    ).toEqual({
      status: 'subscribed',
    });
    expect(await deps.db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
  });

  it('unsubscribes with the per-subscriber link and lets the person subscribe again', async () => {
    await shopper().newsletter.subscribe({ email: 'ben@example.com' });
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
    expect(await shopper().newsletter.subscribe({ email: 'ben@example.com' })).toEqual({
      status: 'subscribed',
    });
    const ben = await deps.db
      .selectFrom('newsletter_subscribers')
      .select('unsubscribed_at')
      .executeTakeFirstOrThrow();
    expect(ben.unsubscribed_at).toBeNull();
  });

  it('lets staff see and export the subscribers as CSV, and nobody else', async () => {
    await shopper().newsletter.subscribe({ email: 'cleo@example.com' });
    await expect(shopper().newsletter.exportCsv()).rejects.toBeInstanceOf(TRPCError);
    const editor = await addTestStaff(deps.db, 'editor');
    const staff = createCaller(createContextInner(deps, { staff: editor }));
    const list = await staff.newsletter.list();
    expect(list[0]).toMatchObject({ email: 'cleo@example.com' });
    expect(list[0]!.unsubscribe_url).toMatch(
      /^https:\/\/puur\.test\/newsletter\/unsubscribe\?token=/,
    );
    const csv = await staff.newsletter.exportCsv();
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toBe('email,consent_at,source,status,unsubscribe_url');
    expect(row).toMatch(
      /^"cleo@example.com","\d{4}-.*","footer","subscribed","https:\/\/puur.test\/newsletter\/unsubscribe\?token=/,
    );
  });
});
