import { beforeAll, describe, expect, it } from 'vitest';
import { catalogQuerySchema, normalizeQuery } from '../../shared/schemas/catalog';
import type { DB } from '../db/connect';
import { streamIndexRows } from '../products/repository';
import { seedDemoData } from '../seed/seed';
import { createTestDb } from '../test/db';
import { generator, randomQuery, randomRow } from '../test/random-catalog';
import { productsWithWords } from './avoid-words';
import { CatalogIndexBuilder } from './index-builder';
import { CatalogIndex } from './search-index';
import { SearchWorkerCore, type SearchWorkerAnswer } from './search-worker-core';
import { searchCatalogText } from './service';
import { onSharedMemory } from './shared-memory';
import { NO_TERMS, readSynonyms, searchTermsOf } from './text-search';

async function sharedPartsOf(db: DB) {
  const builder = new CatalogIndexBuilder();
  for await (const row of streamIndexRows(db)) builder.add(row);
  return onSharedMemory(builder.buildParts());
}

const bodyOf = (answer: SearchWorkerAnswer | null) => {
  if (!answer || !('body' in answer)) throw new Error(`No answer: ${JSON.stringify(answer)}`);
  return new TextDecoder().decode(answer.body);
};

describe('The search worker', () => {
  let db: DB;
  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoData(db, new Date('2026-11-20T12:00:00Z'));
  });

  it('answers every search as the service does, over one copy of shared memory', async () => {
    const parts = await sharedPartsOf(db);
    // What a worker thread receives: a structured clone, whose typed arrays still share memory.
    const received = structuredClone(parts);
    expect(received.ids.buffer).toBeInstanceOf(SharedArrayBuffer);
    const worker = new SearchWorkerCore(db);
    await worker.handle({ kind: 'index', generation: 1, parts: received });
    const g = generator(11);
    for (let n = 0; n < 200; n++) {
      const texts = ['', '', 'oil', 'rose', 'o', 'Clean', 'zz', 'moisturizers', 'serum'];
      const input = { ...randomQuery(g), q: g.pick(texts) };
      const query = normalizeQuery(catalogQuerySchema.parse(input));
      // The service answers here: an in-memory database has no worker.
      const expected = (await searchCatalogText(db, input)).text;
      const answer = await worker.handle({
        kind: 'search',
        id: n,
        generation: 1,
        ...structuredClone({
          query,
          terms: searchTermsOf(await readSynonyms(db), query.q),
          // The products whose ingredients hold the avoid list's own words, as the service reads.
          avoided: query.avoid?.terms.length
            ? { key: `${n}`, ids: await productsWithWords(db, query.avoid.terms) }
            : undefined,
        }),
      });
      expect(JSON.parse(bodyOf(answer)), JSON.stringify(input)).toEqual(JSON.parse(expected));
    }
  });

  it('refuses a search over an index it was not sent', async () => {
    const worker = new SearchWorkerCore(db);
    const query = normalizeQuery(catalogQuerySchema.parse({}));
    const search = {
      kind: 'search',
      id: 1,
      query,
      terms: NO_TERMS,
      avoided: undefined,
    } as const;
    expect(await worker.handle({ ...search, generation: 1 })).toMatchObject({
      error: expect.stringContaining('No index'),
    });
    await worker.handle({ kind: 'index', generation: 2, parts: await sharedPartsOf(db) });
    expect(await worker.handle({ ...search, generation: 1 })).toHaveProperty('error');
    expect(JSON.parse(bodyOf(await worker.handle({ ...search, generation: 2 })))).toMatchObject({
      page: 1,
    });
  });

  it('keeps the avoided products it was sent for its index, and forgets them with a new one', async () => {
    const worker = new SearchWorkerCore(db);
    const parts = await sharedPartsOf(db);
    await worker.handle({ kind: 'index', generation: 1, parts });
    const input = { avoid: { groups: [], terms: ['oil'] } };
    const query = normalizeQuery(catalogQuerySchema.parse(input));
    const ids = await productsWithWords(db, ['oil']);
    expect(ids.size).toBeGreaterThan(0);
    const search = { kind: 'search', query, terms: NO_TERMS } as const;
    const first = await worker.handle({
      ...search,
      id: 1,
      generation: 1,
      avoided: { key: 'k', ids },
    });
    const again = await worker.handle({ ...search, id: 2, generation: 1, avoided: { key: 'k' } });
    expect(JSON.parse(bodyOf(again))).toEqual(JSON.parse(bodyOf(first)));
    expect(JSON.parse(bodyOf(first))).toEqual(
      JSON.parse((await searchCatalogText(db, input)).text),
    );
    const unknown = { ...search, id: 3, generation: 1, avoided: { key: 'other' } };
    expect(await worker.handle(unknown)).toHaveProperty('error');
    await worker.handle({ kind: 'index', generation: 2, parts });
    const after = { ...search, id: 4, generation: 2, avoided: { key: 'k' } };
    expect(await worker.handle(after)).toHaveProperty('error');
  });

  it('is used only for an index on shared memory with no changed product beside it', () => {
    const builder = () => {
      const b = new CatalogIndexBuilder();
      b.add(randomRow(1, generator(3)));
      b.add(randomRow(2, generator(4)));
      return b.buildParts();
    };
    expect(new CatalogIndex(builder()).shareableParts).toBeNull();
    const shared = new CatalogIndex(onSharedMemory(builder()));
    expect(shared.shareableParts).not.toBeNull();
    expect(shared.patched(new Map([[2, null]])).shareableParts).toBeNull();
  });
});
