import { createFileRoute } from '@tanstack/react-router';
import { CatalogPage } from '@/features/catalog/catalog-page';
import { catalogRouteOptions } from './-catalog';

export const Route = createFileRoute('/bestsellers')({
  ...catalogRouteOptions('bestsellers'),
  component: BestsellersPage,
});

function BestsellersPage() {
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CatalogPage
      kind="bestsellers"
      state={state}
      navigate={(search, options) => void navigate({ search, ...options })}
    />
  );
}
