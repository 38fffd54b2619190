/**
 * The values the catalogue is sorted by, kept per index position so that a product changed since
 * the index was built can be placed among the others (./search-index.ts, patched indexes).
 * `compareKeys` is the one definition of every sort order; the builder's precomputed orders
 * (index-builder.ts sortOrders) are the same orders, computed faster for a whole catalogue.
 */
import type { SortKey } from '../../shared/catalog-search';
import type { IndexRow } from './index-columns';

/** Strings as one UTF-8 buffer and offsets: typed arrays, so a worker can transfer them. */
export interface PackedStrings {
  bytes: Uint8Array;
  /** String i is bytes[offsets[i]] up to bytes[offsets[i + 1]]. */
  offsets: Uint32Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function packStrings(strings: readonly string[]): PackedStrings {
  const encoded = strings.map((s) => encoder.encode(s));
  const offsets = new Uint32Array(strings.length + 1);
  encoded.forEach((bytes, i) => (offsets[i + 1] = offsets[i]! + bytes.length));
  const bytes = new Uint8Array(offsets[strings.length]!);
  encoded.forEach((part, i) => bytes.set(part, offsets[i]!));
  return { bytes, offsets };
}

export function stringAt(packed: PackedStrings, i: number): string {
  return decoder.decode(packed.bytes.subarray(packed.offsets[i]!, packed.offsets[i + 1]!));
}

/** Sort key for names: accents folded, lower-cased, so plain < comparison is alphabetical. */
export function foldForSort(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** One product's sort values; NaN stands for no price or no rating. */
export interface SortValues {
  id: number;
  createdAt: string;
  /** The name folded for sorting (foldForSort). */
  name: string;
  price: number;
  rating: number;
  reviewCount: number;
}

/** Every position's sort values, as the index keeps them. */
export interface SortKeyParts {
  createdAt: PackedStrings;
  names: PackedStrings;
  prices: Float64Array;
  ratings: Float64Array;
  reviewCounts: Int32Array;
}

export function sortValuesOf(row: IndexRow): SortValues {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: foldForSort(row.name),
    price: row.price ?? Number.NaN,
    rating: row.rating ?? Number.NaN,
    reviewCount: row.review_count,
  };
}

export function sortValuesAt(keys: SortKeyParts, ids: Int32Array, position: number): SortValues {
  return {
    id: ids[position]!,
    createdAt: stringAt(keys.createdAt, position),
    name: stringAt(keys.names, position),
    price: keys.prices[position]!,
    rating: keys.ratings[position]!,
    reviewCount: keys.reviewCounts[position]!,
  };
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const brandCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Brands A–Z as shoppers read them; brands equal but for case or accents by code unit. */
export function compareBrands(a: string, b: string): number {
  return brandCollator.compare(a, b) || byString(a, b);
}

/** Newest first; the same moment by the higher id. Every order ends with this tie-break. */
function compareNewest(a: SortValues, b: SortValues): number {
  return byString(b.createdAt, a.createdAt) || b.id - a.id;
}

/** Missing values last; otherwise ascending (direction 1) or descending (-1). */
function compareNumber(x: number, y: number, direction: 1 | -1): number {
  if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
  if (Number.isNaN(x) || x === y) return 0;
  return (x - y) * direction;
}

/** Negative when `a` comes before `b` in the given order. */
export function compareKeys(sort: SortKey, a: SortValues, b: SortValues): number {
  switch (sort) {
    case 'newest':
      return compareNewest(a, b);
    case 'price-asc':
      return compareNumber(a.price, b.price, 1) || compareNewest(a, b);
    case 'price-desc':
      return compareNumber(a.price, b.price, -1) || compareNewest(a, b);
    case 'rating':
      return (
        compareNumber(a.rating, b.rating, -1) ||
        b.reviewCount - a.reviewCount ||
        compareNewest(a, b)
      );
    case 'name':
      return byString(a.name, b.name) || compareNewest(a, b);
  }
}
