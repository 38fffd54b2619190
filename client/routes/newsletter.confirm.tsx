import { createFileRoute } from '@tanstack/react-router';
import { LinkAnswer, useConfirmOnLoad } from '@/components/link-answer';
import { siteName } from '@/lib/site';
import { trpc } from '@/lib/trpc';
import { tokenSearch } from '@/lib/token-search';

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: tokenSearch,
  component: ConfirmPage,
});

const INVALID = {
  title: 'This confirmation link is not valid',
  text: 'It may have been copied incompletely, or a newer link was sent since. Subscribe again in the footer and we will send you a fresh one.',
};

const ANSWERS = {
  confirmed: {
    title: 'You are subscribed',
    text: 'Thank you for confirming. Calm, practical clean-living insights will now find their way to your inbox. Every newsletter has a link to unsubscribe.',
  },
  'already-confirmed': {
    title: 'Your subscription is already confirmed',
    text: 'Nothing more to do: the newsletter comes to your inbox.',
  },
  expired: {
    title: 'This confirmation link has expired',
    text: 'Subscribe again in the footer and we will send you a fresh link.',
  },
  invalid: INVALID,
} as const;

/**
 * Opened from the confirmation mail. The browser confirms (a mutation once the page runs), not the
 * plain GET of the link, so a mail scanner that only fetches links confirms nobody.
 */
function ConfirmPage() {
  const { token } = Route.useSearch();
  const confirm = trpc.newsletter.confirm.useMutation();
  useConfirmOnLoad(token.length >= 10, () => confirm.mutate({ token }));

  const answer =
    token.length < 10 ? INVALID : confirm.data ? ANSWERS[confirm.data.result] : undefined;
  return (
    <LinkAnswer
      answer={answer}
      error={confirm.error}
      failed="Your subscription could not be confirmed"
      pending={`One moment while we confirm your subscription to the ${siteName()} newsletter.`}
    />
  );
}
