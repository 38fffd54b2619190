import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations';
import { brandSummaries } from '../catalog/service';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { silentLogger } from '../logger';
import { importProducts } from '../product-admin/import';
import { createTestDb } from '../test/db';
import { productRow } from '../test/product-row';
import { insertProduct } from './repository';
import { listBrands } from './brands';
import { productInputSchema } from '../../shared/schemas/product';

const at = '2026-11-01T00:00:00.000Z';

describe('brands as entities', () => {
  it('the migration merges the spellings products used into one brand each', async () => {
    const { db } = openDatabase(':memory:');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateTo('2026_11_26_0401_arrival_requests');
    await db
      .insertInto('products')
      .values([
        productRow({ name: 'Cream', brand: 'Oat Atelier', created_at: at }),
        productRow({ name: 'Balm', brand: 'Oat Atelier', created_at: at }),
        productRow({ name: 'Wash', brand: 'Oat atelier', created_at: at }),
        productRow({ name: 'Oil', brand: ' oat  atelier ', created_at: at }),
        productRow({ name: 'Soap', brand: 'Bare Loop', created_at: at }),
        productRow({ name: 'Spray', brand: null, created_at: at }),
      ])
      .execute();
    await migrateToLatest(db);
    expect(await listBrands(db)).toEqual([
      { name: 'Bare Loop', products: 1 },
      { name: 'Oat Atelier', products: 4 },
    ]);
    const spelled = await db.selectFrom('products').select('brand').distinct().execute();
    expect(spelled.map((row) => row.brand).sort()).toEqual(['Bare Loop', 'Oat Atelier', null]);
  });

  it('saves a product under the list spelling and adds a new brand to the list once', async () => {
    const db = await createTestDb();
    const product = (name: string, brand: string) => ({
      values: productInputSchema.parse({ name, brand, category: 'Skincare' }),
      created_at: at,
      updated_at: at,
    });
    await insertProduct(db, product('Cream', 'Oat Atelier'));
    await insertProduct(db, product('Wash', 'oat atelier'));
    await insertProduct(db, product('Balm', 'OAT  ATELIER '));
    expect(await listBrands(db)).toEqual([{ name: 'Oat Atelier', products: 3 }]);
    // Shoppers' brand list counts listed products: none of these lists has been read yet.
    expect(await brandSummaries(db)).toEqual([]);
  });

  it('an import uses the list spelling too', async () => {
    const db = await createTestDb();
    const deps = {
      db,
      logger: silentLogger,
      picturesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'puur-brands-')),
    };
    const csv = ['name,brand,category', 'Cream,Field & Oat,Skincare', 'Wash,field & oat,Skincare'];
    const report = await importProducts(deps, csv.join('\n'), { format: 'csv', dryRun: false });
    expect(report.applied).toBe(true);
    expect(await listBrands(db)).toEqual([{ name: 'Field & Oat', products: 2 }]);
  });
});
