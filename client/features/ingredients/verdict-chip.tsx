import { CircleDashed } from 'lucide-react';
import { verdictLabel, type VerdictLevel } from '../../../shared/ingredients';
import { cn } from '@/lib/utils';
import { LEVEL_STYLE } from './verdict-card';

/**
 * A product's verdict at a glance (cards, the product page above SHOP NOW): the icon and colour of
 * its level and a short label; 'Not assessed' for a product without an ingredient list.
 */
export function VerdictChip({
  level,
  className,
}: {
  level: VerdictLevel | null;
  className?: string;
}) {
  const style = level ? LEVEL_STYLE[level] : null;
  const Icon = style?.icon ?? CircleDashed;
  return (
    <span
      data-testid="verdict-chip"
      data-level={level ?? 'not-assessed'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium text-ink',
        style?.box ?? 'border-line bg-paper',
        className,
      )}
    >
      <Icon className={cn('size-3.5 shrink-0', style?.iconClass ?? 'text-muted')} aria-hidden />
      {verdictLabel(level)}
    </span>
  );
}
