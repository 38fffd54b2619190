import { createFileRoute, Link } from '@tanstack/react-router';
import confirmAnswers from '@/components/confirm-answers.json' with { type: 'json' };
import { LinkAnswer, useLinkAnswer } from '@/components/link-answer';
import { buttonVariants } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { tokenSearch } from '@/lib/token-search';

export const Route = createFileRoute('/arrivals/confirm')({
  validateSearch: tokenSearch,
  component: ConfirmArrivalPage,
});

/**
 * Opened from the confirmation mail of "Tell me when it arrives"; the texts are in
 * confirm-answers.json.
 */
function ConfirmArrivalPage() {
  const { token } = Route.useSearch();
  const confirm = trpc.arrivals.confirm.useMutation();
  const answer = useLinkAnswer(
    confirmAnswers.arrivals,
    /^[A-Za-z0-9_-]{32}$/.test(token),
    () => confirm.mutate({ token }),
    confirm.data?.result,
  );
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
