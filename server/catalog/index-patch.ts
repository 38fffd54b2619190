/**
 * Products changed since the search index was built, answered row by row beside it
 * (docs/decisions/0014-search-at-scale.md): a staff edit, a review approval or an import is
 * visible to the next search at once, while a worker builds the next index. The rules are those
 * of the index (./search-index.ts), applied to one row.
 */
import {
  BESTSELLER_OPTION,
  FILTER_GROUPS,
  STANDARD_OPTIONS,
  type SortKey,
} from '../../shared/catalog-search';
import { FREE_FROM, PRICE_RANGE_LABELS, PRODUCT_TYPES, priceRangeOf } from '../../shared/catalog';
import { forEachBit, type Bits } from './bitset';
import { CONJUNCTIVE } from './facet-sets';
import {
  optionsOf,
  type FacetCounts,
  type FacetId,
  type IndexRow,
  type SingleColumn,
} from './index-columns';
import { compareBrands, sortValuesOf, type SortValues } from './sort-keys';
import { containsText } from './text-search';

/** Changed products by id: the current row, or null when the product was deleted. */
export type Changes = ReadonlyMap<number, IndexRow | null>;

/** A product added or changed since the index was built. */
export interface AddedRow {
  row: IndexRow;
  sortValues: SortValues;
  /** The facet options the product has, per facet. */
  options: Record<FacetId, readonly string[]>;
  brandLower: string;
  /** Per sort order, how many indexed positions come before it (computed when first needed). */
  ranks: Partial<Record<SortKey, number>>;
}

const known = (options: readonly string[], value: string | null) =>
  value !== null && options.includes(value) ? [value] : [];

export function addedRow(row: IndexRow): AddedRow {
  const lists = (options: readonly string[], list: readonly string[]) =>
    options.filter((option) => list.includes(option));
  const standard = [
    ...(row.toxicity_rating === 'clean' ? [STANDARD_OPTIONS[0]] : []),
    ...(row.naturalness_rating === 'natural' ? [STANDARD_OPTIONS[1]] : []),
  ];
  const hasBrand = Boolean(row.brand && row.brand.trim());
  const typeLabel = PRODUCT_TYPES.find((type) => type.id === row.product_type)?.label;
  return {
    row,
    sortValues: sortValuesOf(row),
    brandLower: hasBrand ? row.brand!.toLowerCase() : '',
    ranks: {},
    options: {
      category: row.category ? [row.category] : [],
      bestsellers: row.is_bestseller === 1 ? [BESTSELLER_OPTION] : [],
      standard,
      brands: hasBrand ? [row.brand!] : [],
      productType: typeLabel ? [typeLabel] : [],
      price: known(PRICE_RANGE_LABELS, priceRangeOf(row.price) ?? null),
      freeFrom: freeFromLabels(row.ingredient_families),
      naturalIngredients: known(optionsOf('naturalIngredients'), row.natural_ingredients),
      certifications: lists(optionsOf('certifications'), row.certifications),
      packaging: lists(optionsOf('packaging'), row.packaging),
      originRegion: known(optionsOf('originRegion'), row.origin_region),
      ownershipBrand: known(optionsOf('ownershipBrand'), row.ownership_brand),
      skinType: lists(optionsOf('skinType'), row.skin_type),
      sensitivity: lists(optionsOf('sensitivity'), row.sensitivity),
    },
  };
}

/** The FREE FROM options of a product: none without an analysed list. */
function freeFromLabels(families: readonly string[] | null): string[] {
  if (families === null) return [];
  return FREE_FROM.filter((family) => !families.includes(family.id)).map((family) => family.label);
}

/** Whether the product's analysed list holds one of these families, or it is among `ids`. */
export function rowAvoided(
  added: AddedRow,
  families: readonly string[],
  ids: ReadonlySet<number>,
): boolean {
  const own = added.row.ingredient_families;
  return ids.has(added.row.id) || (own !== null && families.some((id) => own.includes(id)));
}

/**
 * Whether the product satisfies one facet's selection: any of the selected, all of them for
 * FREE FROM.
 */
export function rowMatches(added: AddedRow, id: FacetId, selected: readonly string[]): boolean {
  if (id === 'freeFrom') return selected.every((value) => added.options.freeFrom.includes(value));
  if (id === 'brands') {
    return (
      added.options.brands.length > 0 &&
      selected.some((value) => added.brandLower.includes(value.toLowerCase()))
    );
  }
  return added.options[id].some((value) => selected.includes(value));
}

