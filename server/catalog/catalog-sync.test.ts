import { afterEach, expect, it } from 'vitest';
import { openPostgres } from '../db/connect-postgres';
import type { DB } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { silentLogger } from '../logger';
import { describeWithPostgres } from '../test/postgres';
import { productRow } from '../test/product-row';
import { startCatalogSync } from './catalog-sync';
import { catalogVersion } from './catalog-state';
import { invalidateCatalog, searchCatalog } from './service';

const at = '2026-11-27T10:00:00.000Z';

/** Two Puur processes on one PostgreSQL: each its own pool, memory and listener. */
describeWithPostgres('the catalogue across processes on one PostgreSQL', (cluster) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function twoProcesses() {
    const url = await cluster().createDatabase();
    const open = async () => {
      const { db } = openPostgres(url);
      const sync = startCatalogSync(db, url, silentLogger);
      cleanups.push(
        () => db.destroy(),
        () => sync.stop(),
      );
      await sync.ready;
      return { db, sync };
    };
    const first = await open();
    await migrateToLatest(first.db);
    return [first, await open()] as const;
  }

  const names = async (db: DB, q: string) =>
    (await searchCatalog(db, { q })).items.map((item) => item.name);

  async function within(ms: number, check: () => Promise<boolean>) {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  }

  it('a product written through one is found by a search on the other within a second', async () => {
    const [first, second] = await twoProcesses();
    const { id } = await first.db
      .insertInto('products')
      .values(productRow({ name: 'Quince Hand Balm', created_at: at }))
      .returning('id')
      .executeTakeFirstOrThrow();
    invalidateCatalog(first.db, [id]);
    expect(await names(second.db, 'quince')).toEqual(['Quince Hand Balm']);

    // The second has its index and its cached answers now: an edit must reach them.
    await first.db
      .updateTable('products')
      .set({ name: 'Medlar Hand Balm' })
      .where('id', '=', id)
      .execute();
    invalidateCatalog(first.db, [id]);
    expect(await within(1000, async () => (await names(second.db, 'medlar')).length === 1)).toBe(
      true,
    );
    expect(await names(second.db, 'quince')).toEqual([]);
  });

  it('an invalidation without product ids reads everything again on the other', async () => {
    const [first, second] = await twoProcesses();
    expect(await names(second.db, 'sloe')).toEqual([]);
    await first.db
      .insertInto('products')
      .values(productRow({ name: 'Sloe Lip Tint', created_at: at }))
      .execute();
    invalidateCatalog(first.db);
    expect(await within(1000, async () => (await names(second.db, 'sloe')).length === 1)).toBe(
      true,
    );
  });

  it('a process does not read again what it announced itself', async () => {
    const [first] = await twoProcesses();
    await first.db
      .insertInto('products')
      .values(productRow({ name: 'Rowan Soap', created_at: at }))
      .execute();
    invalidateCatalog(first.db);
    const version = catalogVersion(first.db);
    // Its own announcement comes back to it, and is left alone.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(catalogVersion(first.db)).toBe(version);
    expect(await names(first.db, 'rowan')).toEqual(['Rowan Soap']);
  });
});
