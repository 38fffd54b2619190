import type { CSSProperties } from 'react';
import { cn } from '@/lib/utils';
import { filledStars } from './format';

/**
 * Five stars, whole stars filled by rounding the rating down: one element drawn by CSS masks
 * (`star-rating` in client/styles.css), so a page of cards carries one element per rating.
 */
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
      style={{ '--filled': filled } as CSSProperties}
      className={cn('star-rating', size === 'md' && 'star-rating-md', className)}
    />
  );
}
