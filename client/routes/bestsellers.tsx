import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '@/features/catalog/catalogue-page';
import { catalogueRouteOptions } from './-catalogue';

export const Route = createFileRoute('/bestsellers')({
  ...catalogueRouteOptions('bestsellers'),
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
