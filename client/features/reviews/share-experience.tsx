import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from '../../../shared/reviews';
import { LabelledField } from '@/components/labelled-field';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/textarea';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useTextField } from '@/lib/use-typed-before-hydration';
import { HoneypotField } from '@/components/ui/honeypot-field';

/** SHARE YOUR EXPERIENCE: a star rating, a short text and a display name, held for moderation. */
export function ShareExperienceForm({ productId }: { productId: number }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [text, setText] = useState('');
  const [displayName, , displayNameField] = useTextField();
  const [website, setWebsite] = useState('');
  const starsId = useId();
  const submit = trpc.reviews.submit.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ productId, rating, text, displayName, website: website || undefined });
  };

  if (submit.isSuccess) {
    return (
      <p
        role="status"
        className="mt-6 max-w-2xl rounded-2xl bg-sage-light px-5 py-4 text-forest-dark"
      >
        Thank you for sharing your experience! Your review will appear here after a quick check by
        our team.
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
      >
        WRITE A REVIEW
      </button>
    );
  }
  const shown = hover || rating;
  return (
    <form className="mt-6 max-w-2xl space-y-4" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend id={starsId} className="text-sm font-medium text-ink">
          Your rating
        </legend>
        <div
          className="mt-2 flex gap-1"
          role="radiogroup"
          aria-labelledby={starsId}
          onMouseLeave={() => setHover(0)}
        >
          {[1, 2, 3, 4, 5].map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={rating === value}
              aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
              onClick={() => setRating(value)}
              onMouseEnter={() => setHover(value)}
              className="rounded-md p-1"
            >
              <Star
                className={cn('size-7 text-sand', value <= shown && 'fill-clay text-clay')}
                aria-hidden
              />
            </button>
          ))}
        </div>
      </fieldset>
      <LabelledField label="Your experience">
        <Textarea
          rows={4}
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
          maxLength={REVIEW_NAME_MAX}
          className="mt-1 h-11 w-full max-w-xs rounded-full border border-line bg-paper px-4 text-sm"
          placeholder="For example: Anna from Utrecht"
          autoComplete="nickname"
        />
      </LabelledField>
      <HoneypotField value={website} onChange={setWebsite} />
      <FormAlert message={submit.error?.message} />
      <p className="text-xs text-muted">
        Reviews are checked by our team before they appear. Plain text only.
      </p>
      <button type="submit" disabled={submit.isPending} className={buttonVariants()}>
        SUBMIT
      </button>
    </form>
  );
}
