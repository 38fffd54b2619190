import { createFileRoute } from '@tanstack/react-router';
import { ProductEditorPage } from '@/features/admin/products/product-editor';

export const Route = createFileRoute('/admin/products/new')({
  component: NewProductRoute,
});

function NewProductRoute() {
  return <ProductEditorPage />;
}
