import { createFileRoute } from '@tanstack/react-router';
import { POST_QUERY_OPTIONS } from '@/features/blog/query-options';
import { PostPage } from '@/features/blog/post-page';

export const Route = createFileRoute('/blog/$slug')({
  loader: ({ context, params }) => {
    void context.utils.blog.bySlug.prefetch({ slug: params.slug }, POST_QUERY_OPTIONS);
  },
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <PostPage key={slug} slug={slug} />;
}
