import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import type { ProductFormValues } from '../../shared/schemas/product';
import { searchCatalog, brandSummaries, homeHeroProducts } from '../catalog/service';
import type { AppDeps } from '../trpc/context';
import { testEnv } from '../test/deps';
import { createSeededDeps } from '../test/seeded';
import { staffCaller, shopperCaller } from '../test/callers';
import { productForm } from '../test/product-row';

let deps: AppDeps;

beforeEach(async () => {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-products-'));
  deps = await createSeededDeps({ env: testEnv({ UPLOADS_DIR: uploads }) });
});

const editor = () => staffCaller(deps, 'editor');

/** The form's Lavender Sleep Balm with every field of the form filled in. */
const lavender = productForm({
  subtitle: 'Pillow balm · 40 g',
  description: 'A soft balm of shea butter and lavender for the evening.',
  features: ['Vegan', 'Plastic free'],
  price: 18.5,
  rating: 4.6,
  review_count: 12,
  is_bestseller: true,
  is_homepage_hero: true,
  eu_shop_link: 'https://eu.shop.example/quiet-fields/balm',
  natural_ingredients: '100% natural',
  certifications: ['Vegan', '100% Organic'],
  packaging: ['Plastic Free'],
  origin_region: 'Europe',
  ownership_brand: 'Independent',
  skin_type: ['All skin types'],
  sensitivity: ['Paraben Free'],
  pros: ['Calming scent'],
  cons: ['Melts in the heat'],
  quotes: ['My evening ritual now.'],
  ingredients_text: 'Butyrospermum Parkii Butter, Lavandula Angustifolia Oil, Tocopherol',
});

async function expectError(promise: Promise<unknown>, code: TRPCError['code']) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  return error as TRPCError;
}

