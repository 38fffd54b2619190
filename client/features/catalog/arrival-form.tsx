import { BellRing } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Region } from '../../../shared/region';
import { Input } from '@/components/ui/input';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { buttonVariants } from '@/components/ui/button';
import { readServerErrors } from '@/lib/server-errors';
import { trpc } from '@/lib/trpc';

const REGION_NAME: Record<Region, string> = { EUROPE: 'Europe', USA: 'the USA' };

/**
 * "Tell me when it arrives" under a product's Coming Soon button: the shopper confirms the
 * address from a mail, then it waits until staff add a shop link for this region and gets one
 * mail (server/arrivals).
 */
export function ArrivalForm({ productId, region }: { productId: number; region: Region }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [waitingFor, setWaitingFor] = useState<Region | null>(null);
  const emailId = useId();
  const request = trpc.arrivals.request.useMutation({
    onSuccess: () => {
      setWaitingFor(region);
      setEmail('');
    },
  });
  const error = request.error ? readServerErrors(request.error, ['email'] as const) : null;
  const message = error?.fields.email ?? error?.form ?? null;

  if (waitingFor === region) {
    return (
      <p role="status" className="mt-3 flex items-start gap-2 text-sm text-forest">
        <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden />
        Please confirm your address: open the link in the mail we just sent. Then we email you once
        when a shop in {REGION_NAME[region]} sells it.
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-forest underline-offset-4 hover:underline"
      >
        <BellRing className="size-4" aria-hidden /> Tell me when it arrives
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ productId, region, email, website: website || undefined });
  };
  return (
    <form onSubmit={submit} className="mt-3" aria-label="Tell me when it arrives" noValidate>
      <label htmlFor={emailId} className="text-sm text-ink">
        Your email address: we write once when a shop in {REGION_NAME[region]} sells it.
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Input
          id={emailId}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${emailId}-error` : undefined}
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
      {message && (
        <p id={`${emailId}-error`} role="alert" className="mt-2 text-sm text-danger">
          {message}
        </p>
      )}
    </form>
  );
}
