/**
 * Facet counts taken product by product (the catalogue search index's way for small sets, and for
 * facets without option sets): each member's value is read from the facets' rows (FacetRows) or
 * from a facet's own column, and a list facet's 16-bit masks are counted by their two bytes.
 */
import { type Bits } from './bitset';
import type { Codes, Column, FacetId, FacetRows } from './index-columns';

/** Per facet, its products per option, aligned with the column's labels. */
export type Tallies = Partial<Record<FacetId, Int32Array>>;

/** What a tally reads of an index. */
export interface TallySource {
  readonly columns: Record<FacetId, Column>;
  readonly rows: FacetRows;
  /** The set of every position: a set that is this one is walked as 0 to size. */
  readonly all: Bits;
  readonly size: number;
}

/** Counts per option of the given facets over one set, product by product. */
export function tallyProducts(
  source: TallySource,
  set: Bits,
  ids: readonly FacetId[],
  positions: Int32Array | null = null,
): Tallies {
  if (ids.length === 0) return {};
  const { slots } = source.rows;
  // One or two facets: their own columns (a few hundred KB, cache-resident) cost
  // less than the rows (one cache line per product read for a value or two).
  const inRows = ids.length > 2 ? ids.filter((id) => slots[id] >= 0) : [];
  const tallies = tallyRows(source, set, inRows, positions);
  for (const id of ids) {
    if (tallies.has(id)) continue;
    const column = source.columns[id];
    tallies.set(
      id,
      column.kind === 'single'
        ? tallyCodes(source, column.codes, column.labels.length + 1, set, positions)
        : tallyMasks(source, column.masks, column.labels.length, set, positions),
    );
  }
  const out: Tallies = {};
  for (const [id, tally] of tallies) {
    const column = source.columns[id];
    // A single-valued column's code 0 is "no value", not an option.
    const first = column.kind === 'single' ? 1 : 0;
    out[id] = tally.subarray(first, first + column.labels.length);
  }
  return out;
}

/**
 * Per facet, products per code (single-valued, code 0 = none) or per option (lists), all facets
 * in one pass over the set, reading each product's row (FacetRows).
 */
function tallyRows(
  source: TallySource,
  set: Bits,
  ids: readonly FacetId[],
  positions: Int32Array | null,
): Map<FacetId, Int32Array> {
  const { stride, slots, values } = source.rows;
  const n = ids.length;
  if (n === 0) return new Map();
  const slotOf = new Int32Array(n);
  const baseOf = new Int32Array(n);
  const isList = new Uint8Array(n);
  let width = 0;
  ids.forEach((id, k) => {
    const column = source.columns[id];
    slotOf[k] = slots[id];
    baseOf[k] = width;
    isList[k] = column.kind === 'mask' ? 1 : 0;
    width += column.kind === 'single' ? column.labels.length + 1 : MASK_HISTOGRAM;
  });
  const flat = new Int32Array(width);
  // A list's value is counted by its two bytes (see foldMasks), not bit by bit.
  const visit = (position: number) => {
    const row = position * stride;
    for (let k = 0; k < n; k++) {
      const value = values[row + slotOf[k]!]!;
      if (isList[k] === 0) flat[baseOf[k]! + value]!++;
      else {
        flat[baseOf[k]! + (value & 0xff)]!++;
        flat[baseOf[k]! + 256 + (value >>> 8)]!++;
      }
    }
  };
  if (set === source.all) {
    for (let i = 0; i < source.size; i++) visit(i);
  } else if (positions) {
    for (let i = 0; i < positions.length; i++) visit(positions[i]!);
  } else {
    for (let w = 0; w < set.length; w++) {
      for (let word = set[w]!; word !== 0; word &= word - 1) {
        visit((w << 5) + 31 - Math.clz32(word & -word));
      }
    }
  }
  const tallies = new Map<FacetId, Int32Array>();
  ids.forEach((id, k) => {
    const column = source.columns[id];
    if (column.kind === 'mask') {
      const histogram = flat.subarray(baseOf[k]!, baseOf[k]! + MASK_HISTOGRAM);
      tallies.set(id, foldMasks(histogram, column.labels.length));
    } else {
      tallies.set(id, flat.subarray(baseOf[k]!, baseOf[k]! + column.labels.length + 1));
    }
  });
  return tallies;
}

/** Products per code of a single-valued column (one too wide for FacetRows). */
function tallyCodes(
  source: TallySource,
  codes: Codes,
  size: number,
  set: Bits,
  positions: Int32Array | null,
) {
  const tally = new Int32Array(size);
  if (set === source.all) {
    for (let i = 0; i < source.size; i++) tally[codes[i]!]!++;
  } else if (positions) {
    for (let i = 0; i < positions.length; i++) tally[codes[positions[i]!]!]!++;
  } else {
    for (let w = 0; w < set.length; w++) {
      for (let word = set[w]!; word !== 0; word &= word - 1) {
        tally[codes[(w << 5) + 31 - Math.clz32(word & -word)]!]!++;
      }
    }
  }
  return tally;
}

/** Products per option of a list column, counted by the masks' two bytes (see foldMasks). */
function tallyMasks(
  source: TallySource,
  masks: Uint16Array,
  size: number,
  set: Bits,
  positions: Int32Array | null,
) {
  const histogram = new Int32Array(MASK_HISTOGRAM);
  const add = (mask: number) => {
    histogram[mask & 0xff]!++;
    histogram[256 + (mask >>> 8)]!++;
  };
  if (set === source.all) {
    for (let i = 0; i < source.size; i++) add(masks[i]!);
  } else if (positions) {
    for (let i = 0; i < positions.length; i++) add(masks[positions[i]!]!);
  } else {
    for (let w = 0; w < set.length; w++) {
      for (let word = set[w]!; word !== 0; word &= word - 1) {
        add(masks[(w << 5) + 31 - Math.clz32(word & -word)]!);
      }
    }
  }
  return foldMasks(histogram, size);
}

/** A list column's 16-bit masks counted per value of their low byte, then of their high byte. */
const MASK_HISTOGRAM = 512;

/**
 * Per option, the products whose mask has its bit, from the masks' byte histograms: two
 * increments per product instead of one per option it lists (a product lists eight of FREE
 * FROM's fifteen families; walking their bits cost four times as much, in mispredicted branches).
 */
function foldMasks(histogram: Int32Array, size: number): Int32Array {
  const counts = new Int32Array(size);
  for (let half = 0; half < 2; half++) {
    const offset = half * 8;
    for (let value = 1; value < 256; value++) {
      const products = histogram[half * 256 + value]!;
      if (products === 0) continue;
      for (let bits = value; bits !== 0; bits &= bits - 1) {
        const option = offset + 31 - Math.clz32(bits & -bits);
        if (option < size) counts[option]! += products;
      }
    }
  }
  return counts;
}
