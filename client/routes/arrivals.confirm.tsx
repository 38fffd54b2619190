import { createFileRoute, Link } from '@tanstack/react-router';
import confirmAnswers from '@/components/confirm-answers.json' with { type: 'json' };
import { LinkAnswer, useConfirmOnLoad } from '@/components/link-answer';
import { buttonVariants } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { tokenSearch } from '@/lib/token-search';

export const Route = createFileRoute('/arrivals/confirm')({
  validateSearch: tokenSearch,
  component: ConfirmArrivalPage,
});

/** What the page says for each answer of the server, and for a link that is not well formed. */
const ANSWERS = confirmAnswers.arrivals;
const INVALID = ANSWERS.invalid;

/**
 * Opened from the confirmation mail of "Tell me when it arrives". The page confirms (a mutation
 * once it runs), not the plain GET of the link, so a mail scanner that fetches links confirms
 * nobody.
 */
function ConfirmArrivalPage() {
  const { token } = Route.useSearch();
  const confirm = trpc.arrivals.confirm.useMutation();
  const wellFormed = /^[A-Za-z0-9_-]{32}$/.test(token);
  useConfirmOnLoad(wellFormed, () => confirm.mutate({ token }));

  const answer = !wellFormed ? INVALID : confirm.data ? ANSWERS[confirm.data.result] : undefined;
  const product = confirm.data?.product;
  return (
    <LinkAnswer
      answer={answer}
      error={confirm.error}
      failed="Your address could not be confirmed"
      pending="One moment while we confirm your address."
    >
      {product && (
        <Link
          to="/product/$id"
          params={{ id: String(product.id) }}
          className={buttonVariants({ variant: 'outline' })}
        >
          Back to {product.name}
        </Link>
      )}
    </LinkAnswer>
  );
}
