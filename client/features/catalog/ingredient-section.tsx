import { trpc, type RouterOutputs } from '@/lib/trpc';
import { cn } from '@/lib/utils';

export type ProductIngredientRow = RouterOutputs['catalog']['ingredients'][number];

/** The three safety ratings of SPEC.md §3, in the order the bars show them. */
export const SAFETY_LEVELS = [
  {
    rating: 'no-concern',
    label: 'No concern',
    bar: 'bg-forest',
    badge: 'bg-sage-light text-forest-dark',
  },
  {
    rating: 'low-to-moderate-concern',
    label: 'Low to moderate concern',
    bar: 'bg-sand',
    badge: 'bg-sand-light text-forest-dark',
  },
  {
    rating: 'high-concern',
    label: 'High concern',
    bar: 'bg-danger',
    badge: 'bg-danger text-white',
  },
] as const;

export function safetyLabel(rating: string): string {
  return SAFETY_LEVELS.find((level) => level.rating === rating)?.label ?? rating;
}

/** Count of ingredients per rating, and the total (pure; unit-tested). */
export function safetyTotals(ingredients: readonly { safety_rating: string }[]) {
  return {
    total: ingredients.length,
    counts: SAFETY_LEVELS.map((level) => ({
      ...level,
      count: ingredients.filter((i) => i.safety_rating === level.rating).length,
    })),
  };
}

/**
 * The product page's ingredient analysis (SPEC.md §2): safety bars with count over total per
 * rating, then each ingredient with its name, safety rating and explanation. Reads the product's
 * product_ingredients rows, oldest first.
 */
export function IngredientSection({ productId }: { productId: number }) {
  const query = trpc.catalog.ingredients.useQuery({ productId });
  return (
    <section
      aria-labelledby="ingredients-heading"
      className="py-12"
      data-testid="ingredient-section"
    >
      <h2 id="ingredients-heading" className="label-caps font-sans text-forest">
        INGREDIENT ANALYSIS
      </h2>
      {query.isPending ? (
        <p className="mt-4 text-muted">Loading ingredients...</p>
      ) : query.isError || query.data.length === 0 ? (
        <p className="mt-4 text-muted">No ingredient analysis available yet.</p>
      ) : (
        <IngredientAnalysis ingredients={query.data} />
      )}
    </section>
  );
}

export function IngredientAnalysis({ ingredients }: { ingredients: ProductIngredientRow[] }) {
  const { total, counts } = safetyTotals(ingredients);
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <ul className="space-y-4" aria-label="Ingredient safety">
        {counts.map((level) => (
          <li key={level.rating} data-testid={`safety-bar-${level.rating}`}>
            <div className="flex items-baseline justify-between text-sm">
              <span className="text-ink">{level.label}</span>
              <span className="text-muted">
                {level.count}/{total}
              </span>
            </div>
            <div
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-sand-light"
              role="meter"
              aria-label={level.label}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={level.count}
            >
              <div
                className={cn('h-full rounded-full', level.bar)}
                style={{ width: `${total ? (level.count / total) * 100 : 0}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <ul className="divide-y divide-line rounded-3xl border border-line bg-paper">
        {ingredients.map((ingredient) => {
          const level = SAFETY_LEVELS.find((l) => l.rating === ingredient.safety_rating);
          return (
            <li key={ingredient.id} className="p-5" data-testid="ingredient">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-sans font-semibold text-ink">{ingredient.ingredient_name}</h3>
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase',
                    level?.badge ?? 'border border-line text-muted',
                  )}
                >
                  {safetyLabel(ingredient.safety_rating)}
                </span>
              </div>
              {ingredient.explanation && (
                <p className="mt-2 text-sm leading-relaxed text-muted">{ingredient.explanation}</p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
