import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/connect';
import { createTestDb } from '../test/db';
import { seedDemoData } from '../seed/seed';
import { suggest } from './suggest';

let db: DB;
beforeAll(async () => {
  db = await createTestDb();
  await seedDemoData(db);
});

describe('header search suggestions', () => {
  it('waits for two characters', async () => {
    expect(await suggest(db, 'a')).toEqual({
      products: [],
      brands: [],
      articles: [],
      ingredients: [],
    });
  });

  it('suggests matching products, brands, articles and ingredients', async () => {
    const result = await suggest(db, 'oat');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.brands.map((b) => b.brand)).toContain('Oat Atelier');
    const paraben = await suggest(db, 'paraben');
    expect(paraben.articles.map((a) => a.slug)).toContain('parabens-plainly-explained');
    expect(paraben.ingredients.map((i) => i.inci)).toEqual(
      expect.arrayContaining(['Methylparaben']),
    );
  });

  it('treats LIKE wildcards in the text literally', async () => {
    const result = await suggest(db, '%_%');
    expect(result.articles).toEqual([]);
    expect(result.ingredients).toEqual([]);
  });
});
