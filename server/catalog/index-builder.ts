/**
 * Building the catalogue's search index from product rows: every filter column as small codes or
 * bit masks, the text of each product (./text-index.ts), and the sort orders.
 */
import {
  FAMILY_IDS,
  FREE_FROM_LABELS,
  PRICE_RANGE_LABELS,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  priceRangeOf,
} from '../../shared/catalog';
import { BESTSELLER_OPTION, STANDARD_OPTIONS, type SortKey } from '../../shared/catalog-search';
import {
  type Codes,
  type Column,
  facetRows,
  type FacetId,
  type IndexRow,
  type MaskColumn,
  optionsOf,
  type SingleColumn,
} from './index-columns';
import { CatalogIndex } from './search-index';
import type { IndexParts } from './index-columns';
import { compareBrands, foldForSort, packStrings } from './sort-keys';
import { TextIndexBuilder } from './text-index';

/** Product type id → its code in the productType column (labels in vocabulary order). */
const PRODUCT_TYPE_CODES = new Map(
  PRODUCT_TYPES.map((type, index) => [type.id as string, index + 1]),
);

/**
 * Codes of a single-valued column: 16 bits unless a column has 65,535 labels or more, so that
 * the facet counting loops see one array type (they run for every facet of every search).
 */
export function codesFor(size: number, labelCount: number): Codes {
  return labelCount < 65535 ? new Uint16Array(size) : new Uint32Array(size);
}

/** A list field as parsed strings, or as its JSON text (read without parsing). */
export type ListValue = readonly string[] | string;

/** What the index is built from; list fields may stay JSON text. */
export type IndexSourceRow = Omit<
  IndexRow,
  'certifications' | 'packaging' | 'skin_type' | 'sensitivity' | 'ingredient_families'
> & {
  certifications: ListValue;
  packaging: ListValue;
  skin_type: ListValue;
  sensitivity: ListValue;
  ingredient_families: ListValue | null;
};

const QUOTED_FAMILIES = FAMILY_IDS.map((id) => JSON.stringify(id));
/** Every FREE FROM bit set: a product whose list holds none of the families. */
const FREE_OF_ALL = (1 << FAMILY_IDS.length) - 1;

/** FREE FROM bits of a product: bit k = its analysed list holds nothing of family k. */
export function freeFromMask(families: ListValue | null): number {
  if (families === null) return 0;
  return FREE_OF_ALL & ~maskOf(FAMILY_IDS, QUOTED_FAMILIES, families);
}

