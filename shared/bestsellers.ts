import {
  PAGE_SIZE,
  urlStateToQuery,
  type AvoidFilter,
  type CatalogUrlState,
} from './catalog-search';

/** The two catalogue pages: /clean-products shows every product, /bestsellers the bestsellers. */
export type CatalogKind = 'all' | 'bestsellers';

/** The bestseller rule: /bestsellers is the catalogue with the Bestseller filter always on. */
export function catalogQueryState(kind: CatalogKind, state: CatalogUrlState): CatalogUrlState {
  return kind === 'bestsellers' ? { ...state, bestseller: true } : state;
}

/**
 * The catalogue.search input of a catalogue page: its route's loader and the page ask the same.
 * `avoid`: the shopper's avoid list (in the browser only; the server renders without it).
 */
export function catalogSearchInput(kind: CatalogKind, state: CatalogUrlState, avoid?: AvoidFilter) {
  return urlStateToQuery(catalogQueryState(kind, state), PAGE_SIZE, avoid);
}
