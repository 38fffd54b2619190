import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/lib/id-param';
import { EditPostPage } from '@/features/admin/blog/post-editor';

export const Route = createFileRoute('/admin/posts/$id/edit')({
  params: idParam,
  component: EditPostRoute,
});

function EditPostRoute() {
  return <EditPostPage id={Route.useParams().id} />;
}
