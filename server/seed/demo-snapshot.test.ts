import { describe, expect, it } from 'vitest';
import type { DB } from '../db/connect';
import { createTestDb } from '../test/db';
import { seedDemoData } from './seed';

/**
 * The demo shop as seeded, row for row: the catalogue (products with every column, their
 * ingredient analyses, the brand list), the blog (posts, categories, authors) and the
 * knowledge base (ingredients). Written once from the demo content as it was, it is the proof that
 * moving that content between files (TypeScript, JSON) changes nothing a shop sees.
 *
 * The seed date is fixed, so product and post dates are part of the snapshot; times the database
 * stamps from the clock are not. After a deliberate change of the demo content, rewrite it with
 * `npx vitest run server/seed/demo-snapshot.test.ts -u` and review the diff.
 */
const SEED_DATE = new Date('2025-06-01T12:00:00.000Z');

/** Columns stamped with the time of the run, not with the seed date. */
const CLOCK_COLUMNS: Record<string, readonly string[]> = {
  product_ingredients: ['created_at'],
  brands: ['created_at'],
  ingredients: ['created_at', 'updated_at'],
  blog_categories: ['created_at', 'updated_at'],
  author_profiles: ['created_at', 'updated_at'],
};

const TABLES = [
  'products',
  'product_ingredients',
  'brands',
  'blog_posts',
  'blog_categories',
  'author_profiles',
  'ingredients',
] as const;

async function snapshotOf(db: DB): Promise<string> {
  const lines: string[] = [];
  for (const table of TABLES) {
    const rows = (await db.selectFrom(table).selectAll().orderBy('id').execute()) as Record<
      string,
      unknown
    >[];
    lines.push(`# ${table}: ${rows.length} rows`);
    for (const row of rows) {
      const normalised: Record<string, unknown> = {};
      for (const column of Object.keys(row).sort()) {
        normalised[column] = CLOCK_COLUMNS[table]?.includes(column) ? '<clock>' : row[column];
      }
      // One row a line: a change shows as the rows it touches.
      lines.push(JSON.stringify(normalised));
    }
  }
  return `${lines.join('\n')}\n`;
}

describe('the seeded demo shop', () => {
  it('is the same, row for row, as the committed snapshot', async () => {
    const db = await createTestDb();
    await seedDemoData(db, SEED_DATE);
    await expect(await snapshotOf(db)).toMatchFileSnapshot('./__snapshots__/demo-seed.jsonl');
  });
});
