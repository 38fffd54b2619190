/**
 * The catalogue's search state, shared by the client routes (URL ⇄ state) and the server
 * (procedure input). Two shapes:
 *
 * - the URL state (`CatalogUrlState`): what /clean-products and /bestsellers keep in the query
 *   string. Lenient: a bad or unknown value is dropped, never an error page. Multi-valued groups
 *   are comma-joined (`?certification=Vegan,B+Corp`); `brand` is one string (`?brand=X`) or a
 *   list when several brands are ticked; `bestseller=true` for bestsellers.
 * - the query (`CatalogQuery`, zod schemas in ./catalog-query.ts): the strict input of
 *   `catalog.search`. The filter state is a map from group id to the selected options; a group
 *   with no selection is left out.
 */
import type { CatalogQueryInput } from './schemas/catalog';
import * as vocabulary from './catalog';

export const PAGE_SIZE = 24;
export const MAX_PAGE = 5000;
export const MAX_QUERY_LENGTH = 100;
export const MAX_BRAND_LENGTH = 120;
export const MAX_BRANDS_SELECTED = 30;

/** The chip that means "no category". */
export const ALL_PRODUCTS = 'All products';
/** Chips of /clean-products: All products and every category. */
export const CATALOGUE_CHIPS = [ALL_PRODUCTS, ...vocabulary.CATEGORIES] as const;
/** Chips of /bestsellers and the home page: the same list without Kitchen. */
export const BESTSELLER_CHIPS = CATALOGUE_CHIPS.filter((chip) => chip !== 'Kitchen');

export const SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'name'] as const;
export type SortKey = (typeof SORTS)[number];
export const DEFAULT_SORT: SortKey = 'newest';
export const SORT_LABELS: Record<SortKey, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  name: 'Name A–Z',
};

export const BESTSELLER_OPTION = 'Bestseller';
/** The badges the standard computes (shared/standard.ts): a list can keep only products that carry them. */
export const STANDARD_OPTIONS = ['Clean', 'Natural'] as const;

/**
 * The filter groups in the order the panel shows them: the nine basic groups with product type,
 * price and FREE FROM after brands, then the standard's badges.
 */
export const FILTER_GROUPS = [
  {
    id: 'bestsellers',
    title: 'BESTSELLERS',
    urlKey: 'bestseller',
    options: [BESTSELLER_OPTION],
    kind: 'flag',
    openByDefault: true,
  },
  {
    id: 'brands',
    title: 'BRANDS',
    urlKey: 'brand',
    options: [],
    kind: 'brand',
    openByDefault: true,
  },
  {
    id: 'productType',
    title: 'PRODUCT TYPE',
    urlKey: 'type',
    options: vocabulary.PRODUCT_TYPE_LABELS,
    kind: 'single',
    openByDefault: false,
  },
  {
    id: 'price',
    title: 'PRICE',
    urlKey: 'price',
    options: vocabulary.PRICE_RANGE_LABELS,
    kind: 'single',
    openByDefault: false,
  },
  {
    id: 'freeFrom',
    title: 'FREE FROM',
    urlKey: 'free',
    options: vocabulary.FREE_FROM_LABELS,
    kind: 'free',
    openByDefault: false,
  },
  {
    id: 'naturalIngredients',
    title: 'NATURAL INGREDIENTS',
    urlKey: 'natural',
    options: vocabulary.NATURAL_INGREDIENTS,
    kind: 'single',
    openByDefault: false,
  },
  {
    id: 'certifications',
    title: 'CERTIFICATIONS',
    urlKey: 'certification',
    options: vocabulary.CERTIFICATIONS,
    kind: 'multi',
    openByDefault: false,
  },
  {
    id: 'packaging',
    title: 'PACKAGING',
    urlKey: 'packaging',
    options: vocabulary.PACKAGING,
    kind: 'multi',
    openByDefault: false,
  },
  {
    id: 'originRegion',
    title: 'ORIGIN',
    urlKey: 'origin',
    options: vocabulary.ORIGIN_REGIONS,
    kind: 'single',
    openByDefault: false,
  },
  {
    id: 'ownershipBrand',
    title: 'OWNERSHIP BRAND',
    urlKey: 'ownership',
    options: vocabulary.OWNERSHIP,
    kind: 'single',
    openByDefault: false,
  },
  {
    id: 'skinType',
    title: 'SKIN TYPE',
    urlKey: 'skin',
    options: vocabulary.SKIN_TYPES,
    kind: 'multi',
    openByDefault: false,
  },
  {
    id: 'sensitivity',
    title: 'SENSITIVITY / ALLERGY',
    urlKey: 'sensitivity',
    options: vocabulary.SENSITIVITIES,
    kind: 'multi',
    openByDefault: false,
  },
  {
    id: 'standard',
    title: 'OUR STANDARD',
    urlKey: 'standard',
    options: STANDARD_OPTIONS,
    kind: 'multi',
    openByDefault: true,
  },
] as const satisfies readonly {
  id: string;
  title: string;
  urlKey: string;
  options: readonly string[];
  /**
   * flag: is_bestseller; brand: case-insensitive substring; single: exact value; multi: any of;
   * free: the analysed ingredients hold none of the selected families (all of them at once).
   */
  kind: 'flag' | 'brand' | 'single' | 'multi' | 'free';
  openByDefault: boolean;
}[];

