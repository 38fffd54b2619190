import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATEGORIES, CERTIFICATIONS, FREE_FROM_LABELS, SKIN_TYPES } from '../shared/catalog';
import { SORTS, type CatalogQueryInput } from '../shared/catalog-search';
import { searchCatalog, suggestProducts } from '../server/catalog/service';
import { openDatabase } from '../server/db/connect';
import { openPostgres } from '../server/db/connect-postgres';
import { sqliteSchemaShape } from '../server/db/schema-shape-sqlite';
import { seedDemoData } from '../server/seed/seed';
import { describeWithPostgres } from '../server/test/postgres';
import { copyDatabase } from './db-copy-lib';
import { CopyError } from './db-copy-tables';
import { checkPassed, verifyCopy } from './db-copy-verify';
import { tempDatabase } from './lib/temp-database';

const ROOT = path.resolve(import.meta.dirname, '..');

function runCli(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATABASE_PATH: '' },
  });
}

function sqliteRows(file: string, query: string): unknown[] {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    return sqlite.prepare(query).all();
  } finally {
    sqlite.close();
  }
}

describeWithPostgres('npm run db:copy', (cluster) => {
  let source: { dir: string; file: string };
  let deletedProductId: number;

  beforeAll(async () => {
    source = await tempDatabase('copy', async (db) => {
      await seedDemoData(db, new Date('2026-11-20T12:00:00Z'));
      // Text keys out of ASCII order, and a last id that SQLite will never give again.
      await db
        .insertInto('search_synonyms')
        .values([
          { term: 'zeep', alternative: 'soap' },
          { term: 'ärger', alternative: 'anger' },
          { term: 'Äpfel', alternative: 'apples' },
          { term: 'apple', alternative: 'appel' },
        ])
        .execute();
      await sql`insert into chat_threads (id, state, message_count, updated_at)
        values ('thread-ü', '{"step":1}', 1, '2026-11-20T12:00:00.000Z')`.execute(db);
      await sql`insert into chat_messages (thread_id, role, content)
        values ('thread-ü', 'user', 'Any deodorant without 🌸?')`.execute(db);
      const last = await db
        .selectFrom('products')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      deletedProductId = last.id;
      await db.deleteFrom('products').where('id', '=', last.id).execute();
    });
  }, 60_000);
  afterAll(() => fs.rmSync(source.dir, { recursive: true, force: true }));

  it('copies the demo shop, verifies every table and continues ids after the last SQLite gave', async () => {
    const url = await cluster().createDatabase();
    const checks = await copyDatabase({ from: source.file, to: url });
    expect(checks.filter((check) => !checkPassed(check))).toEqual([]);
    const byTable = Object.fromEntries(checks.map((check) => [check.table, check]));
    expect(byTable.products!.sourceRows).toBe(238);
    expect(byTable.product_ingredients!.targetRows).toBeGreaterThan(1000);
    expect(byTable.search_synonyms!.targetRows).toBe(4);
    expect(checks.map((check) => check.table).indexOf('products')).toBeLessThan(
      checks.map((check) => check.table).indexOf('product_ingredients'),
    );

    const { db } = openPostgres(url);
    try {
      // The app would read the same values: numbers as numbers, lists as the same JSON text.
      const copied = await db.selectFrom('products').selectAll().orderBy('id').execute();
      expect(copied).toEqual(sqliteRows(source.file, 'select * from products order by id'));
      const added = await sql<{ id: number }>`
        insert into products (name) values ('New after the move') returning id`.execute(db);
      expect(added.rows[0]!.id).toBe(deletedProductId + 1);
    } finally {
      await db.destroy();
    }
  });

  it('the copy of the demo shop answers searches and suggestions as the file does', async () => {
    const url = await cluster().createDatabase();
    await copyDatabase({ from: source.file, to: url });
    const sqlite = openDatabase(source.file).db;
    const { db: postgres } = openPostgres(url);
    try {
      const texts = [
        '',
        'rose',
        'Lavender oil',
        'shampoo',
        'vegan',
        'zeep',
        'ar',
        'éclat',
        'xyzzy',
      ];
      const queries: CatalogQueryInput[] = [
        ...texts.flatMap((q) => SORTS.map((sort) => ({ q, sort }))),
        ...CATEGORIES.map((category, at) => ({ category, page: 1 + (at % 2), pageSize: 12 })),
        ...CERTIFICATIONS.map((certification, at) => ({
          filters: {
            certifications: [certification] as never,
            skinType: [SKIN_TYPES[at % SKIN_TYPES.length]!] as never,
            freeFrom: [FREE_FROM_LABELS[at % FREE_FROM_LABELS.length]!],
          },
          sort: SORTS[at % SORTS.length],
        })),
        { filters: { brands: ['mora'] }, avoid: { groups: [], terms: ['linalool'] } },
        { q: 'cream', avoid: { groups: [], terms: ['coconut', 'citral'] } },
      ];
      for (const query of queries) {
        expect(await searchCatalog(postgres, query), JSON.stringify(query)).toEqual(
          await searchCatalog(sqlite, query),
        );
      }
      for (const text of ['ros', 'Oil', 'sham'])
        expect(await suggestProducts(postgres, text, 6)).toEqual(
          await suggestProducts(sqlite, text, 6),
        );
    } finally {
      await sqlite.destroy();
      await postgres.destroy();
    }
  });

  it('refuses a target that holds data, and with --force empties it and copies again', async () => {
    const url = await cluster().createDatabase();
    await copyDatabase({ from: source.file, to: url });
    const { db } = openPostgres(url);
    try {
      await db.insertInto('brands').values({ name: 'Only here', name_key: 'only here' }).execute();
      const refusal = copyDatabase({ from: source.file, to: url });
      await expect(refusal).rejects.toThrow(CopyError);
      await expect(refusal).rejects.toThrow(
        /^The target already holds data \(.*products: 238 rows.*\): add --force/,
      );

      const checks = await copyDatabase({ from: source.file, to: url, force: true });
      expect(checks.every(checkPassed)).toBe(true);
      const brands = await db.selectFrom('brands').select('name').execute();
      expect(brands.map((brand) => brand.name)).not.toContain('Only here');
    } finally {
      await db.destroy();
    }
  });

  it('names the table, the row and the column where the target differs', async () => {
    const url = await cluster().createDatabase();
    await copyDatabase({ from: source.file, to: url });
    const { db } = openPostgres(url);
    const sqlite = new SQLite(source.file, { readonly: true });
    try {
      await sql`update products set price = price + 1 where id = 7`.execute(db);
      await sql`delete from search_synonyms where term = 'zeep'`.execute(db);
      const checks = await verifyCopy(sqlite, db, sqliteSchemaShape(sqlite));
      const failed = checks.filter((check) => !checkPassed(check));
      expect(
        failed.map((check) => [check.table, check.differingRows, check.firstDifference]),
      ).toEqual([
        ['products', 1, 'id=7: price'],
        ['search_synonyms', 1, 'term=zeep,alternative=soap: only in SQLite'],
      ]);
      expect(failed[0]!.sourceChecksum).not.toBe(failed[0]!.targetChecksum);
      expect(failed[1]!.targetRows).toBe(failed[1]!.sourceRows - 1);
    } finally {
      sqlite.close();
      await db.destroy();
    }
  });

  it('names a missing file, a URL that is not PostgreSQL and a database that is not Puur’s', async () => {
    const url = await cluster().createDatabase();
    await expect(copyDatabase({ from: '/nonexistent/puur.db', to: url })).rejects.toThrow(
      '--from /nonexistent/puur.db: no such file',
    );
    await expect(
      copyDatabase({ from: source.file, to: 'mysql://u:secret@db/puur' }),
    ).rejects.toThrow(/^--to must be a postgres:\/\/ or postgresql:\/\/ URL/);
    const foreign = path.join(source.dir, 'other.db');
    new SQLite(foreign).exec('create table notes (id integer primary key)');
    await expect(copyDatabase({ from: foreign, to: url })).rejects.toThrow(
      /not a Puur database \(no migrations table\)/,
    );
  });

  it('as a command: prints the table of counts and checksums, exits 1 on a refusal', async () => {
    const url = await cluster().createDatabase();
    const copy = runCli(['--from', source.file, '--to', url]);
    expect(copy.stderr).toBe('');
    expect(copy.status).toBe(0);
    expect(copy.stdout).toMatch(/^table +SQLite rows +PostgreSQL rows +SQLite sha256/m);
    expect(copy.stdout).toMatch(/^products +238 +238 +([0-9a-f]{16}) +\1 +ok$/m);
    expect(copy.stdout).toMatch(/rows in 25 tables copied and verified/);

    const again = runCli(['--from', source.file, '--to', url]);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toMatch(/^The target already holds data .* add --force/);
  });
});
