/**
 * The in-memory catalogue search index (see docs/decisions/0002-catalogue-search.md).
 *
 * Built once per catalogue version from the products table: one position per product, typed-array
 * columns per filter group (a code for single-valued fields, a bit mask for list fields) and the
 * sort orders, and the search text (./text-index.ts), whose matches are a bit set cached per text.
 * A query is answered with bit sets: OR inside a group, AND across groups, and each group's counts
 * ignore that group's own selection (disjunctive facets). Only the page's ids leave
 * the index; the caller reads those rows from SQLite.
 *
 * Matching rules (SPEC.md §5): search text in name, brand or description, case-insensitive
 * substring; category exact; brand case-insensitive substring (any selected); bestseller uses
 * is_bestseller; natural ingredients, origin and ownership exact (any selected); certifications,
 * packaging, skin type and sensitivity: the product lists any of the selected.
 */
import { LRUCache } from 'lru-cache';
import {
  FILTER_GROUPS,
  type CatalogFilters,
  type NormalizedQuery,
  type SortKey,
} from '../../shared/catalog-search';
import {
  andAll,
  countAnd,
  countBits,
  emptyBits,
  fullBits,
  hasBit,
  setBit,
  type Bits,
} from './bitset';
import type { Codes, Column, FacetCounts, FacetId, SearchHit, SingleColumn } from './index-columns';
import { TextIndex, type TextIndexParts } from './text-index';

const TEXT_CACHE_SIZE = 128;
const RESULT_CACHE_SIZE = 256;

/** What an index is made of: typed arrays and strings only, so a worker can build and send it. */
export interface IndexParts {
  ids: Int32Array;
  /** Positions ordered by product id (see positionOf). */
  byId: Int32Array;
  brands: readonly string[];
  categories: readonly string[];
  columns: Record<FacetId, Column>;
  orders: Record<SortKey, Int32Array>;
  text: TextIndexParts;
}

export class CatalogIndex {
  readonly size: number;
  readonly ids: Int32Array;
  /** Distinct non-empty brands, sorted alphabetically. */
  readonly brands: readonly string[];
  /** Products per brand, aligned with `brands`. */
  readonly brandCounts: Int32Array;
  /** Distinct non-empty categories as stored, sorted. */
  readonly categories: readonly string[];

  /** Positions ordered by product id, to find a product's position by binary search. */
  private readonly byId: Int32Array;
  private readonly brandLower: string[];
  private readonly columns: Record<FacetId, Column>;
  private readonly all: Bits;
  private readonly orders: Record<SortKey, Int32Array>;
  private readonly text: TextIndex;
  private readonly textCache = new LRUCache<string, Bits>({ max: TEXT_CACHE_SIZE });
  private readonly resultCache = new LRUCache<
    string,
    { bits: Bits; total: number; facets: FacetCounts }
  >({
    max: RESULT_CACHE_SIZE,
  });

  constructor(parts: IndexParts) {
    this.size = parts.ids.length;
    this.ids = parts.ids;
    this.byId = parts.byId;
    this.brands = parts.brands;
    this.categories = parts.categories;
    this.columns = parts.columns;
    this.orders = parts.orders;
    this.text = new TextIndex(parts.text);
    this.all = fullBits(this.size);
    this.brandLower = this.brands.map((brand) => brand.toLowerCase());
    this.brandCounts = new Int32Array(this.brands.length);
    const brandCodes = (this.columns.brands as SingleColumn).codes;
    for (let i = 0; i < this.size; i++) {
      const code = brandCodes[i]!;
      if (code) this.brandCounts[code - 1]!++;
    }
  }

