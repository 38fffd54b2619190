/**
 * The catalogue service answers the products a write names at once, beside the last index,
 * while the next index is built (here: a build held back until the test lets it finish).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DB } from '../db/connect';
import { createSeededDeps, SEEDED_AT } from '../test/seeded';
import { productRow } from '../test/product-row';
import type { AppDeps } from '../trpc/context';
import { recomputeBadges, STANDARD_ACTOR } from '../standard/badges';
import { invalidateCatalog } from './service';
import { shopperCaller } from '../test/callers';

const builds = vi.hoisted(() => ({ held: false, started: 0, release: [] as (() => void)[] }));

vi.mock('./index-build', async (importOriginal) => {
  const real = await importOriginal<typeof import('./index-build')>();
  return {
    buildCatalogIndex: async (db: DB) => {
      builds.started++;
      if (builds.held) await new Promise<void>((resolve) => builds.release.push(resolve));
      return real.buildCatalogIndex(db);
    },
  };
});

let deps: AppDeps;
let db: DB;
const caller = () => shopperCaller(deps);

beforeEach(async () => {
  deps = await createSeededDeps({}, SEEDED_AT);
  db = deps.db;
  builds.held = false;
  builds.started = 0;
  builds.release = [];
});

async function firstProduct(): Promise<{ id: number; name: string }> {
  return db.selectFrom('products').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
}

describe('searches after a write', () => {
  it('find an edited, added or deleted product before the next index is built', async () => {
    const { total } = await caller().catalog.search({});
    const { id } = await firstProduct();
    builds.held = true;

    await db.updateTable('products').set({ name: 'Quillwort Balm' }).where('id', '=', id).execute();
    invalidateCatalog(db, [id]);
    const edited = await caller().catalog.search({ q: 'quillwort' });
    expect(edited.items.map((p) => p.id)).toEqual([id]);
    expect(builds.release.length).toBe(1); // the next index is being built, and not awaited

    const added = await db
      .insertInto('products')
      .values(
        productRow({
          name: 'Quillwort Soap',
          brand: 'Fen & Field',
          is_bestseller: 1,
          created_at: '2099-01-01T00:00:00.000Z',
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    invalidateCatalog(db, [added.id]);
    const both = await caller().catalog.search({ q: 'quillwort' });
    expect(both.items.map((p) => p.id)).toEqual([added.id, id]); // newest first
    expect((await caller().catalog.search({})).total).toBe(total + 1);
    expect(await caller().catalog.brands()).toContainEqual({
      brand: 'Fen & Field',
      product_count: 1,
    });

    await db.deleteFrom('products').where('id', '=', id).execute();
    invalidateCatalog(db, [id]);
    expect((await caller().catalog.search({ q: 'quillwort' })).items.map((p) => p.id)).toEqual([
      added.id,
    ]);
    expect((await caller().catalog.search({})).total).toBe(total);

    // The new index takes over; it holds the same answers.
    builds.held = false;
    for (const release of builds.release) release();
    await vi.waitFor(async () => {
      await caller().catalog.search({ q: 'zz' });
      expect(builds.started).toBeGreaterThanOrEqual(2);
    });
    expect((await caller().catalog.search({ q: 'quillwort' })).items.map((p) => p.id)).toEqual([
      added.id,
    ]);
  });

  it('wait for a new index after a write that names no products', async () => {
    await caller().catalog.search({});
    const { id } = await firstProduct();
    await db.updateTable('products').set({ name: 'Quillwort Balm' }).where('id', '=', id).execute();
    invalidateCatalog(db);
    const before = builds.started;
    expect((await caller().catalog.search({ q: 'quillwort' })).total).toBe(1);
    expect(builds.started).toBe(before + 1);
  });
});

describe('cards kept between searches', () => {
  const cardOf = async (id: number) =>
    (await caller().catalog.search({ pageSize: 48 })).items.find((card) => card.id === id) ??
    (await caller().catalog.byIds({ ids: [id] }))[0];

  it('show a product as it is after a write that names it', async () => {
    const { id } = await firstProduct();
    expect((await cardOf(id))?.name).not.toBe('Quillwort Balm');
    await db
      .updateTable('products')
      .set({ name: 'Quillwort Balm', price: 12.5 })
      .where('id', '=', id)
      .execute();
    invalidateCatalog(db, [id]);
    expect(await cardOf(id)).toMatchObject({ id, name: 'Quillwort Balm', price: 12.5 });
  });

  it('show every product as it is after a write that names none', async () => {
    const { id } = await firstProduct();
    await cardOf(id);
    await db.updateTable('products').set({ price: 99 }).execute();
    invalidateCatalog(db);
    expect((await cardOf(id))?.price).toBe(99);
  });

  it('show a verdict the standard changed, though no badge changed with it', async () => {
    const { id } = await db
      .selectFrom('products')
      .select('id')
      .where('verdict', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { verdict } = (await cardOf(id))!;
    await db.updateTable('products').set({ verdict: null }).where('id', '=', id).execute();
    invalidateCatalog(db, [id]);
    expect((await cardOf(id))?.verdict).toBeNull();
    await recomputeBadges(db, [id], { changedBy: STANDARD_ACTOR, reason: 'test' });
    expect((await cardOf(id))?.verdict).toBe(verdict);
  });

  it('are shared, so nobody can change them', async () => {
    const { id } = await firstProduct();
    const card = (await cardOf(id))!;
    expect(() => {
      (card as { name: string }).name = 'Changed';
    }).toThrow();
    expect((await cardOf(id))?.name).not.toBe('Changed');
  });
});
