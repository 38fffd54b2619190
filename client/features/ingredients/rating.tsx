import { CircleAlert, CircleCheck, CircleDashed, CircleMinus } from 'lucide-react';
import {
  RATING_LABELS,
  asIngredientRating,
  type IngredientRating,
} from '../../../shared/ingredients';
import { cn } from '@/lib/utils';

/** Colours per rating: calm greens and sands; only high concern is red. */
export const RATING_STYLES: Record<IngredientRating, { badge: string; dot: string; bar: string }> =
  {
    'no-concern': { badge: 'bg-sage-light text-forest-dark', dot: 'bg-forest', bar: 'bg-forest' },
    'low-to-moderate-concern': {
      badge: 'bg-sand-light text-[#6b4e1f]',
      dot: 'bg-[#c7953f]',
      bar: 'bg-sand',
    },
    'high-concern': { badge: 'bg-danger text-white', dot: 'bg-danger', bar: 'bg-danger' },
    unknown: { badge: 'border border-line text-muted', dot: 'bg-line', bar: 'bg-line' },
  };

/** The icon of each rating, wherever a rating or a verdict of that level is shown. */
export const RATING_ICONS = {
  'no-concern': CircleCheck,
  'low-to-moderate-concern': CircleMinus,
  'high-concern': CircleAlert,
  unknown: CircleDashed,
} as const;

export function RatingBadge({ rating, className }: { rating: string; className?: string }) {
  const value = asIngredientRating(rating);
  const Icon = RATING_ICONS[value];
  return (
    <span
      data-testid="rating-badge"
      data-rating={value}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-[11px] font-semibold tracking-wide whitespace-nowrap uppercase',
        RATING_STYLES[value].badge,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {RATING_LABELS[value]}
    </span>
  );
}
