import { cn } from '@/lib/utils';
import { filledStars } from './format';

const STAR_ID = 'puur-star';
/** lucide's star outline. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/**
 * The star, drawn once per page (the root layout renders it); every star of every rating refers
 * to it, so a catalogue page carries one star path instead of 120.
 */
export function StarSymbol() {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      <symbol id={STAR_ID} viewBox="0 0 24 24">
        <path d={STAR_PATH} />
      </symbol>
    </svg>
  );
}

/** Five stars, whole stars filled by rounding the rating down. */
export function StarRating({
  rating,
  className,
  size = 'sm',
}: {
  rating: number | null;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const filled = filledStars(rating);
  const label = rating === null ? 'Not rated yet' : `Rated ${rating} out of 5`;
  return (
    <span
      role="img"
      aria-label={label}
      data-filled={filled}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden
          viewBox="0 0 24 24"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          data-star={n <= filled ? 'filled' : 'empty'}
          className={cn(
            size === 'md' ? 'size-5' : 'size-3.5',
            n <= filled ? 'fill-clay text-clay' : 'fill-transparent text-line',
          )}
        >
          <use href={`#${STAR_ID}`} />
        </svg>
      ))}
    </span>
  );
}
