import { createFileRoute } from '@tanstack/react-router';
import { requireStaff } from '@/features/admin/guard';
import { IngredientAnalysisAdmin } from '@/features/ingredients/admin-analysis';

export const Route = createFileRoute('/admin_/ingredients')({
  beforeLoad: requireStaff,
  component: IngredientAnalysisAdmin,
});
