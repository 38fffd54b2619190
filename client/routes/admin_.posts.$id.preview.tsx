import { createFileRoute, notFound } from '@tanstack/react-router';
import { requireStaff } from '@/features/admin/guard';
import { PostPreviewPage } from '@/features/admin/blog/post-preview';

export const Route = createFileRoute('/admin_/posts/$id/preview')({
  beforeLoad: requireStaff,
  params: {
    parse: ({ id }) => {
      const value = Number(id);
      if (!Number.isInteger(value) || value < 1) throw notFound();
      return { id: value };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: PreviewRoute,
});

function PreviewRoute() {
  const { id } = Route.useParams();
  return <PostPreviewPage id={id} />;
}
