import { Check, GitCompareArrows } from 'lucide-react';
import { toast } from '@/lib/toast';
import { MAX_COMPARE } from '../../../shared/compare';
import { cardAction } from '@/lib/card-action';
import { cn } from '@/lib/utils';
import { toggleCompare, useCompareIds } from './store';

/**
 * Picks a product for comparison or takes it off the list (product cards, the product page). Its
 * name stays "Compare <product>" and aria-pressed says whether it is picked.
 */
export function CompareToggle({
  productId,
  productName,
  variant = 'card',
  className,
}: {
  productId: number;
  productName: string;
  /** card: a small pill over the picture; page: a button beside the product's other actions. */
  variant?: 'card' | 'page';
  className?: string;
}) {
  const picked = useCompareIds().includes(productId);
  const onClick = cardAction(() => {
    const result = toggleCompare(productId);
    if (result === 'full') {
      toast.error(`You can compare up to ${MAX_COMPARE} products at a time`, {
        description: `Remove one from the compare bar to add ${productName}.`,
      });
    } else {
      toast.success(result === 'added' ? 'Added to compare' : 'Removed from compare', {
        description: productName,
      });
    }
  });
  const Icon = picked ? Check : GitCompareArrows;
  return (
    <button
      type="button"
      aria-label={`Compare ${productName}`}
      aria-pressed={picked}
      data-testid="compare-toggle"
      data-product-id={productId}
      onClick={onClick}
      className={cn(
        // Comparing happens in the browser: without JavaScript the toggle is not offered.
        'inline-flex items-center gap-1.5 rounded-full font-semibold transition noscript:hidden',
        variant === 'card'
          ? 'h-9 px-3 text-[11px] tracking-[0.08em] uppercase shadow-sm'
          : 'h-11 border px-5 text-sm',
        picked
          ? 'border-forest bg-forest text-cream hover:bg-forest-dark'
          : variant === 'card'
            ? 'bg-paper/90 text-forest hover:bg-paper'
            : 'border-forest text-forest hover:bg-sage-light/60',
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      Compare
    </button>
  );
}
