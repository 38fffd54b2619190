/**
 * The built sort orders of one search index: a page of a result in any order, with the products
 * changed since the build placed among the indexed ones, and a product's position by its id. An
 * index and the indexes patched from it share one, as they share the built orders.
 */
import type { SortKey } from '../../shared/catalog-search';
import { hasBit, type Bits } from './bitset';
import type { AddedRow } from './index-patch';
import { compareKeys, sortValuesAt, type SortKeyParts } from './sort-keys';

/** What a page is taken from: one evaluated result. */
export interface Ranked {
  bits: Bits;
  total: number;
  /** Changed products that match, beside `bits`. */
  added: AddedRow[];
  /** The positions of `bits`, ascending, when they are few. */
  positions: Int32Array | null;
  /** Those positions in each sort order asked for so far. */
  sorted: Partial<Record<SortKey, Int32Array>>;
}

export class SortOrders {
  /** Per sort order, each position's rank in it (computed when first needed). */
  private readonly ranks: Partial<Record<SortKey, Int32Array>> = {};

  constructor(
    private readonly ids: Int32Array,
    /** Positions ordered by product id, to find a product's position by binary search. */
    private readonly byId: Int32Array,
    private readonly orders: Record<SortKey, Int32Array>,
    private readonly keys: SortKeyParts,
  ) {}

  /** The position of a product by id; -1 when the index does not hold it. */
  positionOf(id: number): number {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.ids[this.byId[middle]!]!;
      if (found === id) return this.byId[middle]!;
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** The ids of one page of a result; `whole` when its set is every indexed product. */
  page(result: Ranked, whole: boolean, sort: SortKey, offset: number, limit: number): number[] {
    const { bits, total } = result;
    if (offset >= total) return [];
    const order = this.orders[sort];
    const ids: number[] = [];
    if (whole) {
      for (let r = offset; r < Math.min(total, offset + limit); r++) ids.push(this.ids[order[r]!]!);
      return ids;
    }
    if (result.positions && result.added.length === 0) {
      const sorted = (result.sorted[sort] ??= this.inOrder(result.positions, sort));
      return Array.from(sorted.subarray(offset, offset + limit), (position) => this.ids[position]!);
    }
    // Changed products in this order, each before the indexed position it ranks before.
    const added = [...result.added].sort((a, b) => compareKeys(sort, a.sortValues, b.sortValues));
    let next = 0;
    let seen = 0;
    const take = (id: number) => {
      if (seen++ >= offset) ids.push(id);
    };
    for (let r = 0; r < order.length && ids.length < limit; r++) {
      while (next < added.length && ids.length < limit && this.rankOf(added[next]!, sort) <= r)
        take(added[next++]!.row.id);
      const position = order[r]!;
      if (ids.length < limit && hasBit(bits, position)) take(this.ids[position]!);
    }
    while (next < added.length && ids.length < limit) take(added[next++]!.row.id);
    return ids;
  }

  /** These positions in the given sort order. */
  private inOrder(positions: Int32Array, sort: SortKey): Int32Array {
    const order = this.orders[sort];
    let rank = this.ranks[sort];
    if (!rank) {
      rank = new Int32Array(this.ids.length);
      for (let r = 0; r < order.length; r++) rank[order[r]!] = r;
      this.ranks[sort] = rank;
    }
    const ranks = new Int32Array(positions.length);
    for (let i = 0; i < positions.length; i++) ranks[i] = rank[positions[i]!]!;
    ranks.sort();
    for (let i = 0; i < ranks.length; i++) ranks[i] = order[ranks[i]!]!;
    return ranks;
  }

  /** How many indexed positions come before a changed product in this order (binary search). */
  private rankOf(added: AddedRow, sort: SortKey): number {
    const known = added.ranks[sort];
    if (known !== undefined) return known;
    const order = this.orders[sort];
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const there = sortValuesAt(this.keys, this.ids, order[middle]!);
      if (compareKeys(sort, there, added.sortValues) < 0) low = middle + 1;
      else high = middle;
    }
    added.ranks[sort] = low;
    return low;
  }
}
