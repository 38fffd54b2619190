import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { IngredientChecker } from '@/features/ingredients/checker';
import { siteName } from '@/lib/site';
import { checkerSearch } from '../../shared/checker-search';

export const Route = createFileRoute('/ingredient-checker')({
  // `?list=`: a shared result's ingredient list (shared/checker-link.ts), read by the checker.
  validateSearch: checkerSearch,
  head: () => ({ meta: [{ title: `Ingredient checker · ${siteName()}` }] }),
  component: Page,
});

function Page() {
  const { list } = Route.useSearch();
  return (
    <div className="container-page">
      <PageHeading
        title="INGREDIENT CHECKER"
        subtitle={
          <>
            Paste the ingredient list of any product, or upload a photo of its label. We rate every
            ingredient against our reviewed database, show what to look at first and suggest cleaner
            alternatives. Free, no account needed.{' '}
            <Link to="/standard" className="text-forest underline underline-offset-4">
              How we rate
            </Link>
          </>
        }
      />
      <IngredientChecker listParam={list} />
    </div>
  );
}
