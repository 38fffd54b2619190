import { useRouterState } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_POSTS, formAction, formOutcome, type FormOutcome } from '../../../shared/form-posts';
import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from '../../../shared/reviews';
import type { submitReviewSchema, SubmitReviewInput } from '../../../shared/schemas/reviews';
import { buttonVariants } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/textarea';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { usePostedErrors, usePostedForm } from '@/lib/posted-form';
import { showServerErrors } from '@/lib/server-errors';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { countOf } from '../../../shared/text';

/** What the form says after it was posted without JavaScript (the server's redirect names it). */
const OUTCOME_TEXT: Record<Exclude<FormOutcome, 'sent'>, string> = {
  invalid:
    'Please choose a star rating and write at least 10 characters about the product and a name of at least 2.',
  busy: 'Too many reviews from your connection. Please wait a minute and try again.',
  failed: 'Your review could not be saved on our side. Please try again later.',
};

const REVIEW_FIELDS = ['rating', 'text', 'displayName'] as const;

/**
 * SHARE YOUR EXPERIENCE: a star rating, a short text and a display name, held for moderation.
 * WRITE A REVIEW opens the form from the HTML itself (a disclosure), and the form posts to the
 * server on its own; once the app runs it is checked with the same schema, sent over tRPC and
 * answered in place. A refusal, either way, shows beside its field.
 */
export function ShareExperienceForm({ productId }: { productId: number }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { text: useId(), name: useId(), rating: useId() };
  const posted = usePostedForm('review');
  const [postedErrors, clearPostedErrors] = usePostedErrors(posted);
  const [open, setOpen] = useState(Boolean(posted));
  const [hover, setHover] = useState(0);
  const [website, setWebsite] = useState('');
  const { pathname, search } = useRouterState({ select: (state) => state.location });
  const outcome = formOutcome(search as Record<string, unknown>, 'review');
  // No defaults for the typed fields: the form takes their text, what was typed before hydration
  // or posted included.
  const form = useForm<z.input<typeof submitReviewSchema>, unknown, SubmitReviewInput>({
    // The schema (zod) loads with the first check, not with the product page.
    resolver: lazyZodResolver(
      async () => (await import('../../../shared/schemas/reviews')).submitReviewSchema,
    ),
    defaultValues: { productId },
  });
  const rating = Number(useWatch({ control: form.control, name: 'rating' })) || 0;
  const postedRating = Number(posted?.values.rating) || 0;
  const submit = trpc.reviews.submit.useMutation();

  useEffect(() => {
    // Opened before the app ran: it stays open. From now on the schema's and the server's
    // messages explain a refusal, instead of the browser's own checks.
    if (detailsRef.current?.open) setOpen(true);
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    (values) => {
      clearPostedErrors();
      setFormError(null);
      submit.mutate(
        { ...values, website: website || undefined },
        {
          onError: (error) =>
            setFormError(showServerErrors(error, form.setError, REVIEW_FIELDS).form),
        },
      );
    },
    () => clearPostedErrors(),
  );

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
  const shown = hover || rating || postedRating;
  const { errors } = form.formState;
  const errorOf = (name: (typeof REVIEW_FIELDS)[number]) =>
    errors[name]?.message ?? postedErrors[name];
  const failure =
    formError ??
    postedErrors.form ??
    (outcome && !posted ? OUTCOME_TEXT[outcome as Exclude<FormOutcome, 'sent'>] : undefined);
  /** A text control's binding, its posted value and, with a problem, its message. */
  const textProps = (name: 'text' | 'displayName', id: string) => ({
    ...form.register(name),
    id,
    required: true,
    defaultValue: posted?.values[name],
    ...(errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
  });
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
        action={formAction('review')}
        className="space-y-4"
        onSubmit={(event) => void onSubmit(event)}
      >
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="back" value={pathname} />
        <fieldset aria-describedby={errorOf('rating') ? `${ids.rating}-error` : undefined}>
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
                  {...form.register('rating', { valueAsNumber: true })}
                  value={value}
                  required
                  defaultChecked={postedRating === value}
                  className="sr-only"
                />
                <Star
                  className={cn('size-7 text-sand', value <= shown && 'fill-clay text-clay')}
                  aria-hidden
                />
                <span className="sr-only">{countOf(value, 'star')}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${ids.rating}-error`} message={errorOf('rating')} />
        </fieldset>
        <LabelledControl id={ids.text} label="Your experience" error={errorOf('text')}>
          <Textarea
            {...textProps('text', ids.text)}
            rows={4}
            minLength={10}
            maxLength={REVIEW_TEXT_MAX}
            className="mt-1"
            placeholder="What did you like? What could be better?"
          />
        </LabelledControl>
        <LabelledControl id={ids.name} label="Display name" error={errorOf('displayName')}>
          <input
            {...textProps('displayName', ids.name)}
            minLength={2}
            maxLength={REVIEW_NAME_MAX}
            className="mt-1 h-11 w-full max-w-xs rounded-full border border-line bg-paper px-4 text-sm"
            placeholder="For example: Anna from Utrecht"
            autoComplete="nickname"
          />
        </LabelledControl>
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

/** A control with its label above and its message below (the message's id is the control's + "-error"). */
function LabelledControl({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
