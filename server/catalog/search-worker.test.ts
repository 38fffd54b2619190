import { describe, expect, it } from 'vitest';
import { catalogQuerySchema, normalizeQuery } from '../../shared/schemas/catalog';
import { CatalogIndexBuilder } from './index-builder';
import { CatalogIndex } from './search-index';
import { SearchWorkerCore } from './search-worker-core';
import { onSharedMemory } from './shared-memory';
import { searchTermsOf } from './text-search';
import { generator, randomQuery, randomRow } from '../test/random-catalog';

function partsOf(rows: ReturnType<typeof randomRow>[]) {
  const builder = new CatalogIndexBuilder();
  for (const row of rows) builder.add(row);
  return builder.buildParts();
}

const SYNONYMS = new Map([['oat', ['avena']]]);

describe('The search worker', () => {
  it('answers every query as the index it was sent, over one copy of shared memory', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const g = generator(seed);
      const rows = Array.from({ length: 80 }, (_, i) => randomRow(i + 1, g));
      const shared = onSharedMemory(partsOf(rows));
      const here = new CatalogIndex(shared);
      const worker = new SearchWorkerCore();
      // What a worker thread receives: a structured clone, whose typed arrays still share memory.
      const received = structuredClone(shared);
      expect(received.ids.buffer).toBeInstanceOf(SharedArrayBuffer);
      worker.handle({ kind: 'index', generation: seed, parts: received });
      for (let n = 0; n < 60; n++) {
        const query = normalizeQuery(catalogQuerySchema.parse(randomQuery(g)));
        const terms = searchTermsOf(SYNONYMS, query.q);
        const avoidedIds = new Set(rows.filter((row) => row.id % 7 === 0).map((row) => row.id));
        const expected = here.search(query, terms, avoidedIds);
        const answer = worker.handle({
          kind: 'search',
          id: n,
          generation: seed,
          ...structuredClone({ query, terms, avoidedIds }),
        });
        expect(answer, `seed ${seed}, query ${JSON.stringify(query)}`).toEqual({
          id: n,
          total: expected.total,
          ids: expected.ids,
          facetsJson: JSON.stringify(expected.facets),
        });
      }
    }
  });

  it('refuses a search over an index it was not sent', () => {
    const worker = new SearchWorkerCore();
    const query = normalizeQuery(catalogQuerySchema.parse({}));
    const search = { kind: 'search', id: 1, query, terms: searchTermsOf(SYNONYMS, '') } as const;
    expect(worker.handle({ ...search, generation: 1, avoidedIds: undefined })).toMatchObject({
      error: expect.stringContaining('No index'),
    });
    const parts = onSharedMemory(partsOf([randomRow(1, generator(1))]));
    worker.handle({ kind: 'index', generation: 2, parts });
    expect(worker.handle({ ...search, generation: 1, avoidedIds: undefined })).toHaveProperty(
      'error',
    );
    expect(worker.handle({ ...search, generation: 2, avoidedIds: undefined })).toMatchObject({
      total: 1,
    });
  });

  it('is used only for an index on shared memory with no changed product beside it', () => {
    const rows = [randomRow(1, generator(3)), randomRow(2, generator(4))];
    const own = new CatalogIndex(partsOf(rows));
    expect(own.shareableParts).toBeNull();
    const shared = new CatalogIndex(onSharedMemory(partsOf(rows)));
    expect(shared.shareableParts).not.toBeNull();
    expect(shared.patched(new Map([[2, null]])).shareableParts).toBeNull();
  });
});
