import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/lib/id-param';
import { requireStaff } from '@/features/admin/guard';
import { PostPreviewPage } from '@/features/admin/blog/post-preview';

export const Route = createFileRoute('/admin_/posts/$id/preview')({
  beforeLoad: requireStaff,
  params: idParam,
  component: PostPreviewRoute,
});

function PostPreviewRoute() {
  return <PostPreviewPage id={Route.useParams().id} />;
}
