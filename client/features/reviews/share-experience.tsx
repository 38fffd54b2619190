import { useRouterState } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FORM_POSTS, formOutcome, type FormOutcome } from '../../../shared/form-posts';
import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from '../../../shared/reviews';
import { LabelledField } from '@/components/labelled-field';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/textarea';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useTextField } from '@/lib/use-typed-before-hydration';
import { HoneypotField } from '@/components/ui/honeypot-field';

/** What the form says after it was posted without JavaScript (the server's redirect names it). */
const OUTCOME_TEXT: Record<Exclude<FormOutcome, 'sent'>, string> = {
  invalid:
    'Please choose a star rating and write at least 10 characters about the product and a name of at least 2.',
  busy: 'Too many reviews from your connection. Please wait a minute and try again.',
  failed: 'Your review could not be saved on our side. Please try again later.',
};

/**
 * SHARE YOUR EXPERIENCE: a star rating, a short text and a display name, held for moderation.
 * WRITE A REVIEW opens the form from the HTML itself (a disclosure), and the form posts to the
 * server on its own; once the app runs it is sent over tRPC and answered in place.
 */
export function ShareExperienceForm({ productId }: { productId: number }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [text, setText] = useState('');
  const [displayName, , displayNameField] = useTextField();
  const [website, setWebsite] = useState('');
  const { pathname, search } = useRouterState({ select: (state) => state.location });
  const outcome = formOutcome(search as Record<string, unknown>, 'review');
  const submit = trpc.reviews.submit.useMutation();

  useEffect(() => {
    // Opened before the app ran: it stays open. From now on the server's messages explain a
    // refusal, instead of the browser's own checks.
    if (detailsRef.current?.open) setOpen(true);
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ productId, rating, text, displayName, website: website || undefined });
  };

  if (submit.isSuccess || outcome === 'sent') {
    return (
      <p
        id={FORM_POSTS.review.anchor}
        role="status"
        className="mt-6 max-w-2xl scroll-mt-24 rounded-2xl bg-sage-light px-5 py-4 text-forest-dark"
      >
        Thank you for sharing your experience! Your review will appear here after a quick check by
        our team.
      </p>
    );
  }
  const shown = hover || rating;
  const failure = submit.error?.message ?? (outcome ? OUTCOME_TEXT[outcome] : undefined);
  return (
    <details
      ref={detailsRef}
      id={FORM_POSTS.review.anchor}
      open={open || outcome !== undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group mt-6 max-w-2xl scroll-mt-24"
    >
      <summary
        className={buttonVariants({
          variant: 'outline',
          className:
            'cursor-pointer list-none group-open:hidden [&::-webkit-details-marker]:hidden',
        })}
      >
        WRITE A REVIEW
      </summary>
      <form
        ref={formRef}
        method="post"
        action={FORM_POSTS.review.path}
        className="space-y-4"
        onSubmit={onSubmit}
      >
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="back" value={pathname} />
        <fieldset>
          <legend className="text-sm font-medium text-ink">Your rating</legend>
          <div className="mt-2 flex gap-1" onMouseLeave={() => setHover(0)}>
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                onMouseEnter={() => setHover(value)}
                className={cn(
                  'cursor-pointer rounded-md p-1 has-focus-visible:outline-2 has-focus-visible:outline-forest',
                  // Before the app runs, the chosen star is marked by the HTML alone.
                  'has-checked:[&_svg]:fill-clay has-checked:[&_svg]:text-clay',
                )}
              >
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  required
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="sr-only"
                />
                <Star
                  className={cn('size-7 text-sand', value <= shown && 'fill-clay text-clay')}
                  aria-hidden
                />
                <span className="sr-only">{`${value} ${value === 1 ? 'star' : 'stars'}`}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <LabelledField label="Your experience">
          <Textarea
            name="text"
            rows={4}
            required
            minLength={10}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-1"
            placeholder="What did you like? What could be better?"
          />
        </LabelledField>
        <LabelledField label="Display name">
          <input
            {...displayNameField}
            name="displayName"
            required
            minLength={2}
            maxLength={REVIEW_NAME_MAX}
            className="mt-1 h-11 w-full max-w-xs rounded-full border border-line bg-paper px-4 text-sm"
            placeholder="For example: Anna from Utrecht"
            autoComplete="nickname"
          />
        </LabelledField>
        <HoneypotField value={website} onChange={setWebsite} />
        <FormAlert message={failure} />
        <p className="text-xs text-muted">
          Reviews are checked by our team before they appear. Plain text only.
        </p>
        <button type="submit" disabled={submit.isPending} className={buttonVariants()}>
          SUBMIT
        </button>
      </form>
    </details>
  );
}
