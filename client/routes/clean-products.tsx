import { createFileRoute } from '@tanstack/react-router';
import { catalogueSearchInput } from '../../shared/bestsellers';
import { parseCatalogUrl } from '../../shared/catalog-search';
import { CataloguePage } from '@/features/catalog/catalogue-page';
import { loadPageData } from '@/lib/load-page-data';

export const Route = createFileRoute('/clean-products')({
  validateSearch: (raw: Record<string, unknown>) => parseCatalogUrl(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadPageData(
      context,
      context.utils.catalog.search.ensureData(catalogueSearchInput('all', deps)),
      context.utils.catalog.brands.ensureData(),
    ),
  component: CleanProductsPage,
});

function CleanProductsPage() {
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CataloguePage
      kind="all"
      state={state}
      navigate={(search, options) => void navigate({ search, ...options })}
    />
  );
}