describe('the product form (validation)', () => {
  it('names the field of every bad value', async () => {
    const staff = await editor();
    const cases: [Partial<ProductFormValues>, string, RegExp][] = [
      [{ name: '   ' }, 'name', /Please enter a name/],
      [{ eu_shop_link: 'javascript:alert(1)' }, 'eu_shop_link', /https:\/\//],
      [{ usa_shop_link: 'shop.example/x' }, 'usa_shop_link', /https:\/\//],
      [{ eu_shop_link: 'ftp://files.example/x' }, 'eu_shop_link', /https:\/\//],
      [{ category: 'Garden' as never }, 'category', /"Garden" is not one of: Skincare/],
      [{ certifications: ['Vegan', 'Organic'] as never }, 'certifications', /"Organic"/],
      [{ natural_ingredients: '50% natural' as never }, 'natural_ingredients', /not one of/],
      [{ skin_type: ['Normal Skin'] as never }, 'skin_type', /not one of/],
      [{ price: -1 }, 'price', /negative/],
      [{ usa_price: -1, usa_shop_link: 'https://us.shop.example/x' }, 'usa_price', /negative/],
      [{ usa_price: 20 }, 'usa_price', /^A USA price needs a USA shop link: add the USA shop link/],
      [{ rating: 6 }, 'rating', /0 to 5/],
      [{ review_count: 1.5 }, 'review_count', /whole number/],
      [{ image_url: 'https://cdn.example/p.jpg' }, 'image_url', /on this site/],
      [{ image_url: '/../../etc/passwd.png' }, 'image_url', /on this site/],
      [{ features: ['a | b'] }, 'features', /may not contain/],
      [{ product_type: 'shampoo' }, 'product_type', /^Shampoo is a product type of Haircare, not/],
      [{ product_type: 'lotion' }, 'product_type', /"lotion" is not a product type of Skincare/],
    ];
    for (const [change, field, message] of cases) {
      const error = await expectError(
        staff.productAdmin.create({ ...lavender, ...change }),
        'BAD_REQUEST',
      );
      // Over HTTP the message reads "field: …" (server/trpc/init.ts); here, the zod issue.
      const issue = (error.cause as ZodError).issues[0]!;
      expect(issue.path[0], field).toBe(field);
      expect(issue.message, field).toMatch(message);
    }
    expect(
      (
        await deps.db
          .selectFrom('products')
          .select('id')
          .where('name', '=', lavender.name)
          .execute()
      ).length,
    ).toBe(0);
  });

  it('cleans what it accepts: trimmed text, empty to nothing, chips without duplicates, cents', async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create({
      ...lavender,
      name: '  Lavender Sleep Balm ',
      subtitle: '   ',
      price: 18.499,
      features: [' Vegan ', 'vegan', '', 'Plastic  free'],
      certifications: ['Vegan', 'Vegan'],
      product_type: ' Body butter ',
    });
    const product = await staff.productAdmin.byId({ id });
    expect(product).toMatchObject({
      name: 'Lavender Sleep Balm',
      product_type: 'body-butter',
      subtitle: null,
      price: 18.5,
      features: ['Vegan', 'Plastic free'],
      certifications: ['Vegan'],
    });
  });

  it('refuses a second product with the same brand and name', async () => {
    const staff = await editor();
    await staff.productAdmin.create(lavender);
    const error = await expectError(
      staff.productAdmin.create({ ...lavender, name: 'lavender sleep  balm' }),
      'CONFLICT',
    );
    expect(error.message).toMatch(/^Another product of this brand already has this name/);
    expect(error.cause).toMatchObject({ field: 'name' });
  });
});

describe('create, edit and delete', () => {
  it('shows a new product on the shop at once: search, category, filters, facets, brands, home', async () => {
    const staff = await editor();
    await searchCatalog(deps.db, {}); // build the index first, so the write must invalidate it
    const { id } = await staff.productAdmin.create(lavender);

    const found = await searchCatalog(deps.db, {
      q: 'lavender sleep',
      category: 'Skincare',
      filters: {
        certifications: ['Vegan'],
        packaging: ['Plastic Free'],
        originRegion: ['Europe'],
        naturalIngredients: ['100% natural'],
        skinType: ['All skin types'],
        bestsellers: ['Bestseller'],
      },
    });
    expect(found.items.map((p) => p.id)).toEqual([id]);
    expect((await brandSummaries(deps.db)).map((b) => b.brand)).toContain('Quiet Fields');
    expect((await homeHeroProducts(deps.db)).map((p) => p.id)).toContain(id);

    // The ingredient analysis follows the ingredient list.
    const analysed = await deps.db
      .selectFrom('product_ingredients')
      .select('ingredient_name')
      .where('product_id', '=', id)
      .orderBy('position')
      .execute();
    expect(analysed.length).toBe(3);
    expect((await staff.productAdmin.byId({ id })).analysed_ingredients).toBe(3);
  });

  it('updates a price and the shop sees it; clearing the ingredients drops the analysis and the listing', async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create(lavender);
    await searchCatalog(deps.db, { q: 'lavender' });
    const current = await staff.productAdmin.byId({ id });
    await staff.productAdmin.update({ id, product: { ...current, price: 21 } });
    const card = (await searchCatalog(deps.db, { q: 'lavender sleep' })).items[0];
    expect(card).toMatchObject({ id, price: 21 });
    await staff.productAdmin.update({
      id,
      product: { ...current, price: 21, ingredients_text: '' },
    });
    // A list no one has read cannot be called clean: the product leaves the catalogue.
    expect((await searchCatalog(deps.db, { q: 'lavender sleep' })).total).toBe(0);
    const left = await deps.db
      .selectFrom('product_ingredients')
      .select('id')
      .where('product_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('deletes a product with its analysis; the shop no longer lists it', async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create(lavender);
    await searchCatalog(deps.db, { q: 'lavender' });
    await staff.productAdmin.delete({ id });
    expect((await searchCatalog(deps.db, { q: 'lavender sleep' })).total).toBe(0);
    await expectError(staff.productAdmin.byId({ id }), 'NOT_FOUND');
    await expectError(staff.productAdmin.delete({ id }), 'NOT_FOUND');
    await expectError(staff.productAdmin.update({ id, product: lavender }), 'NOT_FOUND');
  });

  it('lists with search, category, flag filters and pages', async () => {
    const staff = await editor();
    const all = await staff.productAdmin.list({});
    expect(all.total).toBeGreaterThan(25);
    expect(all.items).toHaveLength(25);
    expect(all.pageCount).toBe(Math.ceil(all.total / 25));
    const second = await staff.productAdmin.list({ page: 2 });
    expect(second.items[0]!.id).not.toBe(all.items[0]!.id);

    await staff.productAdmin.create(lavender);
    const hits = await staff.productAdmin.list({ q: 'quiet fie' });
    expect(hits.items.map((p) => p.name)).toEqual(['Lavender Sleep Balm']);
    const haircare = await staff.productAdmin.list({ category: 'Haircare' });
    expect(haircare.total).toBeGreaterThan(0);
    expect(haircare.items.every((p) => p.category === 'Haircare')).toBe(true);
    const heroes = await staff.productAdmin.list({ flag: 'homepage_hero' });
    expect(heroes.items.every((p) => p.is_homepage_hero)).toBe(true);
    expect(heroes.items.map((p) => p.name)).toContain('Lavender Sleep Balm');
    const percent = await staff.productAdmin.list({ q: '%' });
    expect(percent.items.every((p) => p.name.includes('%') || p.brand?.includes('%'))).toBe(true);
  });
});

describe('who may manage products', () => {
  it('editors and admins may; shoppers may not', async () => {
    const admin = await staffCaller(deps, 'admin');
    expect((await admin.productAdmin.create(lavender)).id).toBeGreaterThan(0);
    expect((await (await editor()).productAdmin.list({})).total).toBeGreaterThan(0);

    const shopper = shopperCaller(deps);
    await expectError(shopper.productAdmin.list({}), 'UNAUTHORIZED');
    await expectError(shopper.productAdmin.create(lavender), 'UNAUTHORIZED');
    await expectError(shopper.productAdmin.delete({ id: 1 }), 'UNAUTHORIZED');
  });
});
