import { Link } from '@tanstack/react-router';
import { ExternalLink, ShieldAlert, ShieldCheck } from 'lucide-react';
import { anyShopLink, cardPrice, shopLinkForRegion, type Region } from '../../../shared/region';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { RouterOutputs } from '@/lib/trpc';
import { siteName } from '@/lib/site';
import { cn } from '@/lib/utils';
import { VerdictChip } from '@/features/ingredients/verdict-chip';
import { CompareToggle } from '@/features/compare/compare-toggle';
import { useAvoidedIn } from './avoid-marks';
import { FavoriteButton } from './favorite-button';
import { formatDollars, formatPrice, MAX_CARD_FEATURES } from './format';
import { ProductImage } from './product-image';
import { ProductLink } from './product-link';
import { StarRating } from './star-rating';
import { useShopperRegion } from './use-region';

export type ProductCardData = RouterOutputs['catalog']['search']['items'][number];

/**
 * A product card. `region` set (home page): the button uses that region's link
 * and reads 'COMING SOON IN YOUR REGION' without one. Otherwise the EU link, else the USA link,
 * else a disabled 'Coming Soon'. The price is in dollars for shoppers in the USA (`region`, else
 * the one chosen on the page or guessed from the browser) where the product has a USA price, else
 * in euro. `compact` hides the description (chat grids).
 */
export function ProductCard({
  product,
  region,
  compact = false,
  headingLevel = 'h3',
  eager = false,
  avoided,
  wide = false,
}: {
  product: ProductCardData;
  region?: Region;
  compact?: boolean;
  /** Picture beside the text from the lg breakpoint (a card that stands alone in a wide row). */
  wide?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** In the first screen: its picture loads at once. */
  eager?: boolean;
  /** What it holds of the shopper's avoid list, when the list computed it for every card. */
  avoided?: string[];
}) {
  const marks = useAvoidedIn([product], avoided !== undefined);
  const avoidHits = avoided ?? marks.get(product.id) ?? [];
  const link = region ? shopLinkForRegion(product, region) : anyShopLink(product);
  const shopperRegion = useShopperRegion();
  const price = cardPrice(product, region ?? shopperRegion);
  const Heading = headingLevel;
  const features = product.features.slice(0, MAX_CARD_FEATURES);
  const clean = product.toxicity_rating === 'clean';
  const natural = product.naturalness_rating === 'natural';
  return (
    <article
      data-testid="product-card"
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-paper transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg',
        wide && 'lg:flex-row',
      )}
    >
      <div
        className={cn(
          'relative aspect-square overflow-hidden bg-sand-light',
          wide && 'lg:aspect-auto lg:w-2/5 lg:shrink-0',
        )}
      >
        <ProductImage
          src={product.image_url}
          alt={product.name}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
          eager={eager}
        />
        <CompareToggle
          productId={product.id}
          productName={product.name}
          className="absolute top-3 left-3 z-10"
        />
        <FavoriteButton product={product} className="absolute top-3 right-3 z-10" />
      </div>
      <div className={cn('flex flex-1 flex-col gap-2', compact ? 'p-3' : 'p-4 sm:p-5')}>
        <Heading
          className={cn('font-display leading-snug text-ink', compact ? 'text-base' : 'text-lg')}
        >
          <ProductLink
            productId={product.id}
            className="outline-none after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:underline"
          >
            {product.name}
          </ProductLink>
        </Heading>
        <div className="flex items-center gap-2 text-xs text-muted">
          <StarRating rating={product.rating} />
          {product.rating !== null && <span>{product.rating.toFixed(1)}</span>}
        </div>
        {product.brand && <p className="label-caps text-[11px] text-clay-dark">{product.brand}</p>}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium text-forest" data-currency={price.currency}>
            {price.currency === 'USD' ? formatDollars(price.amount) : formatPrice(price.amount)}
          </p>
          {clean ? <CleanBadge /> : <VerdictChip level={product.verdict} />}
        </div>
        {clean && (
          <p data-testid="clean-meaning" className="text-xs leading-snug text-muted">
            {cleanMeaning(product.verdict)}
          </p>
        )}
        {avoidHits.length > 0 && (
          <p
            data-testid="avoid-mark"
            className="flex items-start gap-1.5 text-xs leading-snug text-clay-dark"
          >
            <ShieldAlert className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>On your avoid list: {avoidHits.join(', ')}</span>
          </p>
        )}
        {!compact && product.description && (
          <p
            data-testid="card-description"
            className="line-clamp-2 text-sm leading-relaxed text-muted"
          >
            {product.description}
          </p>
        )}
        {(features.length > 0 || natural) && (
          <div className="flex flex-wrap gap-1.5">
            {features.map((feature) => (
              <Badge key={feature} variant="outline" data-testid="feature-badge">
                {feature}
              </Badge>
            ))}
            {natural && <StandardBadge label="Natural" variant="sand" />}
          </div>
        )}
        <div className="mt-auto pt-3">
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="relative z-10 inline-flex h-10 w-full items-center justify-center gap-2 rounded-full bg-forest px-4 text-xs font-semibold tracking-[0.15em] text-cream uppercase transition hover:bg-forest-dark"
            >
              Shop Now <ExternalLink className="size-3.5" aria-hidden />
            </a>
          ) : (
            <button
              type="button"
              disabled
              className="relative z-10 inline-flex h-10 w-full cursor-not-allowed items-center justify-center rounded-full border border-line px-3 text-[11px] font-semibold tracking-[0.12em] text-muted"
            >
              {region ? 'COMING SOON IN YOUR REGION' : 'Coming Soon'}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-card-skeleton"
      aria-hidden
      className="overflow-hidden rounded-3xl border border-line bg-paper"
    >
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-10 w-full rounded-full" />
      </div>
    </div>
  );
}

/**
 * The Clean badge where a card shows its verdict: one signal, not Clean beside "to watch". It
 * links to /standard, and the line under it says what Clean means.
 */
function CleanBadge() {
  return (
    <Link
      to="/standard"
      data-testid="clean-badge"
      className="relative z-10 inline-flex items-center gap-1.5 rounded-full border border-forest/25 bg-sage-light/60 px-2.5 py-1 text-xs font-medium text-ink"
      title="What the Clean badge means"
    >
      <ShieldCheck className="size-3.5 shrink-0 text-forest" aria-hidden />
      Clean
    </Link>
  );
}

/**
 * What the Clean badge says of this product: it meets the standard, and whether some of its
 * ingredients are of low to moderate concern (a Clean product has nothing of high concern and
 * every ingredient rated, so its verdict is clean, good or watch).
 */
function cleanMeaning(verdict: ProductCardData['verdict']): string {
  const meets = `Meets the ${siteName()} standard`;
  if (verdict === 'good' || verdict === 'watch') return `${meets}; some ingredients worth knowing`;
  if (verdict === 'clean') return `${meets}; every ingredient of no concern`;
  return meets;
}

/** A badge that links to /standard, where its rules are written. */
function StandardBadge({ label, variant }: { label: string; variant: 'sage' | 'sand' }) {
  return (
    <Link
      to="/standard"
      className="relative z-10 rounded-full"
      title={`What the ${label} badge means`}
    >
      <Badge variant={variant}>{label}</Badge>
    </Link>
  );
}
