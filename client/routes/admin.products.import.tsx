import { createFileRoute } from '@tanstack/react-router';
import { ProductImportPage } from '@/features/admin/products/import-page';

export const Route = createFileRoute('/admin/products/import')({
  component: ProductImportPage,
});
