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
import { LRUCache } from 'lru-cache';
import {
  BESTSELLER_OPTION,
  FILTER_GROUPS,
  type CatalogFilters,
  type FilterGroupId,
  type NormalizedQuery,
  type SortKey,
} from '../../shared/catalog-search';
import { andAll, countBits, emptyBits, fullBits, hasBit, setBit, type Bits } from './bitset';

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

/** A list field as parsed strings, or as its JSON text (read without parsing). */
type ListValue = readonly string[] | string;

/** What the index is built from; list fields may stay JSON text. */
export type IndexSourceRow = Omit<
  IndexRow,
  'certifications' | 'packaging' | 'skin_type' | 'sensitivity'
> & {
  certifications: ListValue;
  packaging: ListValue;
  skin_type: ListValue;
  sensitivity: ListValue;
};

const optionsOf = (id: FilterGroupId) =>
  FILTER_GROUPS.find((group) => group.id === id)!.options as readonly string[];

/** Bit mask of the known options a list holds (JSON text is matched on quoted elements). */
function maskOf(options: readonly string[], quoted: readonly string[], list: ListValue): number {
  let bits = 0;
  if (typeof list === 'string') {
    for (let k = 0; k < quoted.length; k++) if (list.includes(quoted[k]!)) bits |= 1 << k;
  } else {
    for (let k = 0; k < options.length; k++) if (list.includes(options[k]!)) bits |= 1 << k;
  }
  return bits;
}

/**
 * Collects rows one at a time (so a 100,000-row catalogue is streamed, never held as objects),
 * then freezes them into a CatalogIndex with every sort order precomputed.
 */
export class CatalogIndexBuilder {
  private ids: number[] = [];
  private haystacks: string[] = [];
  private createdAt: string[] = [];
  private names: string[] = [];
  private prices: number[] = [];
  private ratings: number[] = [];
  private reviewCounts: number[] = [];
  private bestseller: number[] = [];
  private brandCodes: number[] = [];
  private categoryCodes: number[] = [];
  private brandSeen = new Map<string, number>();
  private categorySeen = new Map<string, number>();
  private singles = {
    naturalIngredients: {
      map: new Map(optionsOf('naturalIngredients').map((o, i) => [o, i + 1])),
      codes: [] as number[],
    },
    originRegion: {
      map: new Map(optionsOf('originRegion').map((o, i) => [o, i + 1])),
      codes: [] as number[],
    },
    ownershipBrand: {
      map: new Map(optionsOf('ownershipBrand').map((o, i) => [o, i + 1])),
      codes: [] as number[],
    },
  };
  private masks = {
    certifications: { options: optionsOf('certifications'), masks: [] as number[] },
    packaging: { options: optionsOf('packaging'), masks: [] as number[] },
    skinType: { options: optionsOf('skinType'), masks: [] as number[] },
    sensitivity: { options: optionsOf('sensitivity'), masks: [] as number[] },
  };
  private quoted = Object.fromEntries(
    Object.entries(this.masks).map(([id, m]) => [id, m.options.map((o) => JSON.stringify(o))]),
  ) as Record<keyof CatalogIndexBuilder['masks'], string[]>;

  add(row: IndexSourceRow): void {
    this.ids.push(row.id);
    this.haystacks.push(
      [row.name, row.brand ?? '', row.description ?? ''].join(FIELD_SEPARATOR).toLowerCase(),
    );
    this.createdAt.push(row.created_at);
    this.names.push(foldForSort(row.name));
    this.prices.push(row.price ?? Number.NaN);
    this.ratings.push(row.rating ?? Number.NaN);
    this.reviewCounts.push(row.review_count);
    this.bestseller.push(row.is_bestseller === 1 ? 1 : 0);
    this.brandCodes.push(
      row.brand && row.brand.trim() ? provisional(this.brandSeen, row.brand) : 0,
    );
    this.categoryCodes.push(row.category ? provisional(this.categorySeen, row.category) : 0);
    const s = this.singles;
    s.naturalIngredients.codes.push(
      s.naturalIngredients.map.get(row.natural_ingredients ?? '') ?? 0,
    );
    s.originRegion.codes.push(s.originRegion.map.get(row.origin_region ?? '') ?? 0);
    s.ownershipBrand.codes.push(s.ownershipBrand.map.get(row.ownership_brand ?? '') ?? 0);
    const m = this.masks;
    const q = this.quoted;
    m.certifications.masks.push(
      maskOf(m.certifications.options, q.certifications, row.certifications),
    );
    m.packaging.masks.push(maskOf(m.packaging.options, q.packaging, row.packaging));
    m.skinType.masks.push(maskOf(m.skinType.options, q.skinType, row.skin_type));
    m.sensitivity.masks.push(maskOf(m.sensitivity.options, q.sensitivity, row.sensitivity));
  }

