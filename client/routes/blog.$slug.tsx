import { createFileRoute } from '@tanstack/react-router';
import { POST_QUERY_OPTIONS } from '@/features/blog/query-options';
import { PostPage } from '@/features/blog/post-page';
import { loadPageData } from '@/lib/load-page-data';

export const Route = createFileRoute('/blog/$slug')({
  // The post, read once per request: the page and, on the server, its head (server/seo/seo.ts).
  loader: ({ context, params }) =>
    loadPageData(
      context,
      context.utils.blog.bySlug.ensureData({ slug: params.slug }, POST_QUERY_OPTIONS),
    ),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <PostPage key={slug} slug={slug} />;
}
