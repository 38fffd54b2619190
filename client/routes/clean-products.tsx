import { createFileRoute } from '@tanstack/react-router';
import { CatalogRoutePage } from '@/features/catalog/catalog-page';
import { catalogRouteOptions } from './-catalog';

export const Route = createFileRoute('/clean-products')({
  ...catalogRouteOptions('all'),
  component: CleanProductsPage,
});

function CleanProductsPage() {
  return <CatalogRoutePage kind="all" />;
}