  /**
   * Filters, facet counts, sort and paging in memory; `text` holds the products that match the
   * query's search text (see textMatches), null without one.
   */
  search(query: NormalizedQuery, text: Bits | null): SearchHit {
    const key = JSON.stringify([query.q, query.category, query.filters]);
    let result = this.resultCache.get(key);
    if (!result) {
      result = this.evaluate(text, query.category, query.filters);
      this.resultCache.set(key, result);
    }
    const offset = (query.page - 1) * query.pageSize;
    return {
      total: result.total,
      ids: this.page(result.bits, result.total, query.sort, offset, query.pageSize),
      facets: result.facets,
    };
  }

  private evaluate(text: Bits | null, category: string | null, filters: CatalogFilters) {
    const base = text ?? this.all;
    // One set per constrained facet: the products that satisfy that facet's selection.
    const constrained: { id: FacetId; bits: Bits }[] = [];
    if (category !== null)
      constrained.push({ id: 'category', bits: this.match('category', [category]) });
    for (const group of FILTER_GROUPS) {
      const selected = filters[group.id];
      if (selected?.length)
        constrained.push({ id: group.id, bits: this.match(group.id, selected) });
    }
    const bits = andAll([base, ...constrained.map((c) => c.bits)], base);
    const total = bits === this.all ? this.size : countBits(bits);

    const facets = {} as FacetCounts;
    const constrainedIds = new Set(constrained.map((c) => c.id));
    // Unconstrained facets are counted over the result itself, in one pass.
    const free = (Object.keys(this.columns) as FacetId[]).filter((id) => !constrainedIds.has(id));
    Object.assign(facets, this.count(bits, free));
    // A constrained facet is counted over the result of every other constraint (disjunctive).
    for (const own of constrained) {
      const others = constrained.filter((c) => c !== own).map((c) => c.bits);
      const set = andAll([base, ...others], base);
      Object.assign(facets, this.count(set, [own.id]));
    }
    return { bits, total, facets };
  }

  /**
   * The products whose name, brand or description contains the text or one of its alternatives
   * (search synonyms), cached per text.
   */
  textMatches(text: string, alternatives: readonly string[] = []): Bits {
    const key = JSON.stringify([text.toLowerCase(), ...alternatives]);
    let bits = this.textCache.get(key);
    if (!bits) {
      bits = this.text.matching(text);
      for (const alternative of alternatives) {
        const more = this.text.matching(alternative);
        for (let w = 0; w < bits.length; w++) bits[w]! |= more[w]!;
      }
      this.textCache.set(key, bits);
    }
    return bits;
  }

  /** The positions of these products as a bit set; ids the index does not hold are skipped. */
  bitsOf(ids: readonly number[]): Bits {
    const bits = emptyBits(this.size);
    for (const id of ids) {
      const position = this.positionOf(id);
      if (position >= 0) setBit(bits, position);
    }
    return bits;
  }

