import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import {
  FORM_POSTS,
  formAction,
  formOutcome,
  POSTED_FORM_KEY,
  type FormOutcome,
  type PostedForm,
} from '../../../shared/form-posts';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { isHydrating } from '@/lib/hydration';

/** What the form says after it was posted without JavaScript (the server's redirect names it). */
const OUTCOME_TEXT: Record<FormOutcome, string> = {
  sent: 'Check your inbox: we sent you a confirmation mail. Open the link in it to start receiving our newsletter.',
  invalid: 'Please enter a valid email address.',
  busy: 'Too many sign-ups from your connection. Please wait a minute and try again.',
  failed: 'Subscription failed on our side. Please try again later.',
};

/**
 * Footer newsletter signup: an email field (placeholder EMAIL) and SUBSCRIBE. It posts to the
 * server on its own (before the page's scripts run, or without them); the app sends it over tRPC
 * and answers with a toast.
 */
/**
 * The newsletter form as posted without JavaScript, on the page the server answered with. Read
 * here rather than through lib/posted-form.ts: this form is on every page's first load, and that
 * module, shared with the route chunks of the other forms, made the bundler split the app's
 * entry into more files (about 0.5 KB gzip more on every first load).
 */
function usePostedNewsletter(): PostedForm | undefined {
  const posted = useQueryClient().getQueryData<PostedForm>(POSTED_FORM_KEY);
  const shown = posted?.form === 'newsletter' && (typeof window === 'undefined' || isHydrating());
  return shown ? posted : undefined;
}

export function NewsletterForm({ anchor = true }: { anchor?: boolean } = {}) {
  // A refused post without JavaScript: the page the server answers with has the address and why.
  const posted = usePostedNewsletter();
  const [postedErrors, setPostedErrors] = useState<Record<string, string>>(
    () => posted?.errors ?? {},
  );
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const emailRef = useTypedBeforeHydration<HTMLInputElement>(email, setEmail);
  const [website, setWebsite] = useState('');
  const messageId = useId();
  const { pathname, search } = useRouterState({ select: (state) => state.location });
  const outcome = formOutcome(search as Record<string, unknown>, 'newsletter');
  const problem = postedErrors.email ?? postedErrors.form;
  const message = problem ?? (outcome ? OUTCOME_TEXT[outcome] : undefined);
  const refused = Boolean(postedErrors.email) || outcome === 'invalid';
  const subscribe = trpc.newsletter.subscribe.useMutation({
    // The answer is the same whether or not the address was on the list (it tells nobody who is).
    // Double opt-in: nothing is sent but the confirmation until its link is opened.
    onSuccess: (_data, input) => {
      toast.success('Check your inbox', {
        description: `We sent a confirmation mail to ${input.email.trim()}. Open the link in it to start receiving our newsletter.`,
      });
      setEmail('');
    },
    onError: (error) => {
      toast.error('Subscription failed', { description: error.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPostedErrors({});
    subscribe.mutate({ email, website: website || undefined });
  };
  return (
    <form
      // One form per page carries the anchor the server's redirect returns to (ids are unique).
      id={anchor ? FORM_POSTS.newsletter.anchor : undefined}
      method="post"
      action={formAction('newsletter')}
      onSubmit={submit}
      className="mt-8 max-w-md scroll-mt-24"
      aria-label="Newsletter"
    >
      {/* The page to come back to (its path: the server renders a query of its own choosing). */}
      <input type="hidden" name="back" value={pathname} />
      <div className="flex gap-2">
        <input
          ref={emailRef}
          type="email"
          name="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="EMAIL"
          aria-label="Email address"
          aria-invalid={refused || undefined}
          aria-describedby={message ? messageId : undefined}
          autoComplete="email"
          className="h-11 min-w-0 flex-1 rounded-full border border-cream/30 bg-transparent px-4 text-sm text-cream placeholder:text-cream/60"
        />
        <HoneypotField value={website} onChange={setWebsite} />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="h-11 rounded-full bg-sand px-5 text-xs font-semibold tracking-[0.15em] text-forest-dark hover:bg-sand/85 disabled:opacity-60"
        >
          SUBSCRIBE
        </button>
      </div>
      {message && (
        <p
          id={messageId}
          role={outcome === 'sent' && !problem ? 'status' : 'alert'}
          className="mt-3 text-sm text-cream"
          data-testid="newsletter-outcome"
        >
          {message}
        </p>
      )}
    </form>
  );
}
