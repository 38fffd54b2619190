import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../trpc/context';
import { createTestDeps, testEnv } from '../test/deps';
import { staffCaller, shopperCaller } from '../test/callers';
import { productForm } from '../test/product-row';
import { UNCONFIRMED_PER_DAY } from '../mail/unconfirmed';
import { ARRIVAL_CONFIRM_VALID_MS, purgeUnconfirmedArrivals } from './service';

let deps: AppDeps;
const shopper = () => shopperCaller(deps);
const editor = () => staffCaller(deps, 'editor');

/** A product with no shop link yet. */
const balm = productForm({ description: 'A soft balm.', price: 18.5 });

beforeEach(async () => {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-arrivals-'));
  deps = await createTestDeps({ env: testEnv({ UPLOADS_DIR: uploads }) });
});

const queued = () =>
  deps.db.selectFrom('mail_queue').select(['to_address', 'subject', 'text_body']).execute();
const waiting = () => deps.db.selectFrom('arrival_requests').selectAll().execute();
const notices = async () =>
  (await queued()).filter((mail) => mail.subject.includes('can now be bought'));
const confirmations = async (to: string) =>
  (await queued()).filter((mail) => mail.to_address === to && mail.subject.startsWith('Confirm'));
/** Opens the newest confirmation link mailed to an address, as its owner would. */
async function confirmFromMail(to: string) {
  const mail = (await confirmations(to)).at(-1)!;
  const token = /\/arrivals\/confirm\?token=([A-Za-z0-9_-]{32})/.exec(mail.text_body)![1]!;
  return shopper().arrivals.confirm({ token });
}

describe('tell me when it arrives', () => {
  it('keeps an address per product and region, once, and mails it once, after it confirmed, when that region gets a shop link', async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create({ ...balm, eu_shop_link: null });
    const ask = { productId: id, region: 'EUROPE' as const, email: 'Ana@Example.com ' };
    expect(await shopper().arrivals.request(ask)).toEqual({ status: 'confirmation-sent' });
    expect(await shopper().arrivals.request({ ...ask, email: 'ana@example.com' })).toEqual({
      status: 'confirmation-sent',
    });
    await shopper().arrivals.request({ ...ask, region: 'USA', email: 'ben@example.com' });
    expect((await waiting()).map((row) => [row.email, row.region])).toEqual([
      ['ana@example.com', 'Europe'],
      ['ben@example.com', 'USA'],
    ]);
    // One confirmation each (the repeat within minutes sends none), naming only the product.
    const [toAna] = await confirmations('ana@example.com');
    expect(await confirmations('ana@example.com')).toHaveLength(1);
    expect(toAna!.subject).toBe('Confirm: tell me when Lavender Sleep Balm arrives in Europe');
    expect(await confirmFromMail('ana@example.com')).toEqual({
      result: 'confirmed',
      product: { id, name: 'Lavender Sleep Balm' },
    });
    expect((await confirmFromMail('ana@example.com')).result).toBe('already-confirmed');

    // An edit that adds no link sends nothing.
    await staff.productAdmin.update({ id, product: { ...balm, description: 'Softer.' } as never });
    expect(await notices()).toEqual([]);

    await staff.productAdmin.update({
      id,
      product: { ...balm, eu_shop_link: 'https://eu.shop.example/balm' } as never,
    });
    const mails = await notices();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe('ana@example.com');
    expect(mails[0]!.subject).toBe('Lavender Sleep Balm can now be bought in Europe');
    expect(mails[0]!.text_body).toContain(`${deps.env.SITE_URL}/product/${id}`);
    // Ana's address is gone; Ben still waits for the USA.
    expect((await waiting()).map((row) => row.email)).toEqual(['ben@example.com']);

    // A later edit does not mail Ana again.
    await staff.productAdmin.update({
      id,
      product: { ...balm, eu_shop_link: 'https://eu.shop.example/balm', price: 19 } as never,
    });
    expect(await notices()).toHaveLength(1);
  });

  it('sends no notice to an address that never confirmed, and mails a stranger’s target a few confirmations at most', async () => {
    const staff = await editor();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(
        (await staff.productAdmin.create({ ...balm, name: `Balm ${i}`, eu_shop_link: null })).id,
      );
    }
    for (const productId of ids) {
      await shopper().arrivals.request({
        productId,
        region: 'EUROPE',
        email: 'victim@example.com',
      });
    }
    expect((await confirmations('victim@example.com')).length).toBeLessThanOrEqual(
      UNCONFIRMED_PER_DAY,
    );
    expect(await confirmations('victim@example.com')).toHaveLength(1);
    for (const [i, id] of ids.entries()) {
      await staff.productAdmin.update({
        id,
        product: { ...balm, name: `Balm ${i}`, eu_shop_link: 'https://eu.shop.example/b' } as never,
      });
    }
    expect(await notices()).toEqual([]);
  });

  it('queues the notice at once when the link arrived before the address confirmed', async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create({ ...balm, eu_shop_link: null });
    await shopper().arrivals.request({
      productId: id,
      region: 'EUROPE',
      email: 'cleo@example.com',
    });
    await staff.productAdmin.update({
      id,
      product: { ...balm, eu_shop_link: 'https://eu.shop.example/balm' } as never,
    });
    expect(await notices()).toEqual([]);
    await confirmFromMail('cleo@example.com');
    expect((await notices()).map((m) => m.to_address)).toEqual(['cleo@example.com']);
  });

  it('refuses a bad or unknown link, closes it after a week, and forgets the unconfirmed address', async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create({ ...balm, eu_shop_link: null });
    await shopper().arrivals.request({ productId: id, region: 'USA', email: 'dan@example.com' });
    await expect(shopper().arrivals.confirm({ token: 'short' })).rejects.toThrow(
      'This confirmation link is not valid.',
    );
    expect((await shopper().arrivals.confirm({ token: 'A'.repeat(32) })).result).toBe('invalid');
    await deps.db
      .updateTable('arrival_requests')
      .set({
        confirm_sent_at: new Date(Date.now() - ARRIVAL_CONFIRM_VALID_MS - 1000).toISOString(),
      })
      .execute();
    expect((await confirmFromMail('dan@example.com')).result).toBe('expired');
    expect(await purgeUnconfirmedArrivals(deps.db)).toBe(1);
    expect(await waiting()).toEqual([]);
  });

  it('refuses a region that already sells it, an unknown product and a bad address, by name', async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create({
      ...balm,
      eu_shop_link: 'https://eu.shop.example/balm',
    });
    await expect(
      shopper().arrivals.request({ productId: id, region: 'EUROPE', email: 'ana@example.com' }),
    ).rejects.toThrow('This product can already be bought in Europe.');
    await expect(
      shopper().arrivals.request({ productId: 999_999, region: 'USA', email: 'ana@example.com' }),
    ).rejects.toThrow('Product not found.');
    await expect(
      shopper().arrivals.request({ productId: id, region: 'USA', email: 'not-an-email' }),
    ).rejects.toThrow('Please enter a valid email address.');
    // A bot's honeypot: the same answer, nothing stored.
    expect(
      await shopper().arrivals.request({
        productId: id,
        region: 'USA',
        email: 'bot@example.com',
        website: 'http://spam',
      }),
    ).toEqual({ status: 'confirmation-sent' });
    expect(await waiting()).toEqual([]);
  });

  it('forgets the waiting addresses of a deleted product', async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create({ ...balm, eu_shop_link: null });
    await shopper().arrivals.request({ productId: id, region: 'EUROPE', email: 'a@example.com' });
    await staff.productAdmin.delete({ id });
    expect(await waiting()).toEqual([]);
  });
});
