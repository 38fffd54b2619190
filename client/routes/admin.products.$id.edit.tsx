import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/lib/id-param';
import { ProductEditorPage } from '@/features/admin/products/product-editor';

export const Route = createFileRoute('/admin/products/$id/edit')({
  params: idParam,
  component: ProductEditorRoute,
});

function ProductEditorRoute() {
  return <ProductEditorPage id={Route.useParams().id} />;
}
