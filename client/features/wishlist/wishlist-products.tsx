import { ProductCard, ProductCardSkeleton } from '@/features/catalog/product-card';
import { useAvoidedIn } from '@/features/catalog/avoid-marks';
import { trpc } from '@/lib/trpc';
import { plural } from '../../../shared/text';

const CHUNK = 24; // catalog.byIds takes at most 24 ids per call

export function WishlistProducts({
  ids,
  hideAvoided = false,
}: {
  ids: number[];
  /** Leave out the products that hold something on the shopper's avoid list. */
  hideAvoided?: boolean;
}) {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
  const queries = trpc.useQueries((t) => chunks.map((chunk) => t.catalog.byIds({ ids: chunk })));
  const loading = queries.some((q) => q.isLoading);
  const failed = queries.some((q) => q.isError);
  const byId = new Map(
    queries.flatMap((q) => q.data ?? []).map((product) => [product.id, product]),
  );
  // Keep the wishlist's own order (newest first); products that no longer exist are left out.
  const saved = ids.flatMap((id) => byId.get(id) ?? []);
  const avoided = useAvoidedIn(saved);
  const products = hideAvoided ? saved.filter((product) => !avoided.has(product.id)) : saved;
  const hidden = saved.length - products.length;

  if (failed) {
    return (
      <p className="text-center text-danger">Error loading products. Please try again later.</p>
    );
  }
  return (
    <>
      <p className="mb-6 text-sm text-muted" aria-live="polite">
        {loading
          ? 'Loading products...'
          : `${saved.length} saved ${plural(saved.length, 'product')}${
              hidden > 0 ? `, ${hidden} hidden for your avoid list` : ''
            }`}
      </p>
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3" data-testid="wishlist-grid">
        {loading
          ? ids.slice(0, 3).map((id) => (
              <li key={id}>
                <ProductCardSkeleton />
              </li>
            ))
          : products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} avoided={avoided.get(product.id) ?? []} />
              </li>
            ))}
      </ul>
    </>
  );
}
