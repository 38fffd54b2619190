import { createFileRoute } from '@tanstack/react-router';
import { AuthorsPage } from '@/features/admin/blog/taxonomy';

export const Route = createFileRoute('/admin/authors')({
  component: AuthorsPage,
});
