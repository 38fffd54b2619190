import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchCatalog } from '../catalog/service';
import { seedDemoData } from '../seed/seed';
import type { ProductAdminDeps } from './service';
import { DomainError } from '../errors';
import { exportProductsText } from './export';
import { importProducts } from './import';
import { freshDeps, GOOD_CSV, HEADER, names, problemsOf } from './import-fixture';
import { storedRow } from '../test/db';

let deps: ProductAdminDeps;

beforeEach(async () => {
  deps = await freshDeps();
});

describe('importing a good file', () => {
  it('creates every row in one go, and the shop finds them at once', async () => {
    await searchCatalog(deps.db, {});
    const report = await importProducts(deps, GOOD_CSV, { format: 'csv', dryRun: false });
    expect(report).toMatchObject({
      applied: true,
      total: 3,
      created: 3,
      updated: 0,
      problemCount: 0,
    });
    expect(await names(deps.db)).toEqual([
      'Linen Room Spray 9.5',
      'Oat Milk Body Wash 14.9',
      'Wool Dryer Balls 12',
    ]);
    const oat = await storedRow(deps.db, 'products', { name: 'Oat Milk Body Wash' }, [
      'id',
      'features',
      'certifications',
      'is_bestseller',
      'natural_ingredients',
    ]);
    expect(oat).toMatchObject({
      features: '["Soap free","Vegan"]',
      certifications: '["Vegan","B Corp"]',
      is_bestseller: 1,
      natural_ingredients: '99% natural',
    });
    const hits = await searchCatalog(deps.db, {
      category: 'Skincare',
      filters: { certifications: ['B Corp'] },
    });
    expect(hits.items.map((p) => p.name)).toEqual(['Oat Milk Body Wash']);
    // Its ingredient list was analysed.
    const analysed = await deps.db
      .selectFrom('product_ingredients')
      .select('id')
      .where('product_id', '=', oat.id)
      .execute();
    expect(analysed.length).toBe(3);
  });

  it('reads semicolon CSV from European spreadsheets and JSON', async () => {
    const semicolon = 'Name;Brand;Price;Is Bestseller\nSoap Nuts;Bare Loop;"6,5";ja\n';
    expect(await importProducts(deps, semicolon, { format: 'csv', dryRun: false })).toMatchObject({
      created: 1,
    });
    const json = JSON.stringify({
      products: [{ name: 'Bamboo Brush', brand: 'Bare Loop', price: 4, features: ['Compostable'] }],
    });
    expect(await importProducts(deps, json, { format: 'json', dryRun: false })).toMatchObject({
      created: 1,
      rowLabel: 'Item',
    });
    expect(await names(deps.db)).toEqual(['Bamboo Brush 4', 'Soap Nuts 6.5']);
  });
});

