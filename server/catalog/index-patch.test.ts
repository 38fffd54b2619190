import { describe, expect, it } from 'vitest';
import * as vocabulary from '../../shared/catalog';
import { FILTER_GROUPS, type SortKey } from '../../shared/catalog-search';
import {
  catalogQuerySchema,
  normalizeQuery,
  type CatalogQueryInput,
} from '../../shared/schemas/catalog';
import { indexFromRows } from './index-builder';
import type { IndexRow } from './index-columns';

/** A small seeded generator, so that a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = (list: readonly string[]) => list.filter(() => random() < 0.3);
  return { random, pick, some };
}

const WORDS = ['oat', 'rose', 'clay', 'Éclat', 'shea', 'moss', 'zinc', 'aloe'];
const BRANDS = ['Oat Atelier', 'oat atelier', 'Moss & Meadow', 'Zinc Co', '', '  ', null];
const CATEGORIES = [...vocabulary.CATEGORIES, 'Pets', ''];
const SORTS: SortKey[] = ['newest', 'price-asc', 'price-desc', 'rating', 'name'];

function randomRow(id: number, g: ReturnType<typeof generator>): IndexRow {
  const { random, pick, some } = g;
  const options = (groupId: string) =>
    FILTER_GROUPS.find((group) => group.id === groupId)!.options as readonly string[];
  return {
    id,
    name: `${pick(WORDS)} ${pick(WORDS)}`,
    brand: pick(BRANDS),
    description: random() < 0.3 ? null : `${pick(WORDS)} for every day`,
    category: pick(CATEGORIES) || null,
    product_type: pick(['moisturiser', 'serum', null]),
    price: random() < 0.2 ? null : Math.floor(random() * 6) * 5,
    rating: random() < 0.2 ? null : Math.floor(random() * 5) + 1,
    review_count: Math.floor(random() * 3),
    // Few distinct moments, so that ties fall through to the id.
    created_at: `2026-0${1 + Math.floor(random() * 3)}-01T00:00:00.000Z`,
    is_bestseller: random() < 0.3 ? 1 : 0,
    toxicity_rating: pick(['clean', 'watch', null]),
    naturalness_rating: pick(['natural', null]),
    natural_ingredients: pick([...options('naturalIngredients'), 'Unknown', null]),
    certifications: some(options('certifications')),
    packaging: some(options('packaging')),
    origin_region: pick([...options('originRegion'), null]),
    ownership_brand: pick([...options('ownershipBrand'), null]),
    skin_type: some(options('skinType')),
    sensitivity: some(options('sensitivity')),
    ingredient_families: random() < 0.3 ? null : some(vocabulary.FAMILY_IDS),
  };
}

function randomQuery(g: ReturnType<typeof generator>): CatalogQueryInput {
  const { random, pick, some } = g;
  const filters: Record<string, string[]> = {};
  for (const group of FILTER_GROUPS) {
    if (random() < 0.25) {
      const chosen =
        group.id === 'brands'
          ? [pick(['oat', 'MOSS', 'co', 'x'])]
          : some(group.options as readonly string[]);
      if (chosen.length) filters[group.id] = chosen;
    }
  }
  return {
    q: random() < 0.5 ? pick(['oat', 'ÉCLAT', 'every', 'rose clay', 'o', 'zz']) : '',
    category: random() < 0.3 ? pick(vocabulary.CATEGORIES) : undefined,
    filters,
    avoid:
      random() < 0.3
        ? { groups: some(['fragrance', 'parabens', 'silicones', 'tree-nuts']), terms: ['oat'] }
        : undefined,
    sort: pick(SORTS),
    page: 1 + Math.floor(random() * 3),
    pageSize: pick([3, 12, 48]),
  };
}

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
        expect(
          patched.search(query, terms, avoided),
          `seed ${seed}, ${JSON.stringify(query)}`,
        ).toEqual(fresh.search(query, terms, avoided));
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
