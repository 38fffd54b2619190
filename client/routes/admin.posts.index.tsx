import { createFileRoute } from '@tanstack/react-router';
import { PostsList } from '@/features/admin/blog/posts-list';

export const Route = createFileRoute('/admin/posts/')({
  component: PostsList,
});
