import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { lazy, memo, Suspense, useId } from 'react';
import { findProductType } from '../../../shared/catalog';
import { PICTURE_SIZES } from '../../../shared/product-pictures';
import { REGIONS, shopLinkForRegion, usaPriceOf, type Region } from '../../../shared/region';
import { HydrateOnVisible } from '@/components/hydrate-on-visible';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { SelectOptions } from '@/components/select-options';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { FavoriteButton } from './favorite-button';
import { formatCount, formatDollars, formatPrice } from './format';
import { IngredientSection } from './ingredient-section';
import { ProductImage } from './product-image';
import { StarRating } from './star-rating';
import { ChosenRegionContext, useRegion } from './use-region';
import { hasSwapAlternatives, VerdictAndBadges, WhyTheseBadges } from './standard-panel';
import { SwapAlternatives } from './swap-alternatives';
import { ShopperSections } from './product-shopper-sections';
import { productDocumentTitle } from '../../../shared/product-title';
import { useDocumentTitle } from '@/lib/document-title';
import { siteName } from '@/lib/site';
import { CompareToggle } from '@/features/compare/compare-toggle';
import { MAX_COMPARE } from '../../../shared/compare';
import { OffscreenSection } from './product-page-section';
import { plural } from '../../../shared/text';

export type ProductDetailData = RouterOutputs['catalog']['byId'];

/**
 * "Tell me when it arrives" (and react-hook-form with it) loads only for a product the region
 * cannot buy yet; until it has loaded, the server's HTML form works on its own.
 */
const ArrivalForm = lazy(() =>
  import('./arrival-form').then((module) => ({ default: module.ArrivalForm })),
);

/** /product/{id}: its loading and failure texts, then the product. */
export function ProductDetailPage({ id }: { id: number | null }) {
  const query = trpc.catalog.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null, retry: false });
  if (id !== null && query.isPending) {
    return <Status>Loading product...</Status>;
  }
  if (id === null || query.isError || !query.data) {
    return <Status>Product not found or error loading product.</Status>;
  }
  return <ProductDetail product={query.data} />;
}

function Status({ children }: { children: string }) {
  return (
    <div className="container-page py-24 text-center text-muted" role="status">
      <p>{children}</p>
    </div>
  );
}

