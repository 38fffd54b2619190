/**
 * Operations over the last answer, a part of the dialogue of their own: order the products shown
 * (cheapest, best rated, gentlest, fewest ingredients), compare them, keep to the same brand, or
 * narrow the request. What asks for which operation is data per language (words.json phrases),
 * matched on words folded by the language's stemmer, so 'costs least', 'most affordable' and
 * 'goedkoopste' are one operation.
 */
import type { CandidateProduct } from './catalog';
import { findPhrase, phraseList, words, type PhraseList } from './fold';
import { perLanguage } from './languages';

export const SORT_KEYS = ['price', 'rating', 'concerns', 'ingredients'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Direction = 'asc' | 'desc';
export interface Sort {
  key: SortKey;
  direction: Direction;
}

export interface Operation {
  /** Order the last answer ('which costs least?'). */
  sort: Sort | null;
  /** Compare the products of the last answer ('compare the first two'). */
  compare: boolean;
  /** Keep to the brand of the product talked about ('and a bronzer from that brand?'). */
  sameBrand: boolean;
  /** Narrow the last request ('just the ones without nut oils'). */
  refine: boolean;
  /** Replace a product the shopper uses ('I use X; what is cleaner?'). */
  swap: boolean;
}

const SORTS: readonly (Sort & { phrase: string })[] = [
  { key: 'price', direction: 'asc', phrase: 'sort.price.asc' },
  { key: 'price', direction: 'desc', phrase: 'sort.price.desc' },
  { key: 'rating', direction: 'desc', phrase: 'sort.rating.desc' },
  { key: 'concerns', direction: 'asc', phrase: 'sort.concerns.asc' },
  { key: 'ingredients', direction: 'asc', phrase: 'sort.ingredients.asc' },
];

interface Reader {
  stem: (word: string) => string;
  lists: Map<string, PhraseList>;
}
const readers = perLanguage((w, stem): Reader => ({
  stem,
  lists: new Map(Object.entries(w.phrases).map(([name, list]) => [name, phraseList(list, stem)])),
}));

/** Where the earliest phrase named `name` of any language starts in the text, or -1. */
function position(folded: { reader: Reader; stems: string[] }[], name: string): number {
  let best = -1;
  for (const { reader, stems } of folded) {
    const list = reader.lists.get(name);
    if (!list) continue;
    const at = findPhrase(stems, list);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best;
}

export function readOperation(text: string): Operation {
  const plain = words(text);
  const folded = readers().map((reader) => ({ reader, stems: plain.map(reader.stem) }));
  const has = (name: string) => position(folded, name) >= 0;
  let sort: Sort | null = null;
  let at = -1;
  for (const candidate of SORTS) {
    const found = position(folded, candidate.phrase);
    if (found >= 0 && (at < 0 || found < at)) {
      sort = { key: candidate.key, direction: candidate.direction };
      at = found;
    }
  }
  return {
    sort,
    compare: has('compare'),
    sameBrand: has('sameBrand'),
    refine: has('refine'),
    swap: has('swap'),
  };
}

export function hasOperation(op: Operation): boolean {
  return Boolean(op.sort || op.compare || op.sameBrand || op.refine || op.swap);
}

/** Ingredients of low to moderate or high concern. */
export function concernCount(product: CandidateProduct): number {
  return product.ingredients.filter(
    (i) => i.rating === 'high-concern' || i.rating === 'low-to-moderate-concern',
  ).length;
}

/** The value a product is ordered on; null when we do not know it (it then goes last). */
export function sortValue(product: CandidateProduct, key: SortKey): number | null {
  switch (key) {
    case 'price':
      return product.price;
    case 'rating':
      return product.rating;
    case 'concerns':
      return product.ingredients.length === 0 ? null : concernCount(product);
    case 'ingredients':
      return product.ingredients.length === 0 ? null : product.ingredients.length;
  }
}

/** Products in the order asked; unknown values last, ties by the order they had. */
export function sortProducts<T extends { product: CandidateProduct }>(
  list: readonly T[],
  sort: Sort,
): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return list
    .map((item, index) => ({ item, index, value: sortValue(item.product, sort.key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0) || a.index - b.index;
      }
      return sign * (a.value - b.value) || a.index - b.index;
    })
    .map(({ item }) => item);
}
