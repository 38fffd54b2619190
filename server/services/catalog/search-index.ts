/**
 * The in-memory catalogue search index (see docs/decisions/0002-catalogue-search.md).
 *
 * Built once per catalogue version from the products table: one position per product, typed-array
 * columns per filter group (a code for single-valued fields, a bit mask for list fields), a
 * lower-cased haystack of name, brand and description for the search text, and sort orders built
 * on first use. A query is answered with bit sets: OR inside a group, AND across groups, and each
 * group's counts ignore that group's own selection (disjunctive facets). Only the page's ids leave
 * the index; the caller reads those rows from SQLite.
 *
 * Matching rules (SPEC.md §5): search text in name, brand or description, case-insensitive
 * substring; category exact; brand case-insensitive substring (any selected); bestseller uses
 * is_bestseller; natural ingredients, origin and ownership exact (any selected); certifications,
 * packaging, skin type and sensitivity: the product lists any of the selected.
 */
import {
  BESTSELLER_OPTION,
  FILTER_GROUPS,
  type CatalogFilters,
  type FilterGroupId,
  type NormalizedQuery,
  type SortKey,
} from '../../../shared/catalog-search';
import {
  andAll,
  countBits,
  emptyBits,
  forEachBit,
  fullBits,
  hasBit,
  setBit,
  type Bits,
} from './bitset';

/** The columns the index needs, lists already parsed. */
export interface IndexRow {
  id: number;
  name: string;
  brand: string | null;
  description: string | null;
  category: string | null;
  price: number | null;
  rating: number | null;
  review_count: number;
  created_at: string;
  is_bestseller: number;
  natural_ingredients: string | null;
  certifications: readonly string[];
  packaging: readonly string[];
  origin_region: string | null;
  ownership_brand: string | null;
  skin_type: readonly string[];
  sensitivity: readonly string[];
}

/** Facet group ids: the nine filter groups plus the category chips. */
export type FacetId = FilterGroupId | 'category';
/** Option → number of matching products if that option were (also) chosen. */
export type FacetCounts = Record<FacetId, Record<string, number>>;

export interface SearchHit {
  /** Matching products in all. */
  total: number;
  /** Product ids of the requested page, in sort order. */
  ids: number[];
  facets: FacetCounts;
}

type Codes = Uint8Array | Uint16Array | Uint32Array;

/** A single-valued column: code 0 = no value, code c = labels[c - 1]. */
interface SingleColumn {
  kind: 'single';
  labels: readonly string[];
  codes: Codes;
}
/** A list column over at most 16 known options: bit k set = labels[k] listed. */
interface MaskColumn {
  kind: 'mask';
  labels: readonly string[];
  masks: Uint16Array;
}
type Column = SingleColumn | MaskColumn;

const TEXT_CACHE_SIZE = 128;
const RESULT_CACHE_SIZE = 256;
const FIELD_SEPARATOR = '\u0000';

