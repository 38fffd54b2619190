import { ChevronRight, EyeOff } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { IngredientView } from './ingredient-sheet';
import { RatingBadge } from './rating';

/** One ingredient in a list: a button that opens its sheet; avoid-list hits are highlighted. */
export function IngredientRow({
  ingredient,
  onOpen,
  compact = false,
  clamp = true,
}: {
  ingredient: IngredientView;
  onOpen: (ingredient: IngredientView) => void;
  /** Name and rating only. */
  compact?: boolean;
  /** Cut the explanation at three lines (the sheet has all of it). */
  clamp?: boolean;
}) {
  const avoided = ingredient.avoid.length > 0;
  return (
    <li data-testid="ingredient" data-avoid={avoided ? 'true' : undefined}>
      <button
        type="button"
        onClick={() => onOpen(ingredient)}
        className={cn(
          'group flex w-full items-start gap-3 px-4 py-4 text-left transition-colors hover:bg-cream focus-visible:bg-cream sm:px-5',
          avoided && 'bg-clay/10 hover:bg-clay/15',
        )}
        aria-label={`${ingredient.name}: details`}
      >
        {/* A button holds phrasing content only: spans laid out as blocks. */}
        <span className="block min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <span className="font-sans font-semibold text-ink">{ingredient.name}</span>
            <RatingBadge rating={ingredient.rating} />
            {ingredient.mayContain && (
              <span className="text-[11px] text-muted uppercase">may contain</span>
            )}
          </span>
          {avoided && (
            <span
              className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-[#8a4a32]"
              data-testid="avoid-hit"
            >
              <EyeOff className="size-3.5" aria-hidden="true" />
              On your avoid list: {ingredient.avoid.join(', ')}
            </span>
          )}
          {compact && ingredient.inDictionary && (
            <span className="mt-1.5 block text-sm text-muted" data-testid="dictionary-known">
              {ingredient.explanation}
            </span>
          )}
          {!compact && ingredient.explanation && (
            <span
              className={cn(
                'mt-2 block text-sm leading-relaxed text-muted',
                clamp && 'line-clamp-3',
              )}
            >
              {ingredient.explanation}
            </span>
          )}
        </span>
        <ChevronRight
          className="mt-1 size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </button>
    </li>
  );
}
