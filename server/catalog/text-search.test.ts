import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/connect';
import { productInputSchema } from '../../shared/schemas/product';
import { insertProduct } from '../products/repository';
import { seedDemoData } from '../seed/seed';
import { createTestDb } from '../test/db';
import { idsContaining, sqliteTextSearch, type TextFields } from './text-search';

let db: DB;

const TRICKY: { name: string; brand: string | null; description: string | null }[] = [
  { name: 'ÉCLAT Rose Serum', brand: 'Maison Été', description: 'Straße-tested; 100% "pure" oil.' },
  { name: 'Crème NEAR(me) AND more', brand: null, description: 'Stars * and (brackets) - minus' },
  { name: 'Niño Bálsamo', brand: 'Ça Va', description: null },
  { name: 'Zero Waste Kit', brand: 'O’Leary & Co', description: 'Bamboo 🌿 brush, 2-in-1.' },
];

function addProduct(fields: { name: string; brand?: string | null; description?: string | null }) {
  const now = new Date().toISOString();
  const values = productInputSchema.parse({ category: 'Skincare', ...fields });
  return insertProduct(db, { values, created_at: now, updated_at: now });
}

async function textRows(): Promise<TextFields[]> {
  return db.selectFrom('products').select(['id', 'name', 'brand', 'description']).execute();
}

/** Every word of the catalogue, a slice of each, the tricky ones and some that match nothing. */
function queryCorpus(rows: readonly TextFields[]): string[] {
  const texts = rows.flatMap((row) => [row.name, row.brand ?? '', row.description ?? '']);
  const words = new Set(texts.flatMap((text) => text.split(/\s+/)).filter(Boolean));
  const queries = new Set<string>();
  for (const word of words) {
    queries.add(word);
    queries.add(word.toUpperCase());
    if (word.length > 4) queries.add(word.slice(1, 4));
    if (word.length > 1) queries.add(word.slice(0, 2));
  }
  for (const text of texts.slice(0, 60)) if (text.length > 12) queries.add(text.slice(3, 15));
  [
    'e',
    'é',
    'É',
    '"',
    '""',
    '*',
    'AND',
    'NEAR(',
    'Straße',
    '100% "pure"',
    'o’leary',
    '🌿',
    '2-in-1',
    '- minus',
    'rose serum maison', // across fields: no match
    'zzzz',
    "it's",
  ].forEach((query) => queries.add(query));
  return [...queries];
}

beforeAll(async () => {
  db = await createTestDb();
  await seedDemoData(db);
  for (const product of TRICKY) await addProduct(product);
});

describe('the search text on FTS5', () => {
  it("finds exactly what SPEC.md's rule finds, for every query of the corpus", async () => {
    const rows = await textRows();
    const search = sqliteTextSearch(db);
    const corpus = queryCorpus(rows);
    expect(corpus.length).toBeGreaterThan(1000);
    const differences: string[] = [];
    for (const query of corpus) {
      const expected = idsContaining(rows, query).sort((a, b) => a - b);
      const found = (await search(query)).sort((a, b) => a - b);
      if (JSON.stringify(found) !== JSON.stringify(expected)) {
        differences.push(`${query}: ${JSON.stringify(found)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('follows every write in the same transaction, and a rollback leaves it untouched', async () => {
    const search = sqliteTextSearch(db);
    const id = await addProduct({ name: 'Quillwort Balm' });
    expect(await search('quillwort')).toEqual([id]);

    await db.updateTable('products').set({ name: 'Sundew Balm' }).where('id', '=', id).execute();
    expect(await search('quillwort')).toEqual([]);
    expect(await search('sundew')).toEqual([id]);

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ brand: 'Gone' }).where('id', '=', id).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await search('sundew')).toEqual([id]);

    await db.deleteFrom('products').where('id', '=', id).execute();
    expect(await search('sundew')).toEqual([]);
  });

  it('widens a text to its synonyms', async () => {
    const search = sqliteTextSearch(db);
    const serum = idsContaining(await textRows(), 'serum');
    expect(await search('elixir')).toEqual([]);
    await db
      .insertInto('search_synonyms')
      .values({ term: 'elixir', alternative: 'serum' })
      .execute();
    expect((await search('Elixir')).sort((a, b) => a - b)).toEqual(serum.sort((a, b) => a - b));
    await db.deleteFrom('search_synonyms').execute();
  });
});
