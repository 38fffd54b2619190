/**
 * Random catalogues and queries for the search index's property tests, from a seeded generator
 * so that a failure can be replayed.
 */
import * as vocabulary from '../../shared/catalog';
import { FILTER_GROUPS, type SortKey } from '../../shared/catalog-search';
import type { CatalogQueryInput } from '../../shared/schemas/catalog';
import type { IndexRow } from '../catalog/index-columns';

/** A small seeded generator, so that a failure can be replayed. */
export function generator(seed: number) {
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

export function randomRow(id: number, g: ReturnType<typeof generator>): IndexRow {
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

export function randomQuery(g: ReturnType<typeof generator>): CatalogQueryInput {
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