export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type FilterGroupId = FilterGroup['id'];
export const FILTER_GROUP_IDS = FILTER_GROUPS.map((group) => group.id) as FilterGroupId[];
/** Groups whose options are a fixed list (all but brands). */
export type OptionGroup = Exclude<FilterGroup, { id: 'brands' }>;
export const OPTION_GROUPS = FILTER_GROUPS.filter(
  (group): group is OptionGroup => group.id !== 'brands',
);

/** Filter state: group id → selected options; groups without a selection are absent. */
export type CatalogFilters = Partial<Record<FilterGroupId, string[]>>;

/** Removes control characters and squeezes whitespace; search text is matched as typed otherwise. */
export function cleanSearchText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code < 32 || code === 127 ? ' ' : char;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The first spelling of each value, compared case-insensitively. */
export function uniqueIgnoringCase(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * "Hide products with my avoided ingredients": the shopper's avoid list (shared/ingredients.ts
 * AvoidList), sent with a search only while the toggle is on; it is never stored on the server.
 */
export interface AvoidFilter {
  groups: string[];
  terms: string[];
}

/** A query with every default filled in and empty parts dropped: the cache key's source. */
export interface NormalizedQuery {
  q: string;
  category: string | null;
  filters: CatalogFilters;
  /** Products to hide for the shopper's avoid list; null when nothing is hidden. */
  avoid: AvoidFilter | null;
  sort: SortKey;
  page: number;
  pageSize: number;
}

// ───────────────────────────── URL state (route validateSearch) ─────────────────────────────

/** What the catalogue routes keep in the URL. Every key is optional; defaults are left out. */
export interface CatalogUrlState {
  q?: string;
  category?: string;
  /** One brand (`?brand=X`, case-insensitive substring) or several. */
  brand?: string | string[];
  /** `?bestseller=true`: bestsellers only. */
  bestseller?: true;
  /** Clean, Natural or both (comma-separated). */
  standard?: string;
  /** Product type labels (comma-separated). */
  type?: string;
  /** Price ranges (comma-separated labels of PRICE_RANGES). */
  price?: string;
  /** FREE FROM families (comma-separated labels of FREE_FROM). */
  free?: string;
  natural?: string;
  certification?: string;
  packaging?: string;
  origin?: string;
  ownership?: string;
  skin?: string;
  sensitivity?: string;
  /** "Hide products with my avoided ingredients" (the list itself stays in the browser). */
  hide?: typeof HIDE_AVOIDED;
  sort?: Exclude<SortKey, 'newest'>;
  page?: number;
}

/** The URL value of the hide toggle: `?hide=avoided`. */
export const HIDE_AVOIDED = 'avoided';

function lenientText(value: unknown, max: number): string | undefined {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return undefined;
  const text = cleanSearchText(value).slice(0, max);
  return text || undefined;
}

function lenientOptions(value: unknown, options: readonly string[]): string | undefined {
  const parts = Array.isArray(value)
    ? value.flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    : typeof value === 'string'
      ? value.split(',')
      : [];
  const wanted = new Set(parts.map((part) => part.trim()));
  const kept = options.filter((option) => wanted.has(option));
  return kept.length ? kept.join(',') : undefined;
}

function lenientBrand(value: unknown): string | string[] | undefined {
  const list = (Array.isArray(value) ? value : [value])
    .map((v) => (typeof v === 'number' ? String(v) : v))
    .filter((v): v is string => typeof v === 'string')
    .map((v) => cleanSearchText(v).slice(0, MAX_BRAND_LENGTH))
    .filter(Boolean)
    .slice(0, MAX_BRANDS_SELECTED);
  const unique = uniqueIgnoringCase(list);
  if (unique.length === 0) return undefined;
  return unique.length === 1 ? unique[0] : unique;
}

function lenientSort(value: unknown): Exclude<SortKey, 'newest'> | undefined {
  return typeof value === 'string' &&
    value !== 'newest' &&
    (SORTS as readonly string[]).includes(value)
    ? (value as Exclude<SortKey, 'newest'>)
    : undefined;
}

