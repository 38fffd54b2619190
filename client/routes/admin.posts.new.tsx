import { createFileRoute } from '@tanstack/react-router';
import { PostEditor } from '@/features/admin/blog/post-editor';

export const Route = createFileRoute('/admin/posts/new')({
  component: NewPostRoute,
});

function NewPostRoute() {
  return <PostEditor />;
}
