import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/connect';
import { productInputSchema } from '../../shared/schemas/product';
import { insertProduct } from '../products/repository';
import { seedDemoData } from '../seed/seed';
import { listed } from '../standard/listing';
import { createTestDb } from '../test/db';
import { catalogQuerySchema, normalizeQuery } from '../../shared/schemas/catalog';
import { forEachBit } from './bitset';
import { invalidateCatalog, searchIds } from './service';
import { TextIndex, TextIndexBuilder } from './text-index';
import { idsContaining, type TextFields } from './text-search';

let db: DB;

const TRICKY: { name: string; brand: string | null; description: string | null }[] = [
  { name: 'ÉCLAT Rose Serum', brand: 'Maison Été', description: 'Straße-tested; 100% "pure" oil.' },
  { name: 'Crème NEAR(me) AND more', brand: null, description: 'Stars * and (brackets) - minus' },
  { name: 'Niño Bálsamo', brand: 'Ça Va', description: null },
  { name: 'Zero Waste Kit', brand: 'O’Leary & Co', description: 'Bamboo 🌿 brush, 2-in-1.' },
  { name: 'ΣΟΦΙΑ Balm', brand: 'İstanbul Soap', description: 'Tab\there, new\nline' },
];

/** A product the catalogue lists: as if the standard had given it the Clean badge. */
async function addProduct(fields: {
  name: string;
  brand?: string | null;
  description?: string | null;
}) {
  const now = new Date().toISOString();
  const values = productInputSchema.parse({ category: 'Skincare', ...fields });
  const id = await insertProduct(db, { values, created_at: now, updated_at: now });
  await db.updateTable('products').set({ toxicity_rating: 'clean' }).where('id', '=', id).execute();
  return id;
}

/** The search text of the listed products (the only ones a search finds). */
async function textRows(): Promise<TextFields[]> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'brand', 'description'])
    .where(listed)
    .execute();
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
    '\uD83C', // half of 🌿: a lone surrogate
    '\0',
    'σοφια',
    'i̇stanbul',
    'tab\there',
    'kit\0o’leary', // NUL would join two fields
  ].forEach((query) => queries.add(query));
  // Random short texts over a small alphabet: they hit many trigram buckets, collisions included.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  for (let i = 0; i < 500; i++) {
    let text = '';
    for (let k = 0, n = 1 + (next() % 5); k < n; k++) text += 'aeilnorst '[next() % 10];
    queries.add(text);
  }
  return [...queries];
}

beforeAll(async () => {
  db = await createTestDb();
  await seedDemoData(db);
  for (const product of TRICKY) await addProduct(product);
});

/** The ids the in-memory text index finds, over the rows in their order. */
function indexSearch(rows: readonly TextFields[]) {
  const builder = new TextIndexBuilder();
  for (const row of rows) builder.add(row.name, row.brand, row.description);
  const index = new TextIndex(builder.build());
  return (query: string) => {
    const ids: number[] = [];
    forEachBit(index.matching(query), (position) => ids.push(rows[position]!.id));
    return ids.sort((a, b) => a - b);
  };
}

const searchFor = async (q: string) =>
  (await searchIds(db, normalizeQuery(catalogQuerySchema.parse({ q, pageSize: 48 })))).ids.sort(
    (a, b) => a - b,
  );

describe('the search text in memory', () => {
  it('finds exactly what the contains rule finds, for every query of the corpus', async () => {
    const rows = await textRows();
    const search = indexSearch(rows);
    const corpus = queryCorpus(rows);
    expect(corpus.length).toBeGreaterThan(1500);
    const differences: string[] = [];
    for (const query of corpus) {
      const expected = idsContaining(rows, query).sort((a, b) => a - b);
      const found = search(query);
      if (JSON.stringify(found) !== JSON.stringify(expected)) {
        differences.push(`${query}: ${JSON.stringify(found)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('follows every write: the next search sees it', async () => {
    const id = await addProduct({ name: 'Quillwort Balm' });
    invalidateCatalog(db);
    expect(await searchFor('quillwort')).toEqual([id]);

    await db.updateTable('products').set({ name: 'Sundew Balm' }).where('id', '=', id).execute();
    invalidateCatalog(db);
    expect(await searchFor('quillwort')).toEqual([]);
    expect(await searchFor('sundew')).toEqual([id]);

    await db.deleteFrom('products').where('id', '=', id).execute();
    invalidateCatalog(db);
    expect(await searchFor('sundew')).toEqual([]);
  });

  it('widens a text to its synonyms', async () => {
    const serum = idsContaining(await textRows(), 'serum').sort((a, b) => a - b);
    expect(await searchFor('elixir')).toEqual([]);
    await db
      .insertInto('search_synonyms')
      .values({ term: 'elixir', alternative: 'serum' })
      .execute();
    // Synonyms are read once per catalogue version.
    expect(await searchFor('Elixir')).toEqual([]);
    invalidateCatalog(db);
    expect(await searchFor('Elixir')).toEqual(serum);
    await db.deleteFrom('search_synonyms').execute();
    invalidateCatalog(db);
  });
});
