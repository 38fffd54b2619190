/**
 * The product page's shopper sections below the first screen: pros and cons, what clients say,
 * the form to share an experience, and the same brand's other products.
 */
import { Link } from '@tanstack/react-router';
import { ArrowRight, Check, Minus, Quote } from 'lucide-react';
import { lazy, memo, Suspense } from 'react';
import { HydrateOnVisible } from '@/components/hydrate-on-visible';
import { buttonVariants } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { MAX_QUOTES } from './format';
import { ProductCard } from './product-card';
import type { BlockProps } from './product-detail';
import { StarRating } from './star-rating';
import { OffscreenSection, ProductPageSection, SectionTitle } from './product-page-section';

/** Memoised like the analysis block on the product page, and hydrated when it nears the screen. */
export const ShopperSections = memo(function ShopperSections({ product }: BlockProps) {
  return (
    <HydrateOnVisible as="div">
      <OffscreenSection>
        <ProsAndCons pros={product.pros} cons={product.cons} />
      </OffscreenSection>
      <OffscreenSection>
        <ClientsSay productId={product.id} quotes={product.quotes} />
      </OffscreenSection>
      <OffscreenSection>
        <ShareYourExperience productId={product.id} />
      </OffscreenSection>
      {product.brand && (
        <OffscreenSection>
          <SameBrand brand={product.brand} productId={product.id} />
        </OffscreenSection>
      )}
    </HydrateOnVisible>
  );
});

function ProsAndCons({ pros, cons }: { pros: string[]; cons: string[] }) {
  if (pros.length === 0 && cons.length === 0) return null;
  return (
    <ProductPageSection
      headingId="pros-cons"
      title="PROS & CONS"
      className="border-t border-line py-12"
    >
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <PointList kind="Pros" points={pros} />
        <PointList kind="Cons" points={cons} />
      </div>
    </ProductPageSection>
  );
}

const POINT_STYLES = {
  Pros: { icon: Check, list: 'bg-sage-light/60', mark: 'text-forest' },
  Cons: { icon: Minus, list: 'bg-sand-light/70', mark: 'text-clay' },
};

function PointList({ kind, points }: { kind: keyof typeof POINT_STYLES; points: string[] }) {
  const { icon: Icon, list, mark } = POINT_STYLES[kind];
  return (
    <ul className={cn('space-y-3 rounded-3xl p-6', list)} aria-label={kind}>
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-ink">
          <Icon className={cn('mt-0.5 size-5 shrink-0', mark)} aria-hidden />
          {point}
        </li>
      ))}
    </ul>
  );
}

function ClientsSay({ productId, quotes }: { productId: number; quotes: string[] }) {
  // Approved shopper reviews come first, then the editorial quotes; at most three in all.
  const reviews = trpc.reviews.forProduct.useQuery({ productId });
  const shown = [
    ...(reviews.data ?? []).map((review) => ({
      key: `review-${review.id}`,
      text: review.text,
      by: review.display_name,
      rating: review.rating,
    })),
    ...quotes.map((quote) => ({ key: quote, text: quote, by: undefined, rating: undefined })),
  ].slice(0, MAX_QUOTES);
  if (shown.length === 0) return null;
  return (
    <ProductPageSection
      headingId="clients-say"
      title="CLIENTS SAY.."
      className="border-t border-line py-12"
    >
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {shown.map((item) => (
          <li key={item.key} data-testid="quote">
            <figure className="h-full rounded-3xl border border-line bg-paper p-6">
              <Quote className="size-5 text-sand" aria-hidden />
              {item.rating !== undefined && <StarRating rating={item.rating} className="mt-3" />}
              <blockquote className="mt-3 font-display text-lg leading-snug whitespace-pre-line text-ink">
                {item.text}
              </blockquote>
              {item.by && <figcaption className="mt-3 text-sm text-muted">— {item.by}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </ProductPageSection>
  );
}

function ShareYourExperience({ productId }: { productId: number }) {
  return (
    <ProductPageSection
      headingId="share-experience"
      title="SHARE YOUR EXPERIENCE"
      className="border-t border-line py-12"
    >
      <p className="mt-3 max-w-2xl text-muted">
        Used this product? Tell other shoppers how it worked for you and your family.
      </p>
      <Suspense fallback={null}>
        <ShareExperienceForm productId={productId} />
      </Suspense>
    </ProductPageSection>
  );
}

/**
 * The review form (and react-hook-form, 14 KB) loads with the block's hydration, like the carousel
 * below: until then the server's HTML form works on its own, posts included, and what is typed
 * into it is taken over when it hydrates.
 */
const ShareExperienceForm = lazy(() =>
  import('@/features/reviews/share-experience').then((module) => ({
    default: module.ShareExperienceForm,
  })),
);

/**
 * The same brand's row is at the foot of the page: its carousel (embla, 8 KB) loads with the
 * block's hydration, not with the page (first-load JavaScript under 200 KB; decision 0018). Its own
 * boundary keeps the server's HTML, or nothing after a navigation, while it loads.
 */
const Carousel = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })));

function SameBrand({ brand, productId }: { brand: string; productId: number }) {
  const query = trpc.catalog.sameBrand.useQuery({ brand, excludeId: productId });
  if (!query.data || query.data.length === 0) return null;
  return (
    <section aria-labelledby="same-brand" className="border-t border-line py-12">
      <div className="mb-6 flex items-end justify-between gap-4">
        <SectionTitle id="same-brand">OTHER PRODUCTS OF THE BRAND</SectionTitle>
        <Link
          to="/clean-products"
          search={{ brand }}
          className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'px-0')}
        >
          View All <ArrowRight aria-hidden />
        </Link>
      </div>
      <Suspense fallback={null}>
        <Carousel label={`Other products of ${brand}`}>
          {query.data.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </Carousel>
      </Suspense>
    </section>
  );
}
