import { createFileRoute } from '@tanstack/react-router';
import { CatalogRoutePage } from '@/features/catalog/catalog-page';
import { catalogRouteOptions } from './-catalog';

export const Route = createFileRoute('/bestsellers')({
  ...catalogRouteOptions('bestsellers'),
  component: BestsellersPage,
});

function BestsellersPage() {
  return <CatalogRoutePage kind="bestsellers" />;
}