/** Bit mask of the known options a list holds (JSON text is matched on quoted elements). */
export function maskOf(
  options: readonly string[],
  quoted: readonly string[],
  list: ListValue,
): number {
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
  private createdAt: string[] = [];
  private names: string[] = [];
  private prices: number[] = [];
  private ratings: number[] = [];
  private reviewCounts: number[] = [];
  private bestseller: number[] = [];
  /** Bit 0: Clean, bit 1: Natural (STANDARD_OPTIONS order). */
  private standard: number[] = [];
  private brandCodes: number[] = [];
  private categoryCodes: number[] = [];
  private productTypeCodes: number[] = [];
  private priceCodes: number[] = [];
  private freeFrom: number[] = [];
  /** Positions whose ingredient list is analysed (ingredient_families not null). */
  private analysed: number[] = [];
  private brandSeen = new Map<string, number>();
  private categorySeen = new Map<string, number>();
  private text = new TextIndexBuilder();
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
    this.text.add(row.name, row.brand, row.description);
    this.createdAt.push(row.created_at);
    this.names.push(foldForSort(row.name));
    this.prices.push(row.price ?? Number.NaN);
    this.ratings.push(row.rating ?? Number.NaN);
    this.reviewCounts.push(row.review_count);
    this.bestseller.push(row.is_bestseller === 1 ? 1 : 0);
    this.standard.push(
      (row.toxicity_rating === 'clean' ? 1 : 0) | (row.naturalness_rating === 'natural' ? 2 : 0),
    );
    this.brandCodes.push(
      row.brand && row.brand.trim() ? provisional(this.brandSeen, row.brand) : 0,
    );
    this.categoryCodes.push(row.category ? provisional(this.categorySeen, row.category) : 0);
    this.productTypeCodes.push(PRODUCT_TYPE_CODES.get(row.product_type ?? '') ?? 0);
    this.priceCodes.push(PRICE_RANGE_LABELS.indexOf(priceRangeOf(row.price) ?? '') + 1);
    this.freeFrom.push(freeFromMask(row.ingredient_families));
    if (row.ingredient_families !== null) this.analysed.push(this.ids.length - 1);
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
    return new CatalogIndex(this.buildParts());
  }

  buildParts(): IndexParts {
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
    const brands = sortedDictionary(this.brandSeen, compareBrands);
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
      standard: mask(STANDARD_OPTIONS, this.standard),
      brands: single(brands.labels, this.brandCodes, brands.remap),
      productType: single(PRODUCT_TYPE_LABELS, this.productTypeCodes),
      price: single(PRICE_RANGE_LABELS, this.priceCodes),
      freeFrom: mask(FREE_FROM_LABELS, this.freeFrom),
      naturalIngredients: single(optionsOf('naturalIngredients'), s.naturalIngredients.codes),
      certifications: mask(m.certifications.options, m.certifications.masks),
      packaging: mask(m.packaging.options, m.packaging.masks),
      originRegion: single(optionsOf('originRegion'), s.originRegion.codes),
      ownershipBrand: single(optionsOf('ownershipBrand'), s.ownershipBrand.codes),
      skinType: mask(m.skinType.options, m.skinType.masks),
      sensitivity: mask(m.sensitivity.options, m.sensitivity.masks),
    };
    // Brands are many: they are matched and counted from their codes.
    for (const [id, column] of Object.entries(columns)) {
      if (id !== 'brands') column.options = optionSets(column, size);
    }
    const ids = Int32Array.from(this.ids);
    const prices = Float64Array.from(this.prices);
    const ratings = Float64Array.from(this.ratings);
    const reviewCounts = Int32Array.from(this.reviewCounts);
    const orders = sortOrders({
      ids,
      createdAt: this.createdAt,
      names: this.names,
      prices,
      ratings,
      reviewCounts,
    });
    const byId = Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
    const analysed = new Uint32Array((size + 31) >>> 5);
    for (const position of this.analysed) analysed[position >>> 5]! |= 1 << (position & 31);
    return {
      ids,
      byId,
      analysed,
      rows: facetRows(columns, size),
      brands: brands.labels,
      categories: categories.labels,
      columns,
      orders,
      keys: {
        createdAt: packStrings(this.createdAt),
        names: packStrings(this.names),
        prices,
        ratings,
        reviewCounts,
      },
      text: this.text.build(),
    };
  }
}

/** Each label's products as a bit set, one after another (see Column.options). */
export function optionSets(column: Column, size: number): Uint32Array {
  const words = (size + 31) >>> 5;
  const sets = new Uint32Array(column.labels.length * words);
  if (column.kind === 'single') {
    const codes = column.codes;
    for (let i = 0; i < size; i++) {
      const code = codes[i]!;
      if (code) sets[(code - 1) * words + (i >>> 5)]! |= 1 << (i & 31);
    }
  } else {
    const masks = column.masks;
    for (let i = 0; i < size; i++) {
      let mask = masks[i]!;
      while (mask !== 0) {
        const bit = 31 - Math.clz32(mask & -mask);
        sets[bit * words + (i >>> 5)]! |= 1 << (i & 31);
        mask &= mask - 1;
      }
    }
  }
  return sets;
}

export function provisional(seen: Map<string, number>, value: string): number {
  let code = seen.get(value);
  if (code === undefined) {
    code = seen.size + 1;
    seen.set(value, code);
  }
  return code;
}

/**
 * Every sort order, as positions: the orders of sort-keys.ts compareKeys (ties and missing
 * values fall back to newest first), with the newest order's rank as the tie-break.
 */
export function sortOrders(data: {
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

/** Builds from parsed rows (tests); the service streams rows into a CatalogIndexBuilder. */
export function indexFromRows(rows: Iterable<IndexSourceRow>): CatalogIndex {
  const builder = new CatalogIndexBuilder();
  for (const row of rows) builder.add(row);
  return builder.build();
}
