import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  SWAP_OFFER_FIELDS,
  type SwapOfferSettings,
  type SwapStatus,
} from '../../../shared/swap-analysis';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { StatusTabs } from '@/components/status-tabs';
import { EmptyNote } from '@/features/admin/admin-table';
import { dateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { countOf } from '../../../shared/text';

const TABS: { status: SwapStatus | undefined; label: string }[] = [
  { status: 'new', label: 'New' },
  { status: 'drafted', label: 'Drafted' },
  { status: 'sent', label: 'Sent' },
  { status: undefined, label: 'All' },
];

export const STATUS_LABELS: Record<SwapStatus, string> = {
  new: 'New (not drafted)',
  drafted: 'Drafted, waiting to be sent',
  sent: 'Sent',
};

/** The staff queue of Product Swap Analysis requests, and the offer's settings (decision 0021). */
export function SwapAnalysisQueue() {
  const [status, setStatus] = useState<SwapStatus | undefined>('drafted');
  const list = trpc.swapAnalysis.list.useQuery({ status }, { staleTime: 0 });
  const counts = trpc.swapAnalysis.counts.useQuery(undefined, { staleTime: 0 });
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-3xl text-forest">Swap analysis</h1>
      <p className="mt-1 text-muted">
        Requests from the Product Swap Analysis panel. Puur drafts each report from the labels;
        check it, edit it, and send it: the shopper gets a private link by e-mail.
      </p>
      <StatusTabs
        label="Request status"
        tabs={TABS.map((tab) => ({
          status: tab.status,
          label: `${tab.label}${tab.status && counts.data ? ` (${counts.data[tab.status]})` : ''}`,
        }))}
        selected={status}
        onSelect={setStatus}
      />
      {list.isLoading && <p className="mt-8 text-muted">Loading requests...</p>}
      {list.error && <p className="mt-8 text-danger">{list.error.message}</p>}
      {list.data?.length === 0 && <EmptyNote className="mt-8">No requests here.</EmptyNote>}
      <ul className="mt-6 space-y-3">
        {list.data?.map((request) => (
          <li key={request.id} data-testid="swap-request">
            <Link
              to="/admin/swap-analysis/$id"
              params={{ id: request.id }}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border border-line bg-paper p-4 hover:border-forest"
            >
              <strong className="break-all">{request.email}</strong>
              <span className="text-sm text-muted">{countOf(request.products, 'product')}</span>
              <span className="text-sm text-muted">{dateTime(request.created_at)}</span>
              <span className="ml-auto rounded-full bg-sand-light px-3 py-0.5 text-xs">
                {STATUS_LABELS[request.status]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <OfferSettings />
    </div>
  );
}

function OfferSettings() {
  const utils = trpc.useUtils();
  const settings = trpc.swapAnalysis.offerSettings.useQuery(undefined, { staleTime: 0 });
  // Null: not edited here, the stored settings show.
  const [edited, setValues] = useState<SwapOfferSettings | null>(null);
  const values = edited ?? settings.data;
  const save = trpc.swapAnalysis.saveOfferSettings.useMutation({
    onSuccess: (saved) => {
      setValues(saved);
      toast.success('Offer saved');
      void utils.swapAnalysis.invalidate();
    },
    onError: (error) => toast.error('Could not save the offer', { description: error.message }),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (values) save.mutate(values);
  }
  return (
    <section className="mt-14 rounded-3xl border border-line bg-paper p-6" aria-labelledby="offer">
      <h2 id="offer" className="font-display text-2xl text-forest">
        What the panel promises
      </h2>
      <p className="mt-1 text-sm text-muted">
        State only what this shop offers: an empty line is not shown. The price stays €29; payment
        is arranged outside Puur, so say how.
      </p>
      {values && (
        <form className="mt-6 space-y-4" onSubmit={onSubmit}>
          {SWAP_OFFER_FIELDS.map((field) => (
            <div key={field.key}>
              <Label htmlFor={`offer-${field.key}`}>{field.label}</Label>
              <Input
                id={`offer-${field.key}`}
                value={values[field.key]}
                maxLength={300}
                onChange={(e) => setValues({ ...values, [field.key]: e.target.value })}
              />
              <p className="mt-1 text-xs text-muted">{field.hint}</p>
            </div>
          ))}
          <Button type="submit" disabled={save.isPending}>
            Save offer
          </Button>
        </form>
      )}
    </section>
  );
}