/** A small least-recently-used cache on Map's insertion order. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value!);
  }
}

function codesFor(size: number, labelCount: number): Codes {
  return labelCount < 255
    ? new Uint8Array(size)
    : labelCount < 65535
      ? new Uint16Array(size)
      : new Uint32Array(size);
}

/** Sort key for names: accents folded, lower-cased, so plain < comparison is alphabetical. */
function foldForSort(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const brandCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export class CatalogIndex {
  readonly size: number;
  readonly ids: Int32Array;
  /** Distinct non-empty brands, sorted alphabetically. */
  readonly brands: readonly string[];
  /** Products per brand, aligned with `brands`. */
  readonly brandCounts: Int32Array;
  /** Distinct non-empty categories as stored, sorted. */
  readonly categories: readonly string[];

  private readonly haystacks: string[];
  private readonly brandLower: string[];
  private readonly columns: Record<FacetId, Column>;
  private readonly all: Bits;
  private readonly createdAt: string[];
  private readonly names: string[];
  private readonly prices: Float64Array;
  private readonly ratings: Float64Array;
  private readonly reviewCounts: Int32Array;
  private readonly orders = new Map<SortKey, Int32Array>();
  private readonly textCache = new Lru<Bits>(TEXT_CACHE_SIZE);
  private readonly resultCache = new Lru<{ bits: Bits; total: number; facets: FacetCounts }>(
    RESULT_CACHE_SIZE,
  );

  constructor(rows: readonly IndexRow[]) {
    const size = rows.length;
    this.size = size;
    this.ids = new Int32Array(size);
    this.haystacks = new Array<string>(size);
    this.createdAt = new Array<string>(size);
    this.names = new Array<string>(size);
    this.prices = new Float64Array(size);
    this.ratings = new Float64Array(size);
    this.reviewCounts = new Int32Array(size);
    this.all = fullBits(size);

    const brandSet = new Set<string>();
    const categorySet = new Set<string>();
    for (const row of rows) {
      if (row.brand && row.brand.trim()) brandSet.add(row.brand);
      if (row.category) categorySet.add(row.category);
    }
    this.brands = [...brandSet].sort(
      (a, b) => brandCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0),
    );
    this.brandLower = this.brands.map((brand) => brand.toLowerCase());
    this.categories = [...categorySet].sort();
    this.brandCounts = new Int32Array(this.brands.length);

    const single = (labels: readonly string[]): SingleColumn => ({
      kind: 'single',
      labels,
      codes: codesFor(size, labels.length + 1),
    });
    const mask = (labels: readonly string[]): MaskColumn => ({
      kind: 'mask',
      labels,
      masks: new Uint16Array(size),
    });
    const optionsOf = (id: FilterGroupId) =>
      FILTER_GROUPS.find((group) => group.id === id)!.options as readonly string[];
    this.columns = {
      category: single(this.categories),
      bestsellers: single([BESTSELLER_OPTION]),
      brands: single(this.brands),
      naturalIngredients: single(optionsOf('naturalIngredients')),
      certifications: mask(optionsOf('certifications')),
      packaging: mask(optionsOf('packaging')),
      originRegion: single(optionsOf('originRegion')),
      ownershipBrand: single(optionsOf('ownershipBrand')),
      skinType: mask(optionsOf('skinType')),
      sensitivity: mask(optionsOf('sensitivity')),
    };

    const codeMaps = new Map<Column, Map<string, number>>();
    for (const column of Object.values(this.columns)) {
      codeMaps.set(
        column,
        new Map(
          column.labels.map((label, index) => [
            label,
            column.kind === 'single' ? index + 1 : index,
          ]),
        ),
      );
    }
    const setSingle = (column: Column, i: number, value: string | null) => {
      if (value === null || column.kind !== 'single') return;
      column.codes[i] = codeMaps.get(column)!.get(value) ?? 0;
    };
    const setMask = (column: Column, i: number, values: readonly string[]) => {
      if (column.kind !== 'mask') return;
      const codes = codeMaps.get(column)!;
      let bits = 0;
      for (const value of values) {
        const bit = codes.get(value);
        if (bit !== undefined) bits |= 1 << bit;
      }
      column.masks[i] = bits;
    };

    const c = this.columns;
    rows.forEach((row, i) => {
      this.ids[i] = row.id;
      this.haystacks[i] = [row.name, row.brand ?? '', row.description ?? '']
        .join(FIELD_SEPARATOR)
        .toLowerCase();
      this.createdAt[i] = row.created_at;
      this.names[i] = foldForSort(row.name);
      this.prices[i] = row.price ?? Number.NaN;
      this.ratings[i] = row.rating ?? Number.NaN;
      this.reviewCounts[i] = row.review_count;
      setSingle(c.category, i, row.category);
      (c.bestsellers as SingleColumn).codes[i] = row.is_bestseller === 1 ? 1 : 0;
      setSingle(c.brands, i, row.brand);
      setSingle(c.naturalIngredients, i, row.natural_ingredients);
      setSingle(c.originRegion, i, row.origin_region);
      setSingle(c.ownershipBrand, i, row.ownership_brand);
      setMask(c.certifications, i, row.certifications);
      setMask(c.packaging, i, row.packaging);
      setMask(c.skinType, i, row.skin_type);
      setMask(c.sensitivity, i, row.sensitivity);
    });
    const brandCodes = (c.brands as SingleColumn).codes;
    for (let i = 0; i < size; i++) {
      const code = brandCodes[i]!;
      if (code) this.brandCounts[code - 1]!++;
    }
  }

  /** Filters, facet counts, sort and paging in memory. */
  search(query: NormalizedQuery): SearchHit {
    const key = JSON.stringify([query.q, query.category, query.filters]);
    let result = this.resultCache.get(key);
    if (!result) {
      result = this.evaluate(query.q, query.category, query.filters);
      this.resultCache.set(key, result);
    }
    const offset = (query.page - 1) * query.pageSize;
    return {
      total: result.total,
      ids: this.page(result.bits, result.total, query.sort, offset, query.pageSize),
      facets: result.facets,
    };
  }

  private evaluate(q: string, category: string | null, filters: CatalogFilters) {
    const base = q ? this.textMatches(q) : this.all;
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

  /** Products whose haystack contains the (already cleaned) text, lower-cased. */
  private textMatches(q: string): Bits {
    const needle = q.toLowerCase();
    const cached = this.textCache.get(needle);
    if (cached) return cached;
    const bits = emptyBits(this.size);
    const hay = this.haystacks;
    for (let i = 0; i < this.size; i++) if (hay[i]!.includes(needle)) setBit(bits, i);
    this.textCache.set(needle, bits);
    return bits;
  }

  /** Products that satisfy one facet's selection (OR inside the group). */
  private match(id: FacetId, selected: readonly string[]): Bits {
    const column = this.columns[id];
    const bits = emptyBits(this.size);
    if (column.kind === 'mask') {
      let wanted = 0;
      selected.forEach((value) => {
        const bit = column.labels.indexOf(value);
        if (bit >= 0) wanted |= 1 << bit;
      });
      const masks = column.masks;
      for (let i = 0; i < this.size; i++) if (masks[i]! & wanted) setBit(bits, i);
      return bits;
    }
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

  /** Counts per option of the given facets over one set, in a single pass. */
  private count(set: Bits, ids: readonly FacetId[]): Partial<FacetCounts> {
    if (ids.length === 0) return {};
    const columns = ids.map((id) => this.columns[id]);
    const tallies = columns.map((column) =>
      column.kind === 'single'
        ? new Int32Array(column.labels.length + 1)
        : new Int32Array(1 << column.labels.length),
    );
    const singles: { codes: Codes; tally: Int32Array }[] = [];
    const masks: { masks: Uint16Array; tally: Int32Array }[] = [];
    columns.forEach((column, k) => {
      if (column.kind === 'single') singles.push({ codes: column.codes, tally: tallies[k]! });
      else masks.push({ masks: column.masks, tally: tallies[k]! });
    });
    const visit = (i: number) => {
      for (let s = 0; s < singles.length; s++) singles[s]!.tally[singles[s]!.codes[i]!]!++;
      for (let m = 0; m < masks.length; m++) masks[m]!.tally[masks[m]!.masks[i]!]!++;
    };
    if (set === this.all) for (let i = 0; i < this.size; i++) visit(i);
    else forEachBit(set, visit);

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
    const order = this.order(sort);
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

  /** Positions in sort order, built on first use. Ties and missing values fall back to newest. */
  private order(sort: SortKey): Int32Array {
    let order = this.orders.get(sort);
    if (order) return order;
    const positions = Int32Array.from({ length: this.size }, (_, i) => i);
    const created = this.createdAt;
    const ids = this.ids;
    const newest = (a: number, b: number) =>
      created[a]! < created[b]! ? 1 : created[a]! > created[b]! ? -1 : ids[b]! - ids[a]!;
    if (sort === 'newest') {
      order = positions.sort(newest);
    } else {
      const rank = this.order('newest');
      const newestRank = new Int32Array(this.size);
      rank.forEach((position, r) => (newestRank[position] = r));
      const byRank = (a: number, b: number) => newestRank[a]! - newestRank[b]!;
      const nullsLast = (values: Float64Array, direction: 1 | -1) => (a: number, b: number) => {
        const x = values[a]!;
        const y = values[b]!;
        if (Number.isNaN(x) || Number.isNaN(y))
          return Number.isNaN(x) === Number.isNaN(y) ? byRank(a, b) : Number.isNaN(x) ? 1 : -1;
        return (x - y) * direction || byRank(a, b);
      };
      const names = this.names;
      const ratings = this.ratings;
      const reviews = this.reviewCounts;
      const byRating = (a: number, b: number) => {
        const x = ratings[a]!;
        const y = ratings[b]!;
        if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
        if (!Number.isNaN(x) && x !== y) return y - x;
        return reviews[b]! - reviews[a]! || byRank(a, b);
      };
      const compare =
        sort === 'price-asc'
          ? nullsLast(this.prices, 1)
          : sort === 'price-desc'
            ? nullsLast(this.prices, -1)
            : sort === 'rating'
              ? byRating
              : (a: number, b: number) =>
                  names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : byRank(a, b);
      order = positions.sort(compare);
    }
    this.orders.set(sort, order);
    return order;
  }

  /** For tests and the bench: how the index answers without its result cache. */
  searchUncached(query: NormalizedQuery): SearchHit {
    const result = this.evaluate(query.q, query.category, query.filters);
    const offset = (query.page - 1) * query.pageSize;
    return {
      total: result.total,
      ids: this.page(result.bits, result.total, query.sort, offset, query.pageSize),
      facets: result.facets,
    };
  }
}
