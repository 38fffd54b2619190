import { createFileRoute } from '@tanstack/react-router';
import { BlogLanding } from '@/features/blog/blog-landing';
import { BLOG_LIST_OPTIONS, blogListInput } from '@/features/blog/query-options';
import { loadPageData } from '@/lib/load-page-data';

export const Route = createFileRoute('/clear-reasons')({
  // The first articles (all topics, no search), as the page asks for them.
  loader: ({ context }) =>
    loadPageData(context, context.utils.blog.list.ensureData(blogListInput(), BLOG_LIST_OPTIONS)),
  component: BlogLanding,
});
