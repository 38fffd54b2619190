import { createFileRoute } from '@tanstack/react-router';
import { PostPage } from '@/features/blog/post-page';

export const Route = createFileRoute('/blog/$slug')({
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <PostPage key={slug} slug={slug} />;
}
