import { urlStateToQuery, type CatalogUrlState } from './catalog-search';

/** The two catalogue pages: /clean-products shows every product, /bestsellers the bestsellers. */
export type CatalogueKind = 'all' | 'bestsellers';

/** The bestseller rule: /bestsellers is the catalogue with the Bestseller filter always on. */
export function catalogueQueryState(kind: CatalogueKind, state: CatalogUrlState): CatalogUrlState {
  return kind === 'bestsellers' ? { ...state, bestseller: true } : state;
}

/** The catalogue.search input of a catalogue page: its route's loader and the page ask the same. */
export function catalogueSearchInput(kind: CatalogueKind, state: CatalogUrlState) {
  return urlStateToQuery(catalogueQueryState(kind, state));
}
