import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { exportProductsText } from './export';
import { importProducts } from './import';
import { freshDeps, importCleanly, importCsv, names, problemsOf } from './import-fixture';
import type { ProductAdminDeps } from './service';

let deps: ProductAdminDeps;

beforeEach(async () => {
  deps = await freshDeps();
});

describe('the product_type column', () => {
  it("takes a type of the row's category by id or label, and stores its id", async () => {
    const types = await importCleanly(
      deps,
      [
        'name,brand,category,product_type',
        'Oat Cream,Field & Oat,Skincare,Moisturiser',
        'Nettle Shampoo,Field & Oat,Haircare,shampoo',
        'Soap Nuts,Bare Loop,Laundry,',
      ],
      ['name', 'product_type'],
    );
    expect(types).toEqual([
      { name: 'Nettle Shampoo', product_type: 'shampoo' },
      { name: 'Oat Cream', product_type: 'moisturiser' },
      { name: 'Soap Nuts', product_type: null },
    ]);
  });

  it('reports an unknown type or one of another category by row, with the allowed values, and writes nothing', async () => {
    const report = await importCsv(deps, [
      'name,brand,category,product_type,price',
      'Oat Cream,Field & Oat,Skincare,moisturizer,abc',
      'Nettle Shampoo,Field & Oat,Skincare,shampoo,5',
      'Lip Tint,Field & Oat,,lip-balm,5',
      'Good Serum,Field & Oat,Skincare,serum,5',
    ]);
    expect(report.applied).toBe(false);
    expect(problemsOf(report)).toEqual([
      '2:price',
      '2:product_type',
      '3:product_type',
      '4:product_type',
    ]);
    const [, unknown, otherCategory, noCategory] = report.problems.map((p) => p.message);
    expect(unknown).toMatch(
      /^"moisturizer" is not a product type of Skincare; use one of: cleanser, toner, serum, moisturiser, /,
    );
    expect(unknown).not.toContain('shampoo');
    expect(otherCategory).toBe('Shampoo is a product type of Haircare, not of Skincare');
    expect(noCategory).toBe(
      'Choose a category first (Lip balm is a product type of Skincare or Make-up)',
    );
    expect(await names(deps.db)).toEqual([]);
  });
});

describe('the usa_price column', () => {
  it('takes US dollars beside a USA shop link, with or without the dollar sign', async () => {
    const prices = await importCleanly(
      deps,
      [
        'name,brand,price,usa_price,usa_shop_link',
        'Oat Cream,Field & Oat,24.95,$26.99,https://us.shop.example/oat-cream',
        'Nettle Shampoo,Field & Oat,12,"US$ 13,50",https://us.shop.example/nettle',
        'Soap Nuts,Bare Loop,6.5,,',
      ],
      ['name', 'price', 'usa_price'],
    );
    expect(prices).toEqual([
      { name: 'Nettle Shampoo', price: 12, usa_price: 13.5 },
      { name: 'Oat Cream', price: 24.95, usa_price: 26.99 },
      { name: 'Soap Nuts', price: 6.5, usa_price: null },
    ]);
    const [header, ...rows] = parse(await exportProductsText(deps.db, 'csv'), {
      bom: true,
    }) as string[][];
    expect(header!.slice(header!.indexOf('price'), header!.indexOf('price') + 2)).toEqual([
      'price',
      'usa_price',
    ]);
    expect(rows.map((row) => row[header!.indexOf('usa_price')])).toEqual(['26.99', '13.5', '']);
  });

  it('reports a bad USA price, or one without a USA shop link, by row and writes nothing', async () => {
    const report = await importCsv(deps, [
      'name,brand,usa_price,usa_shop_link',
      'Oat Cream,Field & Oat,26.99,https://us.shop.example/oat-cream', // fine
      'Nettle Shampoo,Field & Oat,€13,https://us.shop.example/nettle', // row 3: euro
      'Soap Nuts,Bare Loop,-2,https://us.shop.example/soap-nuts', // row 4: negative
      'Linen Spray,Bare Loop,9.99,', // row 5: no USA shop
    ]);
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([
      {
        row: 3,
        column: 'usa_price',
        message: '"€13" is not a number (write 26.95, in US dollars)',
      },
      { row: 4, column: 'usa_price', message: 'Cannot be negative' },
      {
        row: 5,
        column: 'usa_price',
        message: 'A USA price needs a USA shop link: add the USA shop link, or clear the USA price',
      },
    ]);
    expect(await names(deps.db)).toEqual([]);
  });

  it('refuses to clear the USA shop link of a product that keeps its stored USA price', async () => {
    const file =
      'name,brand,usa_price,usa_shop_link\nOat Cream,Field & Oat,26.99,https://us.shop.example/oat\n';
    await importProducts(deps, file, { format: 'csv', dryRun: false });
    const report = await importProducts(
      deps,
      'name,brand,usa_shop_link\nOat Cream,Field & Oat,\n',
      {
        format: 'csv',
        dryRun: false,
      },
    );
    expect(report.problems).toEqual([
      {
        row: 2,
        column: 'usa_price',
        message:
          'A USA price needs a USA shop link: add the USA shop link, or clear the USA price (the stored value; add the column to fix it)',
      },
    ]);
    const stored = await deps.db
      .selectFrom('products')
      .select(['usa_price', 'usa_shop_link'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ usa_price: 26.99, usa_shop_link: 'https://us.shop.example/oat' });
  });
});
