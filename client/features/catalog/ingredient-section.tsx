import { QueryList } from '@/components/query-list';
import { ProductIngredientList, ProductVerdict } from '@/features/ingredients/product-ingredients';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { standardBasis, type StandardBasis } from '../../../shared/standard';
import { ProductPageSection } from './product-page-section';

export type ProductIngredientRow = RouterOutputs['catalog']['ingredients'][number];

/** The three safety ratings of an ingredient, in the order the bars show them. */
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
 * The product page's ingredient analysis: safety bars with count over total per
 * rating, then each ingredient with its name, safety rating and explanation. Reads the product's
 * product_ingredients rows, oldest first.
 */
export function IngredientSection({
  productId,
  category,
}: {
  productId: number;
  /** Decides whether the verdict speaks of ingredients or of materials. */
  category?: string | null;
}) {
  const query = trpc.catalog.ingredients.useQuery({ productId });
  // Functions, concerns and synonyms for the verdict, the sheet and the avoid list.
  const details = trpc.ingredients.forProduct.useQuery({ productId });
  return (
    <ProductPageSection
      headingId="ingredients-heading"
      title="INGREDIENT ANALYSIS"
      data-testid="ingredient-section"
    >
      <QueryList
        query={query}
        loading="Loading ingredients..."
        empty="No ingredient analysis available yet."
        className="mt-4"
      >
        {(ingredients) => (
          <IngredientAnalysis
            ingredients={ingredients}
            details={details.data}
            basis={standardBasis(category)}
          />
        )}
      </QueryList>
    </ProductPageSection>
  );
}

export function IngredientAnalysis({
  ingredients,
  details,
  basis = 'ingredients',
}: {
  ingredients: ProductIngredientRow[];
  details?: RouterOutputs['ingredients']['forProduct'];
  basis?: StandardBasis;
}) {
  const { total, counts } = safetyTotals(ingredients);
  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="space-y-8">
        <ProductVerdict rows={ingredients} details={details} basis={basis} />
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
      </div>
      <ProductIngredientList rows={ingredients} details={details} />
    </div>
  );
}
