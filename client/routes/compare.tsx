import { createFileRoute } from '@tanstack/react-router';
import { ComparePage } from '@/features/compare/compare-page';
import { siteName } from '@/lib/site';

export const Route = createFileRoute('/compare')({
  // `?ids=3,8` arrives as text, `?ids=3` as a number; the page checks what it says.
  validateSearch: (search: Record<string, unknown>): { ids?: string } =>
    typeof search.ids === 'string' || typeof search.ids === 'number'
      ? { ids: String(search.ids) }
      : {},
  head: () => ({ meta: [{ title: `Compare products · ${siteName()}` }] }),
  component: CompareRoute,
});

function CompareRoute() {
  const { ids } = Route.useSearch();
  return <ComparePage idsParam={ids} />;
}
