import { createFileRoute, Link } from '@tanstack/react-router';
import { LinkAnswer, useConfirmOnLoad } from '@/components/link-answer';
import { buttonVariants } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { tokenSearch } from '@/lib/token-search';

export const Route = createFileRoute('/arrivals/confirm')({
  validateSearch: tokenSearch,
  component: ConfirmArrivalPage,
});

const INVALID = {
  title: 'This confirmation link is not valid',
  text: 'It may have been copied incompletely. Ask again with Tell me when it arrives on the product page and we will send you a fresh link.',
};

const ANSWERS = {
  confirmed: {
    title: 'Your address is confirmed',
    text: 'We will email you once when a shop in your region sells this product, then forget your address.',
  },
  'already-confirmed': {
    title: 'Your address is already confirmed',
    text: 'Nothing more to do: we email you once when a shop in your region sells this product.',
  },
  expired: {
    title: 'This confirmation link has expired',
    text: 'Links work for 7 days. Ask again with Tell me when it arrives on the product page and we will send you a fresh one.',
  },
  invalid: INVALID,
} as const;

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
