import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditPostPage } from '@/features/admin/blog/post-editor';

export const Route = createFileRoute('/admin/posts/$id/edit')({
  params: {
    parse: ({ id }) => {
      const value = Number(id);
      if (!Number.isInteger(value) || value < 1) throw notFound();
      return { id: value };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: EditPostRoute,
});

function EditPostRoute() {
  const { id } = Route.useParams();
  return <EditPostPage id={id} />;
}
