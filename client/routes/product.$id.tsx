import { createFileRoute } from '@tanstack/react-router';
import { idFromPath } from '../../shared/routes';
import { ProductDetailPage } from '@/features/catalog/product-detail';
import { loadPageData } from '@/lib/load-page-data';

export const Route = createFileRoute('/product/$id')({
  // Everything the page shows, so that the server renders it once; the product is also what the
  // server's head describes (server/seo/seo.ts), read once per request.
  loader: ({ context, params }) => {
    const id = idFromPath(params.id);
    if (id === null) return;
    const { utils } = context;
    const product = utils.catalog.byId.ensureData({ id }, { retry: false });
    const sameBrand = product.then(({ brand }) =>
      brand ? utils.catalog.sameBrand.ensureData({ brand, excludeId: id }) : undefined,
    );
    return loadPageData(
      context,
      product,
      sameBrand,
      utils.catalog.ingredients.ensureData({ productId: id }),
      utils.ingredients.forProduct.ensureData({ productId: id }),
      utils.reviews.forProduct.ensureData({ productId: id }),
    );
  },
  component: ProductPage,
});

function ProductPage() {
  const { id } = Route.useParams();
  return <ProductDetailPage key={id} id={idFromPath(id)} />;
}
