import { createFileRoute } from '@tanstack/react-router';
import { loadPageData } from '@/lib/load-page-data';
import { BrandsPage } from '@/features/catalog/brands-page';

export const Route = createFileRoute('/brands')({
  loader: ({ context }) => {
    const { catalog } = context.utils;
    return loadPageData(context, catalog.heroBrands.ensureData(), catalog.brands.ensureData());
  },
  component: BrandsPage,
});
