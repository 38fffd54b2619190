import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '@/features/admin/blog/taxonomy';

export const Route = createFileRoute('/admin/categories')({
  component: CategoriesPage,
});