describe('a dry run of a file with broken rows', () => {
  const BROKEN = [
    HEADER,
    'Oat Milk Body Wash,Field & Oat,Skincare,14.90,,yes,Vegan,https://eu.shop.example/oat,,', // fine
    ',No Name Co,Skincare,5,,no,,,,', // row 3: no name
    'Cheap Thing,Acme,Garden,abc,,maybe,Organic,shop.example/x,50% natural,', // row 4: six problems
    'Oat Milk Body Wash,Field & Oat,Skincare,15,,no,,,,', // row 5: same as row 2
    'Too Many,Acme,Skincare,1,,no,,,,,extra', // row 6: an extra cell
  ].join('\n');

  it('lists every problem by row and column and writes nothing', async () => {
    const report = await importProducts(deps, BROKEN, { format: 'csv', dryRun: true });
    expect(report.applied).toBe(false);
    expect(problemsOf(report)).toEqual([
      '3:name',
      '4:price',
      '4:is_bestseller',
      '4:category',
      '4:eu_shop_link',
      '4:natural_ingredients',
      '4:certifications',
      '5:name',
      '6:-',
    ]);
    const byKey = Object.fromEntries(
      report.problems.map((p) => [`${p.row}:${p.column}`, p.message]),
    );
    expect(byKey['4:price']).toBe('"abc" is not a number (write 24.95)');
    expect(byKey['4:category']).toMatch(/^"Garden" is not one of: Skincare, Haircare/);
    expect(byKey['4:certifications']).toMatch(/^item 1: "Organic" is not one of/);
    expect(byKey['4:eu_shop_link']).toMatch(/https:\/\//);
    expect(byKey['5:name']).toBe('The same brand and name as row 2.');
    expect(report.rows.map((r) => r.action)).toEqual([
      'create',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
    expect(await names(deps.db)).toEqual([]);
  });

  it('refuses the whole file without the dry run, so nothing half-imported is left', async () => {
    const report = await importProducts(deps, BROKEN, { format: 'csv', dryRun: false });
    expect(report).toMatchObject({ applied: false, created: 1, problemCount: 9 });
    expect(await names(deps.db)).toEqual([]);
  });

  it('says when a file cannot be read at all', async () => {
    await expect(
      importProducts(deps, 'name,brand\n"unclosed,quote\n', { format: 'csv', dryRun: true }),
    ).rejects.toThrow(DomainError);
    await expect(importProducts(deps, '{"x":1}', { format: 'json', dryRun: true })).rejects.toThrow(
      /list of products/,
    );
    const noName = await importProducts(deps, 'colour\nred\n', { format: 'csv', dryRun: true });
    expect(noName.problems[0]).toMatchObject({ row: 0, column: 'name' });
    expect(noName.notes).toEqual(['Unknown column ignored: colour.']);
  });

  it('ignores the badge columns of older exports, saying the standard computes them', async () => {
    const file = 'name,toxicity_rating\nHand Soap,clean\n';
    const report = await importProducts(deps, file, { format: 'csv', dryRun: true });
    expect(report.notes).toEqual([
      'Badges are computed from the ingredient list by the standard: toxicity_rating ignored.',
    ]);
  });
});

describe('a re-import', () => {
  it('updates the matching products (by brand and name) instead of duplicating them', async () => {
    await importProducts(deps, GOOD_CSV, { format: 'csv', dryRun: false });
    const before = await deps.db.selectFrom('products').select(['id', 'name']).execute();
    await searchCatalog(deps.db, {});

    const changed = GOOD_CSV.replace('14.90', '16.00').replace(
      'Wool Dryer Balls,Bare Loop',
      'wool dryer  balls,bare loop',
    );
    const dry = await importProducts(deps, changed, { format: 'csv', dryRun: true });
    // Matching ignores case and spaces; the new spelling is an update of the same product.
    expect(dry.rows.map((r) => r.action)).toEqual(['update', 'unchanged', 'update']);

    const report = await importProducts(deps, changed, { format: 'csv', dryRun: false });
    expect(report).toMatchObject({ applied: true, created: 0, updated: 2, unchanged: 1 });
    const after = await deps.db.selectFrom('products').select(['id', 'name']).execute();
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
    expect((await searchCatalog(deps.db, { q: 'oat milk' })).items[0]?.price).toBe(16);
  });

  it('matches by id and changes only the columns the file holds', async () => {
    await importProducts(deps, GOOD_CSV, { format: 'csv', dryRun: false });
    const oat = await storedRow(deps.db, 'products', { name: 'Oat Milk Body Wash' }, [
      'id',
      'features',
      'eu_shop_link',
    ]);
    const report = await importProducts(deps, `id,price,name\n${oat.id},11.25,Oat Milk Wash\n`, {
      format: 'csv',
      dryRun: false,
    });
    expect(report).toMatchObject({ updated: 1, created: 0 });
    const now = await storedRow(deps.db, 'products', { id: oat.id }, [
      'name',
      'price',
      'features',
      'eu_shop_link',
    ]);
    expect(now).toEqual({
      name: 'Oat Milk Wash',
      price: 11.25,
      features: oat.features,
      eu_shop_link: oat.eu_shop_link,
    });
    const missing = await importProducts(deps, 'id,price\n999999,3\n', {
      format: 'csv',
      dryRun: true,
    });
    expect(missing.problems.map((p) => p.message)).toEqual([
      'No product has id 999999; a new product needs a name.',
    ]);
  });
});

describe('ids of new products', () => {
  it('never hands out the id of a deleted product, and keeps ids the file asks for', async () => {
    await importProducts(deps, GOOD_CSV, { format: 'csv', dryRun: false });
    const last = await deps.db
      .selectFrom('products')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await deps.db.deleteFrom('products').where('id', '=', last.id).execute();
    const report = await importProducts(
      deps,
      `id,name,brand\n,Fresh One,Acme\n${last.id + 10},Asked For,Acme\n`,
      { format: 'csv', dryRun: false },
    );
    expect(report.rows.map((r) => r.id)).toEqual([last.id + 1, last.id + 10]);
  });
});

describe('export then import', () => {
  it('gives back the same catalogue, in CSV and in JSON', async () => {
    const source = await freshDeps();
    await seedDemoData(source.db);
    // Values a spreadsheet would treat as formulas survive the trip.
    await source.db
      .updateTable('products')
      .set({ pros: JSON.stringify(['=SUM(A1)', '-free of nasties', 'plain']), subtitle: '@home' })
      .where('id', '=', 1)
      .execute();

    for (const format of ['csv', 'json'] as const) {
      const exported = await exportProductsText(source.db, format);
      const target = await freshDeps();
      const report = await importProducts(target, exported, { format, dryRun: false });
      expect(report.problems).toEqual([]);
      expect(report.created).toBeGreaterThan(50);
      expect(await exportProductsText(target.db, format)).toBe(exported);
      // Importing the same file again changes nothing.
      const again = await importProducts(target, exported, { format, dryRun: false });
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: report.created });
    }

    const csv = await exportProductsText(source.db, 'csv');
    expect(csv.startsWith('\uFEFFid,name,brand,subtitle,')).toBe(true);
    const [header, first] = parse(csv, { bom: true }) as string[][];
    const pros = first![header!.indexOf('pros')];
    expect(pros).toBe("'=SUM(A1) | -free of nasties | plain");
    expect(first![header!.indexOf('subtitle')]).toBe("'@home");
  });

  it('exports an empty catalogue as a header or an empty list', async () => {
    expect(await exportProductsText(deps.db, 'json')).toBe('[]\n');
    expect((await exportProductsText(deps.db, 'csv')).trim().split('\n')).toHaveLength(1);
  });
});
