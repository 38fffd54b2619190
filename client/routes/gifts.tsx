import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import type { CatalogQueryInput } from '../../shared/schemas/catalog';
import { buttonVariants } from '@/components/ui/button';
import { ProductCard, ProductCardSkeleton } from '@/features/catalog/product-card';
import { formatCount } from '@/features/catalog/format';
import { loadPageData } from '@/lib/load-page-data';
import { siteName } from '@/lib/site';
import { trpc } from '@/lib/trpc';
import { plural } from '../../shared/text';

/**
 * The footer's Gifts: a gift guide computed from the catalogue. Each budget shows the best-rated
 * products that meet our standard (the Clean badge) in that price band, and links to the full
 * catalogue list with the same filters.
 */
const BUDGETS = [
  { title: 'Under €25', price: ['Up to €10', '€10–€25'] },
  { title: '€25 to €50', price: ['€25–€50'] },
  { title: 'A treat: over €50', price: ['€50–€100', 'Over €100'] },
] as const;

const SHOWN = 6;

function queryOf(price: readonly string[]): CatalogQueryInput {
  return {
    filters: { standard: ['Clean'], price: [...price] } as CatalogQueryInput['filters'],
    sort: 'rating',
    pageSize: SHOWN,
  };
}

export const Route = createFileRoute('/gifts')({
  head: () => ({ meta: [{ title: `Gifts · ${siteName()}` }] }),
  loader: ({ context }) =>
    loadPageData(
      context,
      Promise.all(
        BUDGETS.map((budget) => context.utils.catalog.search.ensureData(queryOf(budget.price))),
      ),
    ),
  component: GiftsPage,
});

function GiftsPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="font-display text-4xl text-forest sm:text-5xl">Gifts</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Gift ideas by budget: the best-rated products that meet our standard, so the present is as
        kind as the thought.
      </p>
      <div className="mt-12 space-y-16">
        {BUDGETS.map((budget) => (
          <BudgetSection key={budget.title} title={budget.title} price={budget.price} />
        ))}
      </div>
    </div>
  );
}

function BudgetSection({ title, price }: { title: string; price: readonly string[] }) {
  const query = trpc.catalog.search.useQuery(queryOf(price));
  const total = query.data?.total;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="font-display text-3xl text-forest">
            {title}
          </h2>
          {total !== undefined && (
            <p className="mt-1 text-sm text-muted">
              {formatCount(total)} clean {plural(total, 'product')}, best rated first
            </p>
          )}
        </div>
        {total !== undefined && total > SHOWN && (
          <Link
            to="/clean-products"
            search={{ standard: 'Clean', price: price.join(','), sort: 'rating' }}
            className={buttonVariants({ variant: 'outline', className: 'tracking-[0.12em]' })}
          >
            SEE ALL <ArrowRight aria-hidden />
          </Link>
        )}
      </div>
      {query.isError ? (
        <p role="status" className="py-10 text-center text-muted">
          Error loading products. Please try again later.
        </p>
      ) : total === 0 ? (
        <p className="py-10 text-center text-muted">No products found</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
          {query.data
            ? query.data.items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))
            : Array.from({ length: SHOWN }, (_, n) => (
                <li key={n}>
                  <ProductCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
