import { createFileRoute } from '@tanstack/react-router';
import { BlogLanding } from '@/features/blog/blog-landing';
import { BLOG_LIST_OPTIONS, blogLandingSearch, blogListInput } from '@/features/blog/query-options';
import { SWAP_OFFER_OPTIONS } from '@/features/swap-analysis/query-options';
import { loadPageData } from '@/lib/load-page-data';

export const Route = createFileRoute('/clear-reasons')({
  // ?page=N pages through every published post, 3 at a time.
  validateSearch: blogLandingSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  // The page's articles (all topics, no search), as the page asks for them.
  loader: ({ context, deps }) =>
    loadPageData(
      context,
      context.utils.blog.list.ensureData(
        blogListInput(undefined, '', deps.page),
        BLOG_LIST_OPTIONS,
      ),
      // The Product Swap Analysis panel's promises, so that they are in the first HTML.
      context.utils.swapAnalysis.offer.ensureData(undefined, SWAP_OFFER_OPTIONS),
    ),
  component: ClearReasonsRoute,
});

function ClearReasonsRoute() {
  const { page } = Route.useSearch();
  return <BlogLanding page={page ?? 1} />;
}
