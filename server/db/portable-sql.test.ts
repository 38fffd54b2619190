import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/db';
import type { DB } from './connect';
import { containsPattern } from './like';

/**
 * The SQL the app relies on means the same on SQLite and PostgreSQL (`npm run test:postgres` runs
 * this file on PostgreSQL too).
 */
describe('portable SQL', () => {
  let db: DB;
  beforeEach(async () => {
    db = await createTestDb();
    await db
      .insertInto('brands')
      .values([
        { name: '100% Pure', name_key: '100% pure' },
        { name: 'Oat_Atelier', name_key: 'oat_atelier' },
        { name: 'Oat Atelier', name_key: 'oat atelier' },
      ])
      .execute();
  });

  const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

  it('reads `in` an empty list as false and `not in` one as true', async () => {
    const none = await db.selectFrom('brands').select('name').where('id', 'in', []).execute();
    expect(none).toEqual([]);
    const all = await db.selectFrom('brands').select('name').where('id', 'not in', []).execute();
    expect(all).toHaveLength(3);
  });

  it('matches % and _ in a contains pattern literally', async () => {
    const like = (text: string) =>
      db
        .selectFrom('brands')
        .select('name')
        .where(sql<boolean>`lower(name) like ${containsPattern(text)} escape '\\'`)
        .execute();
    expect(names(await like('0%'))).toEqual(['100% Pure']);
    expect(names(await like('oat_'))).toEqual(['Oat_Atelier']);
    expect(names(await like('oat'))).toEqual(['Oat Atelier', 'Oat_Atelier']);
  });

  it('counts with a filter clause and sums as a number', async () => {
    const row = await db
      .selectFrom('brands')
      .select([
        sql<number>`count(*) filter (where name like 'Oat%')`.as('oat'),
        sql<number>`cast(coalesce(sum(id), 0) as bigint)`.as('ids'),
      ])
      .executeTakeFirstOrThrow();
    expect(row.oat).toBe(2);
    expect(typeof row.ids).toBe('number');
  });
});
