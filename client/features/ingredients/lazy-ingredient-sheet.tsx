import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';

const IngredientSheet = lazy(() =>
  import('./ingredient-sheet').then((module) => ({ default: module.IngredientSheet })),
);

/**
 * The ingredient sheet, whose code (and the dialog library under it) loads the first time the
 * shopper opens an ingredient: a product page showed no sheet at first and paid 12 KB for it
 * (first-load JavaScript; decision 0018). It stays mounted after that, so closing still animates.
 */
export function LazyIngredientSheet(props: ComponentProps<typeof IngredientSheet>) {
  const wanted = useOpenedOnce(props.ingredient !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <IngredientSheet {...props} />
    </Suspense>
  );
}
