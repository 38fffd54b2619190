import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { PageHeading } from '@/components/layout/page-heading';
import { QueryList } from '@/components/query-list';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { Carousel } from './carousel';
import placeholderBrands from './placeholder-brands.json' with { type: 'json' };
import { CoverImage } from './product-image';
import { countOf } from '../../../shared/text';

/**
 * Shown when no product is flagged as a hero brand: six placeholder entries in the
 * spirit of luxury houses. They are fictional, so their links lead to an empty, honest catalogue.
 */
const PLACEHOLDER_BRANDS: readonly { brand: string; image_url: string }[] = placeholderBrands;

export function BrandsPage() {
  return (
    <div className="container-page pb-16">
      <PageHeading
        title="Our personal favorites brands"
        subtitle="Independent makers and honest houses we trust, for skin, home and wardrobe."
      />
      <HeroBrands />
      <AllBrands />
    </div>
  );
}

function HeroBrands() {
  const query = trpc.catalog.heroBrands.useQuery();
  if (query.isPending) {
    return (
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3" aria-hidden>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="aspect-[3/2] rounded-3xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <p className="py-10 text-center text-muted">No hero brands found.</p>;
  }
  const entries = query.data.length > 0 ? query.data : PLACEHOLDER_BRANDS;
  return (
    <section aria-label="Hero brands" data-testid="hero-brands">
      <Carousel
        label="Our personal favorites brands"
        slideClassName="basis-[80%] sm:basis-1/2 lg:basis-1/3"
      >
        {entries.map((entry) => (
          <Link
            key={entry.brand}
            to="/clean-products"
            search={{ brand: entry.brand }}
            className="group block overflow-hidden rounded-3xl border border-line bg-paper"
            data-testid="hero-brand"
          >
            <CoverImage src={entry.image_url} className="aspect-[3/2]" zoom />
            <p className="flex items-center justify-between px-5 py-4 font-display text-xl text-forest">
              {entry.brand}
              <ArrowRight className="size-4 text-clay" aria-hidden />
            </p>
          </Link>
        ))}
      </Carousel>
    </section>
  );
}

function AllBrands() {
  const query = trpc.catalog.brands.useQuery();
  return (
    <section aria-labelledby="all-brands" className="mt-16">
      <h2 id="all-brands" className="font-display text-3xl text-forest">
        All Brands
      </h2>
      <QueryList
        query={query}
        loading="Loading brands..."
        empty="No brands found."
        className="mt-6"
      >
        {(brands) => (
          <ul
            className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            data-testid="all-brands"
          >
            {brands.map((entry) => (
              <li key={entry.brand}>
                <Link
                  to="/clean-products"
                  search={{ brand: entry.brand }}
                  className="flex items-center justify-between rounded-2xl border border-line bg-paper px-5 py-4 transition hover:border-forest"
                >
                  <span className="font-medium text-ink">{entry.brand}</span>
                  <span className="text-sm text-muted">
                    {countOf(entry.product_count, 'product')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
