import { createFileRoute } from '@tanstack/react-router';
import confirmAnswers from '@/components/confirm-answers.json' with { type: 'json' };
import { LinkAnswer, useConfirmOnLoad } from '@/components/link-answer';
import { siteName } from '@/lib/site';
import { trpc } from '@/lib/trpc';
import { tokenSearch } from '@/lib/token-search';

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: tokenSearch,
  component: ConfirmPage,
});

/** What the page says for each answer of the server, and for a link that is not well formed. */
const ANSWERS = confirmAnswers.newsletter;
const INVALID = ANSWERS.invalid;

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
