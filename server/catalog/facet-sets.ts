/**
 * The facets' option sets of one built search index: the products that satisfy a facet's
 * selection (OR inside the group, AND for FREE FROM), and how many products each option has
 * within a set, with the option sets or product by product (./facet-tally.ts), whichever costs
 * less. An index and the indexes patched from it share one, as they share the built columns.
 */
import { LRUCache } from 'lru-cache';
import { countAnd, countBits, emptyBits, fullBits, setBit, wordRange, type Bits } from './bitset';
import type { Column, FacetId, FacetRows } from './index-columns';
import { tallyProducts, type Tallies, type TallySource } from './facet-tally';

/** Facet selections kept as sets (a set is 12.5 KB at 100,000 products). */
const MATCH_CACHE_SIZE = 256;

/** What counting one product costs, in AND-and-popcounts of one word (measured, roughly). */
const TALLY_COST = 3;

/**
 * Facets whose selected options must all hold (FREE FROM): counted over the result itself, so each
 * count says how many of the shown products would remain.
 */
export const CONJUNCTIVE: ReadonlySet<FacetId> = new Set<FacetId>(['freeFrom']);

export class FacetSets {
  /** Every position of the index. */
  readonly all: Bits;
  private readonly brandLower: string[];
  /** Per facet with option sets, the word range of each option's set (see optionRanges). */
  private readonly rangesOfOptions = new Map<FacetId, Int32Array>();
  /** The products of one facet's selection (match). */
  private readonly matchCache = new LRUCache<string, Bits>({ max: MATCH_CACHE_SIZE });
  /** What tallying product by product reads (./facet-tally.ts). */
  private readonly tallySource: TallySource;

  constructor(
    readonly columns: Record<FacetId, Column>,
    rows: FacetRows,
    brands: readonly string[],
    readonly size: number,
  ) {
    this.all = fullBits(size);
    this.brandLower = brands.map((brand) => brand.toLowerCase());
    this.tallySource = { columns, rows, all: this.all, size };
  }

  /** The products that have one option of a facet with option sets. */
  optionSet(column: Column, label: number): Bits {
    const words = this.all.length;
    return column.options!.subarray(label * words, (label + 1) * words);
  }

  /**
   * Products that satisfy one facet's selection (OR inside the group, AND for FREE FROM); cached,
   * so never to be changed by the caller.
   */
  match(id: FacetId, selected: readonly string[]): Bits {
    const key = `${id}\u0000${selected.join('\u0000')}`;
    let bits = this.matchCache.get(key);
    if (!bits) this.matchCache.set(key, (bits = this.matchNew(id, selected)));
    return bits;
  }

  private matchNew(id: FacetId, selected: readonly string[]): Bits {
    const column = this.columns[id];
    if (CONJUNCTIVE.has(id)) {
      const bits = Uint32Array.from(this.all);
      for (const value of selected) {
        const label = column.labels.indexOf(value);
        const set = label < 0 ? emptyBits(this.size) : this.optionSet(column, label);
        for (let w = 0; w < bits.length; w++) bits[w]! &= set[w]!;
      }
      return bits;
    }
    const bits = emptyBits(this.size);
    if (column.options) {
      const ranges = this.optionRanges(id);
      for (const value of selected) {
        const label = column.labels.indexOf(value);
        if (label < 0) continue;
        const set = this.optionSet(column, label);
        for (let w = ranges[2 * label]!; w < ranges[2 * label + 1]!; w++) bits[w]! |= set[w]!;
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

  /** Per option of a facet, the words its set reaches: [first, end) pairs (computed once). */
  private optionRanges(id: FacetId): Int32Array {
    let ranges = this.rangesOfOptions.get(id);
    if (!ranges) {
      const column = this.columns[id];
      ranges = new Int32Array(2 * column.labels.length);
      for (let label = 0; label < column.labels.length; label++) {
        const [first, end] = wordRange(this.optionSet(column, label));
        ranges[2 * label] = first;
        ranges[2 * label + 1] = end;
      }
      this.rangesOfOptions.set(id, ranges);
    }
    return ranges;
  }

  /**
   * Counts per option of the given facets over one set, whose members lie in the words
   * [first, end): with the option sets (one AND and popcount per option) or product by product,
   * whichever costs less; brands product by product. `positions`, when given, are the set's
   * members, and they are counted one by one.
   */
  count(
    set: Bits,
    ids: readonly FacetId[],
    [first, end]: [number, number],
    positions: Int32Array | null = null,
  ): Tallies {
    if (ids.length === 0) return {};
    if (positions) return tallyProducts(this.tallySource, set, ids, positions);
    const members = set === this.all ? this.size : countBits(set, first, end);
    const out: Tallies = {};
    const tallied: FacetId[] = [];
    for (const id of ids) {
      const column = this.columns[id];
      // Per option, one AND-and-popcount over the words both sets reach; product by product, a
      // few operations per member: the cheaper of the two (a type column has 85 options).
      const ranges = column.options ? this.optionRanges(id) : null;
      if (!ranges || overlapOf(ranges, first, end) > members * TALLY_COST) {
        tallied.push(id);
        continue;
      }
      const counts = new Int32Array(column.labels.length);
      for (let index = 0; index < counts.length; index++) {
        const from = Math.max(first, ranges[2 * index]!);
        const to = Math.min(end, ranges[2 * index + 1]!);
        if (from < to) counts[index] = countAnd(set, this.optionSet(column, index), from, to);
      }
      out[id] = counts;
    }
    return Object.assign(out, tallyProducts(this.tallySource, set, tallied));
  }
}

/** Words an AND-and-popcount per option would read: each option's range within [first, end). */
function overlapOf(ranges: Int32Array, first: number, end: number): number {
  let words = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    words += Math.max(0, Math.min(end, ranges[i + 1]!) - Math.max(first, ranges[i]!));
  }
  return words;
}
