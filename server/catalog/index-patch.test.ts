import { describe, expect, it } from 'vitest';
import {
  catalogQuerySchema,
  normalizeQuery,
  type CatalogQueryInput,
} from '../../shared/schemas/catalog';
import { indexFromRows } from './index-builder';
import type { IndexRow } from './index-columns';
import { generator, randomQuery, randomRow } from '../test/random-catalog';

const parse = (input: CatalogQueryInput) => normalizeQuery(catalogQuerySchema.parse(input));

describe('A patched index (products changed since the build)', () => {
  it('answers every query as an index built afresh from the current rows', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = generator(seed);
      const built = new Map<number, IndexRow>();
      for (let id = 1; id <= 60; id++) built.set(id, randomRow(id, g));
      const base = indexFromRows(built.values());

      // Edits, deletions and new products.
      const current = new Map(built);
      const changes = new Map<number, IndexRow | null>();
      for (let k = 0; k < 1 + Math.floor(g.random() * 12); k++) {
        const id = 1 + Math.floor(g.random() * 70);
        const row = g.random() < 0.25 ? null : randomRow(id, g);
        if (row) current.set(id, row);
        else current.delete(id);
        changes.set(id, row);
      }
      const patched = base.patched(changes);
      const fresh = indexFromRows([...current.values()].sort((a, b) => a.id - b.id));

      expect(patched.brands, `seed ${seed}`).toEqual(fresh.brands);
      expect([...patched.brandCounts], `seed ${seed}`).toEqual([...fresh.brandCounts]);
      for (let q = 0; q < 40; q++) {
        const query = parse(randomQuery(g));
        const terms =
          g.random() < 0.3
            ? { alternatives: ['rose'], productType: g.pick(['serum', 'moisturiser']) }
            : undefined;
        // The products whose ingredients hold the avoid list's own words (read from the database).
        const avoided = new Set([...current.keys()].filter((id) => id % 7 === 0));
        const expected = fresh.search(query, terms, avoided);
        expect(
          patched.search(query, terms, avoided),
          `seed ${seed}, ${JSON.stringify(query)}`,
        ).toEqual(expected);
        // The HTTP answer's form: the same counts, written as JSON by each index.
        for (const index of [patched, fresh]) {
          const asText = index.searchAsJson(query, terms, avoided);
          expect({
            ...asText,
            facetsJson: undefined,
            facets: JSON.parse(new TextDecoder().decode(asText.facetsJson)),
          }).toEqual({ ...expected, facetsJson: undefined });
        }
      }
    }
  });

  it('matches synonyms of the search text in changed products too', () => {
    const g = generator(7);
    const base = indexFromRows([randomRow(1, g), randomRow(2, g)]);
    const changed = { ...randomRow(3, g), name: 'Vochtinbrengende crème' };
    const patched = base.patched(new Map([[3, changed]]));
    const hit = patched.search(parse({ q: 'moisturiser' }), {
      alternatives: ['vochtinbrengende'],
      productType: null,
    });
    expect(hit.ids).toContain(3);
  });

  it('matches changed products by the product type a search names', () => {
    const g = generator(8);
    const base = indexFromRows([{ ...randomRow(1, g), product_type: 'serum' }]);
    const changed = { ...randomRow(2, g), name: 'Night drops', product_type: 'serum' };
    const hit = base
      .patched(new Map([[2, changed]]))
      .search(parse({ q: 'serums' }), { alternatives: [], productType: 'serum' });
    expect(hit.ids.sort()).toEqual([1, 2]);
  });
});

describe('Facet counts over thousands of products', () => {
  it('equal the row-by-row rules, whichever way each count is taken', () => {
    // An empty index patched with every product answers by the rules alone (index-patch.ts); the
    // built one counts with option sets, columns or rows depending on each set's size.
    const g = generator(11);
    const rows = Array.from({ length: 4000 }, (_, k) => randomRow(k + 1, g));
    const built = indexFromRows(rows);
    const byRules = indexFromRows([]).patched(new Map(rows.map((row) => [row.id, row])));
    for (let q = 0; q < 150; q++) {
      const query = parse(randomQuery(g));
      const avoided = new Set(rows.filter((row) => row.id % 11 === 0).map((row) => row.id));
      expect(built.search(query, undefined, avoided), JSON.stringify(query)).toEqual(
        byRules.search(query, undefined, avoided),
      );
    }
  });
});
