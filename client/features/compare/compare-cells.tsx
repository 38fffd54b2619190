/**
 * The cells of the comparison table, one component per question: the badges, the ingredients of
 * concern, what only this product has, where it is sold and its rating.
 */
import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { RATING_LABELS, type IngredientRating } from '../../../shared/ingredients';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatDollars } from '@/features/catalog/format';
import { StarRating } from '@/features/catalog/star-rating';
import { RATING_STYLES } from '@/features/ingredients/rating';
import type { RouterOutputs } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { plural } from '../../../shared/text';

export type Compared = RouterOutputs['catalog']['compare']['products'][number];
type Ingredient = Compared['flagged'][number];

export function Badges({ product }: { product: Compared }) {
  if (!product.clean && !product.natural) return <span className="text-muted">No badge</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {product.clean && (
        <Link to="/standard" className="rounded-full" title="What the Clean badge means">
          <Badge variant="sage">Clean</Badge>
        </Link>
      )}
      {product.natural && (
        <Link to="/standard" className="rounded-full" title="What the Natural badge means">
          <Badge variant="sand">Natural</Badge>
        </Link>
      )}
    </span>
  );
}

const NO_LIST = 'No ingredient list yet';

/** The ingredients of concern, grouped by rating, worst first. */
export function Flagged({ product }: { product: Compared }) {
  if (product.ingredient_count === 0) return <span className="text-muted">{NO_LIST}</span>;
  if (product.flagged.length === 0) return <span className="text-muted">None</span>;
  const groups = (['high-concern', 'low-to-moderate-concern'] as const)
    .map((rating) => ({ rating, items: product.flagged.filter((i) => i.rating === rating) }))
    .filter((group) => group.items.length > 0);
  return (
    <div className="space-y-2">
      {groups.map((group) => (
        <div key={group.rating}>
          <p
            className={cn(
              'text-[11px] font-semibold tracking-wide uppercase',
              group.rating === 'high-concern' ? 'text-danger' : 'text-[#6b4e1f]',
            )}
          >
            {RATING_LABELS[group.rating]}
          </p>
          <IngredientList items={group.items} showRating={false} />
        </div>
      ))}
    </div>
  );
}

const SHOWN_AT_ONCE = 8;

export function OnlyHere({ product }: { product: Compared }) {
  if (product.ingredient_count === 0) return <span className="text-muted">{NO_LIST}</span>;
  const only = product.only_here;
  if (only === null) {
    return <span className="text-muted">Nothing to compare with: no other list here</span>;
  }
  if (only.length === 0) {
    return <span className="text-muted">Nothing: the others have all of its ingredients</span>;
  }
  return (
    <div data-testid="only-here">
      <IngredientList items={only.slice(0, SHOWN_AT_ONCE)} />
      {only.length > SHOWN_AT_ONCE && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs text-forest">
            {only.length - SHOWN_AT_ONCE} more
          </summary>
          <IngredientList items={only.slice(SHOWN_AT_ONCE)} />
        </details>
      )}
    </div>
  );
}

const SHORT_RATINGS: Partial<Record<IngredientRating, string>> = {
  'high-concern': 'high concern',
  'low-to-moderate-concern': 'moderate',
  unknown: 'not rated',
};

function IngredientList({
  items,
  showRating = true,
}: {
  items: Ingredient[];
  showRating?: boolean;
}) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.name} className="flex gap-1.5 leading-snug">
          <span
            className={cn('mt-1.5 size-2 shrink-0 rounded-full', RATING_STYLES[item.rating].dot)}
            aria-hidden
          />
          <span className="min-w-0">
            {item.name}
            {showRating && SHORT_RATINGS[item.rating] && (
              <span className="text-xs text-muted"> ({SHORT_RATINGS[item.rating]})</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Shops({ product }: { product: Compared }) {
  const shops = [
    { region: 'Europe', link: product.eu_shop_link, price: null },
    { region: 'USA', link: product.usa_shop_link, price: product.usa_price },
  ].filter((shop) => shop.link);
  if (shops.length === 0) return <span className="text-muted">Coming soon</span>;
  return (
    <ul className="space-y-1">
      {shops.map((shop) => (
        <li key={shop.region}>
          <a
            href={shop.link!}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Shop ${product.name} in ${shop.region === 'USA' ? 'the USA' : 'Europe'} (opens in a new tab)`}
            className="inline-flex items-center gap-1 font-medium text-forest underline-offset-4 hover:underline"
          >
            {shop.region}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          </a>
          {shop.price !== null && (
            <span className="text-muted" data-testid="compare-usa-price">
              {' '}
              · {formatDollars(shop.price)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Rating({ product }: { product: Compared }) {
  if (product.rating === null) return <span className="text-muted">No rating yet</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <StarRating rating={product.rating} />
      <span>
        {product.rating.toFixed(1)}
        <span className="text-muted">
          {' '}
          · {formatCount(product.review_count)} {plural(product.review_count, 'review')}
        </span>
      </span>
    </span>
  );
}
