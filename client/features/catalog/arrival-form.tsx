import { useRouterState } from '@tanstack/react-router';
import { BellRing } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_POSTS, formAction, formOutcome } from '../../../shared/form-posts';
import type { Region } from '../../../shared/region';
import type { ArrivalRequestInput } from '../../../shared/schemas/arrivals';
import { Input } from '@/components/ui/input';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { buttonVariants } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { usePostedErrors, usePostedForm } from '@/lib/posted-form';
import { showServerErrors } from '@/lib/server-errors';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

const REGION_NAME: Record<Region, string> = { EUROPE: 'Europe', USA: 'the USA' };

/**
 * "Tell me when it arrives" under a product's Coming Soon button: the shopper confirms the
 * address from a mail, then it waits until staff add a shop link for this region and gets one
 * mail (server/arrivals). The form opens from the HTML itself (a disclosure) and posts to the
 * server on its own; once the app runs it is sent over tRPC and answered in place.
 */
export function ArrivalForm({ productId, region }: { productId: number; region: Region }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const posted = usePostedForm('arrival');
  const [postedErrors, clearPostedErrors] = usePostedErrors(posted);
  const [open, setOpen] = useState(Boolean(posted));
  const [website, setWebsite] = useState('');
  const [waitingFor, setWaitingFor] = useState<Region | null>(null);
  const emailId = useId();
  const { pathname, search } = useRouterState({ select: (state) => state.location });
  const sent = formOutcome(search as Record<string, unknown>, 'arrival') === 'sent';
  // No default for the address: the form takes the field's text, what was typed before
  // hydration or posted included.
  const form = useForm<ArrivalRequestInput>({
    // The schema (zod) loads with the first check, not with the product page.
    resolver: lazyZodResolver(
      async () => (await import('../../../shared/schemas/arrivals')).arrivalRequestSchema,
    ),
    defaultValues: { productId, region },
  });
  const request = trpc.arrivals.request.useMutation({
    onSuccess: () => {
      setWaitingFor(region);
      form.reset({ productId, region });
    },
  });

  useEffect(() => {
    // Opened before the app ran: it stays open. From now on the schema's and the server's
    // messages explain a refusal, instead of the browser's own checks.
    if (detailsRef.current?.open) setOpen(true);
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  if (waitingFor === region || (sent && !waitingFor)) {
    return (
      <p
        id={FORM_POSTS.arrival.anchor}
        role="status"
        className="mt-3 flex scroll-mt-24 items-start gap-2 text-sm text-forest"
      >
        <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden />
        Please confirm your address: open the link in the mail we just sent. Then we email you once
        when a shop in {REGION_NAME[region]} sells it.
      </p>
    );
  }

  const submit = form.handleSubmit(
    (values) => {
      clearPostedErrors();
      request.mutate(
        { ...values, website: website || undefined },
        {
          onError: (error) => {
            showServerErrors(error, form.setError, ['email']);
          },
        },
      );
    },
    () => clearPostedErrors(),
  );
  const { errors } = form.formState;
  const emailError = errors.email?.message ?? postedErrors.email;
  const formError =
    (request.error && !errors.email ? request.error.message : undefined) ?? postedErrors.form;
  return (
    <details
      ref={detailsRef}
      id={FORM_POSTS.arrival.anchor}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group mt-3 scroll-mt-24"
    >
      <summary
        className={cn(
          'inline-flex cursor-pointer list-none items-center gap-2 text-sm font-medium text-forest underline-offset-4 hover:underline group-open:hidden',
          '[&::-webkit-details-marker]:hidden',
        )}
      >
        <BellRing className="size-4" aria-hidden /> Tell me when it arrives
      </summary>
      <form
        ref={formRef}
        method="post"
        action={formAction('arrival')}
        onSubmit={(event) => void submit(event)}
        aria-label="Tell me when it arrives"
      >
        <input type="hidden" name="back" value={pathname} />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="region" value={region} />
        <label htmlFor={emailId} className="text-sm text-ink">
          Your email address: we write once when a shop in {REGION_NAME[region]} sells it.
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <Input
            {...form.register('email')}
            id={emailId}
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={posted?.values.email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
            className="sm:flex-1"
          />
          <HoneypotField value={website} onChange={setWebsite} />
          <button
            type="submit"
            disabled={request.isPending}
            className={buttonVariants({ className: 'tracking-[0.12em]' })}
          >
            NOTIFY ME
          </button>
        </div>
        <FieldError id={`${emailId}-error`} message={emailError} />
        {formError && (
          <div className="mt-2">
            <FormAlert message={formError} />
          </div>
        )}
      </form>
    </details>
  );
}
