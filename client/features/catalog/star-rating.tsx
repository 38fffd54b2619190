import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import { filledStars } from './format';

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
        <Star
          key={n}
          aria-hidden
          data-star={n <= filled ? 'filled' : 'empty'}
          className={cn(
            size === 'md' ? 'size-5' : 'size-3.5',
            n <= filled ? 'fill-clay text-clay' : 'fill-transparent text-line',
          )}
        />
      ))}
    </span>
  );
}
