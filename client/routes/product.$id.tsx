import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '@/features/catalog/product-detail';

/** A positive whole number, or null (the page then shows its failure text). */
function productIdOf(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export const Route = createFileRoute('/product/$id')({
  // Everything the page shows, so that the server renders it in one pass.
  loader: ({ context: { utils }, params }) => {
    const id = productIdOf(params.id);
    if (id === null) return;
    void utils.catalog.byId
      .fetch({ id }, { retry: false })
      .then((product) =>
        product.brand
          ? utils.catalog.sameBrand.prefetch({ brand: product.brand, excludeId: id })
          : undefined,
      )
      .catch(() => undefined); // the page shows the failure itself
    void utils.catalog.ingredients.prefetch({ productId: id });
    void utils.ingredients.forProduct.prefetch({ productId: id });
    void utils.reviews.forProduct.prefetch({ productId: id });
  },
  component: ProductPage,
});

function ProductPage() {
  const { id } = Route.useParams();
  return <ProductDetailPage key={id} id={productIdOf(id)} />;
}