  build(): CatalogIndex {
    const size = this.ids.length;
    // Dictionaries sorted; provisional codes (order of appearance) remapped to sorted ones.
    const sortedDictionary = (
      seen: Map<string, number>,
      compare: (a: string, b: string) => number,
    ) => {
      const labels = [...seen.keys()].sort(compare);
      const remap = new Int32Array(seen.size + 1);
      labels.forEach((label, index) => (remap[seen.get(label)!] = index + 1));
      return { labels, remap };
    };
    const brands = sortedDictionary(
      this.brandSeen,
      (a, b) => brandCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0),
    );
    const categories = sortedDictionary(this.categorySeen, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const single = (
      labels: readonly string[],
      values: number[],
      remap?: Int32Array,
    ): SingleColumn => {
      const codes = codesFor(size, labels.length + 1);
      for (let i = 0; i < size; i++) codes[i] = remap ? remap[values[i]!]! : values[i]!;
      return { kind: 'single', labels, codes };
    };
    const mask = (labels: readonly string[], values: number[]): MaskColumn => ({
      kind: 'mask',
      labels,
      masks: Uint16Array.from(values),
    });
    const s = this.singles;
    const m = this.masks;
    const columns: Record<FacetId, Column> = {
      category: single(categories.labels, this.categoryCodes, categories.remap),
      bestsellers: single([BESTSELLER_OPTION], this.bestseller),
      brands: single(brands.labels, this.brandCodes, brands.remap),
      naturalIngredients: single(optionsOf('naturalIngredients'), s.naturalIngredients.codes),
      certifications: mask(m.certifications.options, m.certifications.masks),
      packaging: mask(m.packaging.options, m.packaging.masks),
      originRegion: single(optionsOf('originRegion'), s.originRegion.codes),
      ownershipBrand: single(optionsOf('ownershipBrand'), s.ownershipBrand.codes),
      skinType: mask(m.skinType.options, m.skinType.masks),
      sensitivity: mask(m.sensitivity.options, m.sensitivity.masks),
    };
    const ids = Int32Array.from(this.ids);
    const orders = sortOrders({
      ids,
      createdAt: this.createdAt,
      names: this.names,
      prices: Float64Array.from(this.prices),
      ratings: Float64Array.from(this.ratings),
      reviewCounts: Int32Array.from(this.reviewCounts),
    });
    return new CatalogIndex({
      ids,
      haystacks: this.haystacks,
      brands: brands.labels,
      categories: categories.labels,
      columns,
      orders,
    });
  }
}

function provisional(seen: Map<string, number>, value: string): number {
  let code = seen.get(value);
  if (code === undefined) {
    code = seen.size + 1;
    seen.set(value, code);
  }
  return code;
}

/** Every sort order, as positions. Ties and missing values fall back to newest first. */
function sortOrders(data: {
  ids: Int32Array;
  createdAt: string[];
  names: string[];
  prices: Float64Array;
  ratings: Float64Array;
  reviewCounts: Int32Array;
}): Record<SortKey, Int32Array> {
  const { ids, createdAt, names, prices, ratings, reviewCounts } = data;
  const size = ids.length;
  const positions = () => Int32Array.from({ length: size }, (_, i) => i);
  const newest = positions().sort((a, b) =>
    createdAt[a]! < createdAt[b]! ? 1 : createdAt[a]! > createdAt[b]! ? -1 : ids[b]! - ids[a]!,
  );
  const rank = new Int32Array(size);
  newest.forEach((position, r) => (rank[position] = r));
  const byRank = (a: number, b: number) => rank[a]! - rank[b]!;
  const nullsLast = (values: Float64Array, direction: 1 | -1) => (a: number, b: number) => {
    const x = values[a]!;
    const y = values[b]!;
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
    if (!Number.isNaN(x) && x !== y) return (x - y) * direction;
    return byRank(a, b);
  };
  const byRating = (a: number, b: number) => {
    const x = ratings[a]!;
    const y = ratings[b]!;
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
    if (!Number.isNaN(x) && x !== y) return y - x;
    return reviewCounts[b]! - reviewCounts[a]! || byRank(a, b);
  };
  return {
    newest,
    'price-asc': positions().sort(nullsLast(prices, 1)),
    'price-desc': positions().sort(nullsLast(prices, -1)),
    rating: positions().sort(byRating),
    name: positions().sort((a, b) =>
      names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : byRank(a, b),
    ),
  };
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

  private readonly haystacks: string[];
  private readonly brandLower: string[];
  private readonly columns: Record<FacetId, Column>;
  private readonly all: Bits;
  private readonly orders: Record<SortKey, Int32Array>;
  private readonly textCache = new LRUCache<string, Bits>({ max: TEXT_CACHE_SIZE });
  private readonly resultCache = new LRUCache<
    string,
    { bits: Bits; total: number; facets: FacetCounts }
  >({
    max: RESULT_CACHE_SIZE,
  });

  /** Builds from parsed rows (tests); the service streams rows into a CatalogIndexBuilder. */
  static fromRows(rows: Iterable<IndexSourceRow>): CatalogIndex {
    const builder = new CatalogIndexBuilder();
    for (const row of rows) builder.add(row);
    return builder.build();
  }

  constructor(parts: {
    ids: Int32Array;
    haystacks: string[];
    brands: readonly string[];
    categories: readonly string[];
    columns: Record<FacetId, Column>;
    orders: Record<SortKey, Int32Array>;
  }) {
    this.size = parts.ids.length;
    this.ids = parts.ids;
    this.haystacks = parts.haystacks;
    this.brands = parts.brands;
    this.categories = parts.categories;
    this.columns = parts.columns;
    this.orders = parts.orders;
    this.all = fullBits(this.size);
    this.brandLower = this.brands.map((brand) => brand.toLowerCase());
    this.brandCounts = new Int32Array(this.brands.length);
    const brandCodes = (this.columns.brands as SingleColumn).codes;
    for (let i = 0; i < this.size; i++) {
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
