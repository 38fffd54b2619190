import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductFormValues } from '../../shared/schemas/product';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { createTestDeps, testEnv } from '../test/deps';
import { addTestStaff } from '../test/staff';

let deps: AppDeps;
const shopper = () => createCaller(createContextInner(deps));
async function editor() {
  return createCaller(createContextInner(deps, { staff: await addTestStaff(deps.db, 'editor') }));
}

const balm: ProductFormValues = {
  name: 'Lavender Sleep Balm',
  brand: 'Quiet Fields',
  subtitle: null,
  description: 'A soft balm.',
  category: 'Skincare',
  features: [],
  price: 18.5,
  rating: null,
  review_count: 0,
  is_bestseller: false,
  is_homepage_hero: false,
  natural_ingredients: null,
  certifications: [],
  packaging: [],
  origin_region: null,
  ownership_brand: null,
  skin_type: [],
  sensitivity: [],
  pros: [],
  cons: [],
  quotes: [],
  ingredients_text: null,
} as unknown as ProductFormValues;

beforeEach(async () => {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-arrivals-'));
  deps = await createTestDeps({ env: testEnv({ UPLOADS_DIR: uploads }) });
});

const queued = () =>
  deps.db.selectFrom('mail_queue').select(['to_address', 'subject', 'text_body']).execute();
const waiting = () => deps.db.selectFrom('arrival_requests').selectAll().execute();

describe('tell me when it arrives', () => {
  it('keeps an address per product and region, once, and mails it once when that region gets a shop link', async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create({ ...balm, eu_shop_link: null });
    const ask = { productId: id, region: 'EUROPE' as const, email: 'Ana@Example.com ' };
    expect(await shopper().arrivals.request(ask)).toEqual({ status: 'waiting' });
    expect(await shopper().arrivals.request({ ...ask, email: 'ana@example.com' })).toEqual({
      status: 'waiting',
    });
    await shopper().arrivals.request({ ...ask, region: 'USA', email: 'ben@example.com' });
    expect((await waiting()).map((row) => [row.email, row.region])).toEqual([
      ['ana@example.com', 'Europe'],
      ['ben@example.com', 'USA'],
    ]);

    // An edit that adds no link sends nothing.
    await staff.productAdmin.update({ id, product: { ...balm, description: 'Softer.' } as never });
    expect(await queued()).toEqual([]);

    await staff.productAdmin.update({
      id,
      product: { ...balm, eu_shop_link: 'https://eu.shop.example/balm' } as never,
    });
    const mails = await queued();
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
    expect(await queued()).toHaveLength(1);
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
    ).toEqual({ status: 'waiting' });
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