/**
 * Whether the product's name, brand or description contains one of the lower-cased texts, or it
 * is of the product type the search names.
 */
export function rowHasText(
  added: AddedRow,
  lowerTexts: readonly string[],
  productType: string | null,
): boolean {
  return (
    (productType !== null && added.row.product_type === productType) ||
    lowerTexts.some((text) => containsText(added.row, text))
  );
}

/** Every facet id, in the order of the filter groups, category first. */
export const FACET_IDS: readonly FacetId[] = ['category', ...FILTER_GROUPS.map((g) => g.id)];

/** TextIndex.relevance for a changed product: 0 best (a word of the name starts with the text). */
export function rowRelevance(added: AddedRow, lowerText: string, productType: string | null) {
  const name = added.row.name.toLowerCase();
  for (let at = name.indexOf(lowerText); at >= 0; at = name.indexOf(lowerText, at + 1)) {
    if (at === 0 || !/[a-z0-9\u0080-\uffff]/.test(name[at - 1]!)) return 0;
  }
  if (name.includes(lowerText)) return 1;
  if (productType !== null && added.row.product_type === productType) return 1;
  return (added.row.brand ?? '').toLowerCase().includes(lowerText) ? 2 : 3;
}

/** One facet's selection in a query, with the indexed products that satisfy it. */
export interface Constraint {
  id: FacetId;
  selected: readonly string[];
  bits: Bits;
}

/** What a search asks of a changed product besides the facets. */
export interface RowQuery {
  /** The search text and its alternatives, lower-cased; null without a text. */
  lowerTexts: readonly string[] | null;
  productType: string | null;
  /** The avoid list's families, and the products its own words find; null when nothing is hidden. */
  avoided: { families: readonly string[]; ids: ReadonlySet<number> } | null;
}

/**
 * Adds the changed products to a result's facet counts, each where it satisfies every other
 * constraint (as the indexed sets are counted), and returns those that satisfy all of them. The
 * category chips then list the categories that exist now (`categoryPresent`).
 */
export function countChangedRows(
  facets: FacetCounts,
  rows: readonly AddedRow[],
  query: RowQuery,
  constrained: readonly Constraint[],
  categoryPresent: ReadonlyMap<string, boolean>,
): AddedRow[] {
  const matched: AddedRow[] = [];
  for (const added of rows) {
    if (query.lowerTexts && !rowHasText(added, query.lowerTexts, query.productType)) continue;
    if (query.avoided && rowAvoided(added, query.avoided.families, query.avoided.ids)) continue;
    const fails = constrained.filter((c) => !rowMatches(added, c.id, c.selected));
    if (fails.length > 1 || (fails.length === 1 && CONJUNCTIVE.has(fails[0]!.id))) continue;
    const counted = fails.length === 0 ? FACET_IDS : [fails[0]!.id];
    for (const id of counted) {
      const counts = facets[id];
      for (const option of added.options[id]) counts[option] = (counts[option] ?? 0) + 1;
    }
    if (fails.length === 0) matched.push(added);
  }
  const categories = facets.category;
  for (const [label, present] of categoryPresent) {
    if (!present) delete categories[label];
    else categories[label] ??= 0;
  }
  return matched;
}

/**
 * The brands with their current counts, in brand order: the built counts (`brands`,
 * `brandCounts`), less the changed products' old rows (`stale` positions of the brands column),
 * plus the changed and added rows.
 */
export function brandsPresent(
  brands: readonly string[],
  brandCounts: Int32Array,
  column: SingleColumn,
  stale: Bits,
  rows: readonly AddedRow[],
): [string, number][] {
  const counts = new Map<string, number>();
  brands.forEach((brand, i) => counts.set(brand, brandCounts[i]!));
  forEachBit(stale, (position) => {
    const code = column.codes[position]!;
    if (code) counts.set(column.labels[code - 1]!, counts.get(column.labels[code - 1]!)! - 1);
  });
  for (const added of rows) {
    for (const brand of added.options.brands) counts.set(brand, (counts.get(brand) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 0).sort(([a], [b]) => compareBrands(a, b));
}
