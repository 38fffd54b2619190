import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CATEGORIES } from '../../shared/catalog';
import { PRODUCT_LIST_FLAGS, type ProductListFlag } from '../../shared/product-list-flags';
import { ProductsList, type ProductListSearch } from '@/features/admin/products/products-list';

export const Route = createFileRoute('/admin/products/')({
  // Lenient: a bad value is dropped, never an error page.
  validateSearch: (raw: Record<string, unknown>): ProductListSearch => {
    const q = typeof raw.q === 'string' && raw.q.trim() ? raw.q.slice(0, 100) : undefined;
    const category =
      typeof raw.category === 'string' && (CATEGORIES as readonly string[]).includes(raw.category)
        ? raw.category
        : undefined;
    const flag =
      typeof raw.flag === 'string' && (PRODUCT_LIST_FLAGS as readonly string[]).includes(raw.flag)
        ? (raw.flag as ProductListFlag)
        : undefined;
    const page = Number(raw.page);
    return {
      q,
      category,
      flag,
      page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
    };
  },
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: ProductListSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <ProductsList search={search} onSearch={onSearch} />;
}
