import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '@/features/catalog/catalogue-page';
import { catalogueRouteOptions } from './-catalogue';

export const Route = createFileRoute('/clean-products')({
  ...catalogueRouteOptions('all'),
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
