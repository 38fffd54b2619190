/** The shapes the search index is made of, shared by its builder and its queries. */
import { FILTER_GROUPS, type FilterGroupId, type SortKey } from '../../shared/catalog-search';
import type { SortKeyParts } from './sort-keys';
import type { TextIndexParts } from './text-index';

/** The known options of one filter group. */
export const optionsOf = (id: FilterGroupId) =>
  FILTER_GROUPS.find((group) => group.id === id)!.options as readonly string[];

/** The columns the index needs, lists already parsed. */
export interface IndexRow {
  id: number;
  name: string;
  brand: string | null;
  description: string | null;
  category: string | null;
  product_type: string | null;
  price: number | null;
  rating: number | null;
  review_count: number;
  created_at: string;
  is_bestseller: number;
  toxicity_rating: string | null;
  naturalness_rating: string | null;
  natural_ingredients: string | null;
  certifications: readonly string[];
  packaging: readonly string[];
  origin_region: string | null;
  ownership_brand: string | null;
  skin_type: readonly string[];
  sensitivity: readonly string[];
  /** The ingredient families it contains (FAMILY_IDS); null: no analysed ingredient list. */
  ingredient_families: readonly string[] | null;
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

export type Codes = Uint8Array | Uint16Array | Uint32Array;

/** A single-valued column: code 0 = no value, code c = labels[c - 1]. */
export interface SingleColumn {
  kind: 'single';
  labels: readonly string[];
  codes: Codes;
  /** Per label, the bit set of its products (labels.length × words); not for brands. */
  options?: Uint32Array;
}
/** A list column over at most 16 known options: bit k set = labels[k] listed. */
export interface MaskColumn {
  kind: 'mask';
  labels: readonly string[];
  masks: Uint16Array;
  /** Per label, the bit set of the products that list it (labels.length × words). */
  options?: Uint32Array;
}
export type Column = SingleColumn | MaskColumn;

/**
 * Every facet's value per product side by side (row-major): a code for single-valued facets, a
 * mask for list facets. Counting a result's facets product by product then reads one or two cache
 * lines per product, where the columns cost one memory read per product and facet (random reads
 * across fourteen columns were most of a new search's time at 100,000 products). A facet whose
 * codes need more than 16 bits (65,535 brands or more) is left out: `slots` gives it -1.
 */
export interface FacetRows {
  /** Values per product. */
  stride: number;
  /** Per facet, its value's index within a product's row, or -1. */
  slots: Record<FacetId, number>;
  values: Uint16Array;
}

export function facetRows(columns: Record<FacetId, Column>, size: number): FacetRows {
  const ids = (Object.keys(columns) as FacetId[]).filter(
    (id) => !(columns[id].kind === 'single' && columns[id].codes instanceof Uint32Array),
  );
  const stride = ids.length;
  const slots = Object.fromEntries(
    (Object.keys(columns) as FacetId[]).map((id) => [id, ids.indexOf(id)]),
  ) as Record<FacetId, number>;
  const values = new Uint16Array(size * stride);
  ids.forEach((id, slot) => {
    const column = columns[id];
    const source = column.kind === 'single' ? column.codes : column.masks;
    for (let i = 0, at = slot; i < size; i++, at += stride) values[at] = source[i]!;
  });
  return { stride, slots, values };
}

/** What an index is made of: typed arrays and strings only, so a worker can build and send it. */
export interface IndexParts {
  ids: Int32Array;
  /** The positions whose ingredient list is analysed (FREE FROM and avoiding need one). */
  analysed: Uint32Array;
  /** Positions ordered by product id (see SortOrders.positionOf). */
  byId: Int32Array;
  /** The facets' values product by product, for counting small results. */
  rows: FacetRows;
  brands: readonly string[];
  categories: readonly string[];
  columns: Record<FacetId, Column>;
  orders: Record<SortKey, Int32Array>;
  /** Each position's sort values, to place a changed product among the others. */
  keys: SortKeyParts;
  text: TextIndexParts;
}
