import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '@/features/catalog/product-detail';

/** A positive whole number, or null (the page then shows its failure text). */
function productIdOf(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export const Route = createFileRoute('/product/$id')({
  loader: ({ context, params }) => {
    const id = productIdOf(params.id);
    if (id !== null) {
      void context.utils.catalog.byId.prefetch({ id });
      void context.utils.catalog.ingredients.prefetch({ productId: id });
    }
  },
  component: ProductPage,
});

function ProductPage() {
  const { id } = Route.useParams();
  return <ProductDetailPage key={id} id={productIdOf(id)} />;
}
