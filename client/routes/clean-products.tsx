import { createFileRoute } from '@tanstack/react-router';
import { parseCatalogUrl, urlStateToQuery } from '../../shared/catalog-search';
import { CataloguePage } from '@/features/catalog/catalogue-page';

export const Route = createFileRoute('/clean-products')({
  validateSearch: (raw: Record<string, unknown>) => parseCatalogUrl(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Start both reads before the component mounts; the component shows their states.
    void context.utils.catalog.search.prefetch(urlStateToQuery(deps));
    void context.utils.catalog.brands.prefetch();
  },
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
