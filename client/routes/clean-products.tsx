import { createFileRoute } from '@tanstack/react-router';
import { CatalogPage } from '@/features/catalog/catalog-page';
import { catalogRouteOptions } from './-catalog';

export const Route = createFileRoute('/clean-products')({
  ...catalogRouteOptions('all'),
  component: CleanProductsPage,
});

function CleanProductsPage() {
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CatalogPage
      kind="all"
      state={state}
      navigate={(search, options) => void navigate({ search, ...options })}
    />
  );
}
