import { createFileRoute } from '@tanstack/react-router';
import { requireStaff } from '@/features/admin/guard';
import { IngredientAnalysisAdmin } from '@/features/ingredients/admin-analysis';
import { IngredientAdminShell } from '@/features/ingredients/admin-shell';
import { KnowledgeBaseAdmin } from '@/features/ingredients/knowledge-base';

export const Route = createFileRoute('/admin_/ingredients')({
  beforeLoad: requireStaff,
  // ?productId=12 (linked from the product form) fills in the Product ID;
  // ?view=knowledge-base opens the knowledge base.
  validateSearch: (
    search: Record<string, unknown>,
  ): { productId?: number; view?: 'knowledge-base' } => {
    const id = Number(search.productId);
    return {
      ...(Number.isInteger(id) && id > 0 ? { productId: id } : {}),
      ...(search.view === 'knowledge-base' ? { view: 'knowledge-base' as const } : {}),
    };
  },
  component: IngredientsRoute,
});

function IngredientsRoute() {
  const { productId, view = 'analysis' } = Route.useSearch();
  return (
    <IngredientAdminShell view={view}>
      {view === 'knowledge-base' ? (
        <KnowledgeBaseAdmin />
      ) : (
        <IngredientAnalysisAdmin initialProductId={productId} />
      )}
    </IngredientAdminShell>
  );
}
