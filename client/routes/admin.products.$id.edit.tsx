import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductEditorPage } from '@/features/admin/products/product-editor';

export const Route = createFileRoute('/admin/products/$id/edit')({
  beforeLoad: ({ params }) => {
    const value = Number(params.id);
    if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647) throw notFound();
  },
  component: EditProductRoute,
});

function EditProductRoute() {
  const { id } = Route.useParams();
  return <ProductEditorPage id={Number(id)} />;
}
