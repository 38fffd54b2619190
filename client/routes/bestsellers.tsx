import { createFileRoute } from '@tanstack/react-router';
import { parseCatalogUrl, urlStateToQuery } from '../../shared/catalog-search';
import { CataloguePage } from '@/features/catalog/catalogue-page';

export const Route = createFileRoute('/bestsellers')({
  validateSearch: (raw: Record<string, unknown>) => parseCatalogUrl(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.utils.catalog.search.prefetch(urlStateToQuery({ ...deps, bestseller: true }));
    void context.utils.catalog.brands.prefetch();
  },
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
