import { catalogSearchInput, type CatalogKind } from '../../shared/bestsellers';
import { parseCatalogUrl, type CatalogUrlState } from '../../shared/catalog-search';
import { loadPageData } from '@/lib/load-page-data';
import { readAvoidList } from '@/features/ingredients/avoid-list';
import type { RouterContext } from './__root';

/**
 * What the routes /clean-products and /bestsellers share: the state in the URL, and the loader's
 * reads (the same catalogue.search input as the page's, and the brand list of its filter panel).
 */
export function catalogRouteOptions(kind: CatalogKind) {
  return {
    validateSearch: (raw: Record<string, unknown>) => parseCatalogUrl(raw),
    loaderDeps: ({ search }: { search: CatalogUrlState }) => search,
    loader: ({ context, deps }: { context: RouterContext; deps: CatalogUrlState }) =>
      loadPageData(
        context,
        context.utils.catalog.search.ensureData(catalogSearchInput(kind, deps, readAvoidList())),
        context.utils.catalog.brands.ensureData(),
      ),
  };
}
