import { createFileRoute } from '@tanstack/react-router';
import { requireStaff } from '@/features/admin/guard';
import { IngredientAnalysisAdmin } from '@/features/ingredients/admin-analysis';

export const Route = createFileRoute('/admin_/ingredients')({
  beforeLoad: requireStaff,
  // ?productId=12 (linked from the product form) fills in the Product ID.
  validateSearch: (search: Record<string, unknown>): { productId?: number } => {
    const id = Number(search.productId);
    return Number.isInteger(id) && id > 0 ? { productId: id } : {};
  },
  component: IngredientsRoute,
});

function IngredientsRoute() {
  const { productId } = Route.useSearch();
  return <IngredientAnalysisAdmin initialProductId={productId} />;
}
