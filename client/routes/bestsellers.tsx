import { createFileRoute } from '@tanstack/react-router';
import { catalogueSearchInput } from '../../shared/bestsellers';
import { parseCatalogUrl } from '../../shared/catalog-search';
import { CataloguePage } from '@/features/catalog/catalogue-page';
import { loadPageData } from '@/lib/load-page-data';

export const Route = createFileRoute('/bestsellers')({
  validateSearch: (raw: Record<string, unknown>) => parseCatalogUrl(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadPageData(
      context,
      context.utils.catalog.search.ensureData(catalogueSearchInput('bestsellers', deps)),
      context.utils.catalog.brands.ensureData(),
    ),
  component: BestsellersPage,
});

function BestsellersPage() {
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CataloguePage
      kind="bestsellers"
      state={state}
      navigate={(search, options) => void navigate({ search, ...options })}
    />
  );
}
