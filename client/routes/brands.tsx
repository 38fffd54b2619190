import { createFileRoute } from '@tanstack/react-router';
import { BrandsPage } from '@/features/catalog/brands-page';

export const Route = createFileRoute('/brands')({
  loader: ({ context }) => {
    void context.utils.catalog.heroBrands.prefetch();
    void context.utils.catalog.brands.prefetch();
  },
  component: BrandsPage,
});
