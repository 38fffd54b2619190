import { createFileRoute, Link } from '@tanstack/react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { siteName } from '@/lib/site';
import { trpc } from '@/lib/trpc';
import { tokenSearch } from '@/lib/token-search';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: tokenSearch,
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useSearch();
  // A button, not the link itself: mail scanners open links, and must not unsubscribe anyone.
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();
  const done = unsubscribe.data?.ok === true;
  const unknown = unsubscribe.data?.ok === false || (!token && !unsubscribe.isPending);
  return (
    <section className="container-page max-w-xl py-20 text-center">
      <h1 className="font-display text-3xl text-forest sm:text-4xl">
        {done ? 'You have been unsubscribed' : `Unsubscribe from the ${siteName()} newsletter`}
      </h1>
      <p className="mt-4 text-muted">
        {done
          ? 'We will not send you newsletters any more. You can subscribe again at any time in the footer.'
          : unknown
            ? 'This unsubscribe link is not valid. It may have been copied incompletely.'
            : 'Click the button below and we will stop sending you our newsletter.'}
      </p>
      {!done && !unknown && (
        <Button
          className="mt-8"
          onClick={() => unsubscribe.mutate({ token })}
          disabled={unsubscribe.isPending}
        >
          Unsubscribe
        </Button>
      )}
      {unsubscribe.error && (
        <p role="alert" className="mt-4 text-danger">
          {unsubscribe.error.message}
        </p>
      )}
      <div className="mt-8">
        <Link to="/" className={buttonVariants({ variant: 'link' })}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
