import { urlStateToQuery, type CatalogUrlState } from './catalog-search';

/** The two catalogue pages: /clean-products shows every product, /bestsellers the bestsellers. */
export type CatalogKind = 'all' | 'bestsellers';

/** The bestseller rule: /bestsellers is the catalogue with the Bestseller filter always on. */
export function catalogQueryState(kind: CatalogKind, state: CatalogUrlState): CatalogUrlState {
  return kind === 'bestsellers' ? { ...state, bestseller: true } : state;
}

/** The catalogue.search input of a catalogue page: its route's loader and the page ask the same. */
export function catalogSearchInput(kind: CatalogKind, state: CatalogUrlState) {
  return urlStateToQuery(catalogQueryState(kind, state));
}