  private positionOf(id: number): number {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.ids[this.byId[middle]!]!;
      if (found === id) return this.byId[middle]!;
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Products that satisfy one facet's selection (OR inside the group). */
  private match(id: FacetId, selected: readonly string[]): Bits {
    const column = this.columns[id];
    const bits = emptyBits(this.size);
    if (column.options) {
      for (const value of selected) {
        const label = column.labels.indexOf(value);
        if (label < 0) continue;
        const set = this.optionSet(column, label);
        for (let w = 0; w < bits.length; w++) bits[w]! |= set[w]!;
      }
      return bits;
    }
    if (column.kind === 'mask') throw new Error(`The ${id} column has no option sets.`);
    // Single-valued: mark the accepted codes, then one lookup per product.
    const accepted = new Uint8Array(column.labels.length + 1);
    if (id === 'brands') {
      const needles = selected.map((value) => value.toLowerCase());
      this.brandLower.forEach((brand, index) => {
        if (needles.some((needle) => brand.includes(needle))) accepted[index + 1] = 1;
      });
    } else {
      selected.forEach((value) => {
        const index = column.labels.indexOf(value);
        if (index >= 0) accepted[index + 1] = 1;
      });
    }
    const codes = column.codes;
    for (let i = 0; i < this.size; i++) if (accepted[codes[i]!]) setBit(bits, i);
    return bits;
  }

  private optionSet(column: Column, label: number): Bits {
    const words = this.all.length;
    return column.options!.subarray(label * words, (label + 1) * words);
  }

  /**
   * Counts per option of the given facets over one set. A large set is counted with the option
   * sets (one AND and popcount per option); a small one, and brands, product by product.
   */
  private count(set: Bits, ids: readonly FacetId[]): Partial<FacetCounts> {
    if (ids.length === 0) return {};
    const large = set === this.all || countBits(set) * 16 > this.size;
    if (!large) return this.tally(set, ids);
    const out: Partial<FacetCounts> = {};
    const tallied: FacetId[] = [];
    for (const id of ids) {
      const column = this.columns[id];
      if (!column.options) {
        tallied.push(id);
        continue;
      }
      const counts: Record<string, number> = {};
      column.labels.forEach((label, index) => {
        counts[label] = countAnd(set, this.optionSet(column, index));
      });
      out[id] = counts;
    }
    return Object.assign(out, this.tally(set, tallied));
  }

  /** Counts per option of the given facets over one set, product by product. */
  private tally(set: Bits, ids: readonly FacetId[]): Partial<FacetCounts> {
    if (ids.length === 0) return {};
    const columns = ids.map((id) => this.columns[id]);
    const tallies = columns.map((column) =>
      column.kind === 'single'
        ? new Int32Array(column.labels.length + 1)
        : new Int32Array(1 << column.labels.length),
    );
    // One tight loop per column (typed arrays, no callbacks): the hot path of a cache miss.
    columns.forEach((column, k) => {
      const tally = tallies[k]!;
      const values: Codes | Uint16Array = column.kind === 'single' ? column.codes : column.masks;
      if (set === this.all) {
        for (let i = 0; i < this.size; i++) tally[values[i]!]!++;
        return;
      }
      for (let w = 0; w < set.length; w++) {
        let word = set[w]!;
        const base = w << 5;
        while (word !== 0) {
          const lowest = word & -word;
          tally[values[base + 31 - Math.clz32(lowest)]!]!++;
          word ^= lowest;
        }
      }
    });

    const out: Partial<FacetCounts> = {};
    columns.forEach((column, k) => {
      const tally = tallies[k]!;
      const counts: Record<string, number> = {};
      if (column.kind === 'single') {
        column.labels.forEach((label, index) => {
          const n = tally[index + 1]!;
          // Brands: only those present, the client knows the full list.
          if (n > 0 || ids[k] !== 'brands') counts[label] = n;
        });
      } else {
        column.labels.forEach((label, bit) => {
          let n = 0;
          for (let value = 0; value < tally.length; value++)
            if (value & (1 << bit)) n += tally[value]!;
          counts[label] = n;
        });
      }
      out[ids[k]!] = counts;
    });
    return out;
  }

  private page(bits: Bits, total: number, sort: SortKey, offset: number, limit: number): number[] {
    if (offset >= total) return [];
    const order = this.orders[sort];
    const ids: number[] = [];
    if (bits === this.all) {
      for (let r = offset; r < Math.min(total, offset + limit); r++) ids.push(this.ids[order[r]!]!);
      return ids;
    }
    let seen = 0;
    for (let r = 0; r < order.length && ids.length < limit; r++) {
      const position = order[r]!;
      if (!hasBit(bits, position)) continue;
      if (seen++ >= offset) ids.push(this.ids[position]!);
    }
    return ids;
  }

  /** For tests and the bench: how the index answers without its result cache. */
  searchUncached(query: NormalizedQuery, text: Bits | null): SearchHit {
    const result = this.evaluate(text, query.category, query.filters);
    const offset = (query.page - 1) * query.pageSize;
    return {
      total: result.total,
      ids: this.page(result.bits, result.total, query.sort, offset, query.pageSize),
      facets: result.facets,
    };
  }
}