function lenientPage(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= MAX_PAGE
    ? page
    : undefined;
}

/**
 * The route's validateSearch: never throws, drops what it does not understand, and leaves out
 * undefined keys so that URLs stay short and equal states compare equal. (Plain functions, not
 * zod: route definitions load on every page, and zod would add ~24 KB gzip to each first load.)
 */
export function parseCatalogUrl(raw: Record<string, unknown>): CatalogUrlState {
  const category = lenientText(raw.category, 60);
  const parsed: CatalogUrlState = {
    q: lenientText(raw.q, MAX_QUERY_LENGTH),
    category: category && category !== ALL_PRODUCTS ? category : undefined,
    brand: lenientBrand(raw.brand),
    bestseller: raw.bestseller === true || raw.bestseller === 'true' ? true : undefined,
    standard: lenientOptions(raw.standard, STANDARD_OPTIONS),
    type: lenientOptions(raw.type, vocabulary.PRODUCT_TYPE_LABELS),
    price: lenientOptions(raw.price, vocabulary.PRICE_RANGE_LABELS),
    free: lenientOptions(raw.free, vocabulary.FREE_FROM_LABELS),
    natural: lenientOptions(raw.natural, vocabulary.NATURAL_INGREDIENTS),
    certification: lenientOptions(raw.certification, vocabulary.CERTIFICATIONS),
    packaging: lenientOptions(raw.packaging, vocabulary.PACKAGING),
    origin: lenientOptions(raw.origin, vocabulary.ORIGIN_REGIONS),
    ownership: lenientOptions(raw.ownership, vocabulary.OWNERSHIP),
    skin: lenientOptions(raw.skin, vocabulary.SKIN_TYPES),
    sensitivity: lenientOptions(raw.sensitivity, vocabulary.SENSITIVITIES),
    hide: raw.hide === HIDE_AVOIDED ? HIDE_AVOIDED : undefined,
    sort: lenientSort(raw.sort),
    page: lenientPage(raw.page),
  };
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as CatalogUrlState;
}

/** The selected options of one group, as a list. */
export function selectedOptions(state: CatalogUrlState, id: FilterGroupId): string[] {
  const group = FILTER_GROUPS.find((g) => g.id === id)!;
  if (group.id === 'bestsellers') return state.bestseller ? [BESTSELLER_OPTION] : [];
  if (group.id === 'brands') {
    const brand = state.brand;
    return brand === undefined ? [] : Array.isArray(brand) ? brand : [brand];
  }
  const value = state[group.urlKey as keyof CatalogUrlState];
  return typeof value === 'string' ? value.split(',') : [];
}

/** A new URL state with one group's selection replaced (and paging reset). */
export function withSelection(
  state: CatalogUrlState,
  id: FilterGroupId,
  values: readonly string[],
): CatalogUrlState {
  const group = FILTER_GROUPS.find((g) => g.id === id)!;
  const next: CatalogUrlState = { ...state };
  delete next.page;
  const key = group.urlKey as keyof CatalogUrlState;
  delete next[key];
  if (group.id === 'bestsellers') {
    if (values.includes(BESTSELLER_OPTION)) next.bestseller = true;
  } else if (group.id === 'brands') {
    if (values.length === 1) next.brand = values[0];
    else if (values.length > 1) next.brand = [...values];
  } else {
    const kept = (group.options as readonly string[]).filter((option) => values.includes(option));
    if (kept.length) (next as Record<string, unknown>)[key] = kept.join(',');
  }
  return next;
}

/**
 * The URL state as the search procedure's input; `avoid` is the shopper's avoid list, sent only
 * while the URL says to hide what it names.
 */
export function urlStateToQuery(
  state: CatalogUrlState,
  pageSize = PAGE_SIZE,
  avoid?: AvoidFilter,
): CatalogQueryInput {
  const filters: CatalogFilters = {};
  for (const id of FILTER_GROUP_IDS) {
    const values = selectedOptions(state, id);
    if (values.length) filters[id] = values;
  }
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.category ? { category: state.category } : {}),
    filters: filters as CatalogQueryInput['filters'],
    ...(state.hide && avoid && (avoid.groups.length || avoid.terms.length) ? { avoid } : {}),
    sort: state.sort ?? DEFAULT_SORT,
    page: state.page ?? 1,
    pageSize,
  };
}

/** How many filter options are ticked (search text and category not counted). */
export function activeFilterCount(state: CatalogUrlState): number {
  return FILTER_GROUP_IDS.reduce((sum, id) => sum + selectedOptions(state, id).length, 0);
}

export type { CatalogQueryInput } from './schemas/catalog';
