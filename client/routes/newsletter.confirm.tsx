import { createFileRoute } from '@tanstack/react-router';
import confirmAnswers from '@/components/confirm-answers.json' with { type: 'json' };
import { LinkAnswer, useLinkAnswer } from '@/components/link-answer';
import { siteName } from '@/lib/site';
import { trpc } from '@/lib/trpc';
import { tokenSearch } from '@/lib/token-search';

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: tokenSearch,
  component: ConfirmPage,
});

/**
 * Opened from the newsletter's confirmation mail; the texts are in confirm-answers.json.
 */
function ConfirmPage() {
  const { token } = Route.useSearch();
  const confirm = trpc.newsletter.confirm.useMutation();
  const answer = useLinkAnswer(
    confirmAnswers.newsletter,
    token.length >= 10,
    () => confirm.mutate({ token }),
    confirm.data?.result,
  );
  return (
    <LinkAnswer
      answer={answer}
      error={confirm.error}
      failed="Your subscription could not be confirmed"
      pending={`One moment while we confirm your subscription to the ${siteName()} newsletter.`}
    />
  );
}