function ProductDetail({ product }: { product: ProductDetailData }) {
  const [region, setRegion, chosenRegion] = useRegion();
  const regionId = useId();
  const link = shopLinkForRegion(product, region);
  const title = product.name || product.brand || '';
  const facts = productFacts(product);
  const productType = product.product_type && findProductType(product.product_type);
  useDocumentTitle(productDocumentTitle(product, siteName()));
  return (
    // The cards further down (same brand, cleaner swaps) show prices for the region chosen here,
    // else for the browser's (which they guess themselves).
    <ChosenRegionContext value={chosenRegion}>
      <article className="container-page">
        <nav aria-label="Breadcrumb" className="py-6 text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to="/clean-products" className="hover:text-forest">
                Clean products
              </Link>
            </li>
            {product.category && (
              <li className="flex items-center gap-2">
                <span aria-hidden>/</span>
                <Link
                  to="/clean-products"
                  search={{ category: product.category }}
                  className="hover:text-forest"
                >
                  {product.category}
                </Link>
              </li>
            )}
            {productType && (
              <li className="flex items-center gap-2" data-testid="product-type">
                <span aria-hidden>/</span>
                {productType.label}
              </li>
            )}
          </ol>
        </nav>

        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="relative overflow-hidden rounded-3xl bg-sand-light">
            <ProductImage
              src={product.image_url}
              alt={title}
              eager
              sizes={PICTURE_SIZES.detail}
              className="aspect-square h-full w-full object-cover"
            />
            <FavoriteButton product={product} className="absolute top-4 right-4" />
          </div>

          <div className="flex flex-col gap-4">
            {product.brand && (
              <Link
                to="/clean-products"
                search={{ brand: product.brand }}
                className="self-start"
                data-testid="brand-badge"
              >
                <Badge variant="sand" className="hover:bg-sand">
                  {product.brand}
                </Badge>
              </Link>
            )}
            <h1 className="font-display text-3xl leading-tight text-forest sm:text-4xl">{title}</h1>
            {product.features.length > 0 && (
              <p className="text-sm tracking-wide text-clay-dark" data-testid="features-line">
                {product.features.join(' · ')}
              </p>
            )}
            <div className="flex items-center gap-3 text-sm text-muted">
              <StarRating rating={product.rating} size="md" />
              <span data-testid="review-count">
                {product.rating !== null && `${product.rating.toFixed(1)} · `}
                {formatCount(product.review_count)} {plural(product.review_count, 'review')}
              </span>
            </div>
            <Prices product={product} />
            {product.subtitle && <p className="font-medium text-ink">{product.subtitle}</p>}
            {product.description && (
              <p className="leading-relaxed text-muted">{product.description}</p>
            )}
            <VerdictAndBadges verdict={product.verdict} standard={product.standard} />

            <div className="mt-4 rounded-3xl border border-line bg-paper p-5">
              <label htmlFor={regionId} className="text-sm font-medium text-ink">
                Ship my product to...
              </label>
              <div className="mt-3 flex flex-col gap-3 sm:flex-row">
                <NativeSelect
                  id={regionId}
                  value={region}
                  onChange={(event) => setRegion(event.target.value as (typeof REGIONS)[number])}
                  className="h-12 bg-cream font-semibold tracking-[0.12em] sm:w-44"
                >
                  <SelectOptions values={REGIONS} />
                </NativeSelect>
                {link ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({
                      size: 'lg',
                      className: 'sm:flex-1 tracking-[0.15em]',
                    })}
                  >
                    SHOP NOW <ExternalLink aria-hidden />
                  </a>
                ) : (
                  <button
                    type="button"
                    disabled
                    className={buttonVariants({
                      size: 'lg',
                      variant: 'outline',
                      className: 'sm:flex-1 text-xs tracking-[0.12em]',
                    })}
                  >
                    COMING SOON IN YOUR REGION
                  </button>
                )}
              </div>
              {!link && (
                <Suspense fallback={null}>
                  <ArrivalForm productId={product.id} region={region} />
                </Suspense>
              )}
              <p className="mt-3 text-xs text-muted">
                Sold and shipped by an independent shop; the link opens in a new tab.
              </p>
            </div>

            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <CompareToggle productId={product.id} productName={title} variant="page" />
              <p className="text-sm text-muted noscript:hidden">
                See it side by side with up to {MAX_COMPARE - 1} other products.
              </p>
              <p
                className="hidden text-sm text-muted noscript:block"
                data-testid="needs-javascript"
              >
                Comparing products and saving them to your wishlist happen in your browser: turn on
                JavaScript to use them.
              </p>
            </div>

            {facts.length > 0 && (
              <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                {facts.map(([term, value]) => (
                  <div key={term}>
                    <dt className="label-caps text-[11px] text-muted">{term}</dt>
                    <dd className="mt-0.5 text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </div>

        <AnalysisSections product={product} chosenRegion={chosenRegion} />
        <ShopperSections product={product} chosenRegion={chosenRegion} />
      </article>
    </ChosenRegionContext>
  );
}

/**
 * The sections below the first screen, each block hydrated when it nears the screen (decision
 * 0018). Memoised on the product from the cache, so a block not hydrated yet keeps waiting. A
 * region chosen by the shopper re-renders it, which hydrates it first: were only the context to
 * change, React would drop its server HTML.
 */
export interface BlockProps {
  product: ProductDetailData;
  chosenRegion: Region | null;
}

// Each section below the first screen is drawn (style, layout, paint) when it nears the screen:
// offscreen-section in client/styles.css.
const AnalysisSections = memo(function AnalysisSections({ product }: BlockProps) {
  return (
    <HydrateOnVisible as="div">
      <OffscreenSection className="mt-8 border-t border-line">
        <IngredientSection productId={product.id} category={product.category} />
      </OffscreenSection>
      <OffscreenSection className="border-t border-line">
        <WhyTheseBadges standard={product.standard} />
      </OffscreenSection>
      {hasSwapAlternatives(product.verdict, product.listing.listed) && (
        <OffscreenSection className="border-t border-line">
          <SwapAlternatives
            productId={product.id}
            category={product.category}
            productType={product.product_type}
          />
        </OffscreenSection>
      )}
    </HydrateOnVisible>
  );
});

/** The euro price, and beside it the price at the USA shop where there is one. */
function Prices({ product }: { product: ProductDetailData }) {
  const dollars = usaPriceOf(product);
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="font-display text-3xl text-ink" data-testid="price">
        {formatPrice(product.price)}
      </p>
      {dollars !== null && (
        <p className="text-base text-muted" data-testid="usa-price">
          {product.price !== null && <span aria-hidden>· </span>}
          <span className="font-medium text-ink">{formatDollars(dollars)}</span> in the USA
        </p>
      )}
    </div>
  );
}

function productFacts(product: ProductDetailData): [string, string][] {
  const facts: [string, string][] = [];
  const add = (term: string, value: string | null | undefined | string[]) => {
    const text = Array.isArray(value) ? value.join(', ') : value;
    if (text) facts.push([term, text]);
  };
  add('Natural ingredients', product.natural_ingredients);
  add('Certifications', product.certifications);
  add('Packaging', product.packaging);
  add('Origin', product.origin_region);
  add('Ownership', product.ownership_brand);
  add('Skin type', product.skin_type);
  add('Sensitivity / allergy', product.sensitivity);
  return facts;
}
