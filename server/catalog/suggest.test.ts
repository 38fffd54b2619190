import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/connect';
import { createTestDb, storedRow } from '../test/db';
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

  it('puts products whose name has a word starting with the text first', async () => {
    const oat = await suggest(db, 'oat');
    const names = oat.products.map((p) => p.name);
    expect(names).toContain('Colloidal Oat Barrier Cream');
    for (const name of names.slice(0, 2)) expect(name.toLowerCase()).toMatch(/(^|[^a-z0-9])oat/);
  });

  it('suggests only ingredients with a word that starts with the text', async () => {
    const oat = await suggest(db, 'oat');
    expect(oat.ingredients.length).toBeGreaterThan(0);
    for (const { inci } of oat.ingredients) {
      const row = await storedRow(db, 'ingredients', { inci }, ['inci', 'synonyms']);
      expect(`${row.inci} ${row.synonyms}`.toLowerCase(), inci).toMatch(/(^|[^a-z0-9])oat/);
    }
    const names = oat.ingredients.map((i) => i.inci);
    for (const unrelated of ['PU Leather', 'Aluminium', 'Ethylparaben', 'Sodium Benzoate'])
      expect(names).not.toContain(unrelated);
  });

  it('finds a product type by its other names', async () => {
    const names = (await suggest(db, 'moisturizer')).products.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Sea Kelp Gel Moisturiser']));
  });

  it('treats LIKE wildcards in the text literally', async () => {
    const result = await suggest(db, '%_%');
    expect(result.articles).toEqual([]);
    expect(result.ingredients).toEqual([]);
  });
});
