import { Link } from '@tanstack/react-router';
import { ArrowLeft, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { RATING_LABELS } from '../../../shared/ingredients';
import { MAX_REPORT_TEXT } from '../../../shared/swap-analysis';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { dateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { STATUS_LABELS } from './admin-queue';

/** One request: what was read, the drafted report, the text staff edit and send. */
export function SwapRequestPage({ id }: { id: number }) {
  const utils = trpc.useUtils();
  const request = trpc.swapAnalysis.byId.useQuery({ id }, { staleTime: 0 });
  // Null: not edited here, the stored text shows.
  const [edited, setText] = useState<string | null>(null);
  const refresh = () => {
    void utils.swapAnalysis.invalidate();
  };
  const save = trpc.swapAnalysis.saveReport.useMutation({
    onSuccess: () => {
      toast.success('Report saved');
      refresh();
    },
    onError: (error) => toast.error('Could not save the report', { description: error.message }),
  });
  const redraft = trpc.swapAnalysis.redraft.useMutation({
    onSuccess: async () => {
      const fresh = await utils.swapAnalysis.byId.fetch({ id });
      setText(fresh.report_text);
      toast.success('Report drafted again');
      refresh();
    },
    onError: (error) => toast.error('Could not draft the report', { description: error.message }),
  });
  const send = trpc.swapAnalysis.send.useMutation({
    onSuccess: () => {
      toast.success('Report sent', { description: 'The shopper gets a private link by e-mail.' });
      refresh();
    },
    onError: (error) => toast.error('Could not send the report', { description: error.message }),
  });

  if (request.isLoading) return <p className="text-muted">Loading request...</p>;
  if (request.error || !request.data) {
    return <p className="text-danger">{request.error?.message ?? 'Request not found.'}</p>;
  }
  const data = request.data;
  const text = edited ?? data.report_text;
  const dirty = text.trim() !== data.report_text;
  const busy = save.isPending || send.isPending || redraft.isPending;

  async function saveAndSend() {
    if (dirty) await save.mutateAsync({ id, reportText: text });
    send.mutate({ id });
  }

  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/admin/swap-analysis"
        className="inline-flex items-center gap-1 text-sm text-forest hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> All requests
      </Link>
      <h1 className="mt-4 font-display text-3xl text-forest break-all">{data.email}</h1>
      <p className="mt-1 text-muted" data-testid="swap-status">
        {STATUS_LABELS[data.status]} · received {dateTime(data.created_at)}
        {data.sent_at ? ` · sent ${dateTime(data.sent_at)} by ${data.sent_by ?? 'staff'}` : ''}
      </p>
      {data.note && (
        <p className="mt-4 rounded-2xl bg-sand-light p-4 whitespace-pre-line">
          <strong>Note:</strong> {data.note}
        </p>
      )}

      <section className="mt-8">
        <h2 className="font-display text-2xl text-forest">What Puur found</h2>
        {!data.draft && <p className="mt-2 text-muted">Not drafted yet.</p>}
        <ol className="mt-4 space-y-4">
          {data.draft?.products.map((product, index) => (
            <li key={index} className="rounded-2xl border border-line bg-paper p-4">
              <p className="font-semibold">
                {index + 1}. {product.title}
                <span className="ml-2 text-sm font-normal text-muted">
                  {product.verdict?.title ?? product.problem}
                </span>
              </p>
              {product.flagged.length > 0 && (
                <p className="mt-1 text-sm">
                  Flagged:{' '}
                  {product.flagged.map((f) => `${f.name} (${RATING_LABELS[f.rating]})`).join(', ')}
                </p>
              )}
              {product.swaps.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {product.swaps.map((swap) => (
                    <li key={swap.id}>
                      <a
                        href={`/product/${swap.id}`}
                        target="_blank"
                        rel="noreferrer"
                        className="underline"
                      >
                        {swap.brand ? `${swap.brand} ${swap.name}` : swap.name}
                      </a>{' '}
                      removes {swap.removes.map((r) => r.name).join(', ')}
                    </li>
                  ))}
                </ul>
              )}
              <details className="mt-2 text-sm text-muted">
                <summary className="cursor-pointer">
                  Text read from {data.labels[index]?.photo || 'the photo'}
                </summary>
                <p className="mt-1 whitespace-pre-line">{data.labels[index]?.text}</p>
              </details>
            </li>
          ))}
        </ol>
      </section>

      <section className="mt-8">
        <Label htmlFor="report-text">Report (the shopper reads this text)</Label>
        <Textarea
          id="report-text"
          rows={18}
          maxLength={MAX_REPORT_TEXT}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="mt-1 text-xs text-muted">
          Plain text. A line starting with “- ” is a list item; web addresses become links. Swaps
          you remove from the text are not shown as product cards either.
        </p>
        <SendNote />
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={busy || !dirty}
            onClick={() => save.mutate({ id, reportText: text })}
          >
            Save report
          </Button>
          <Button disabled={busy || !text.trim()} onClick={() => void saveAndSend()}>
            <Send aria-hidden /> {data.status === 'sent' ? 'Send again (new link)' : 'Send report'}
          </Button>
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => {
              if (
                window.confirm('Draft the report again from the labels? Your edits are replaced.')
              )
                redraft.mutate({ id });
            }}
          >
            Draft again
          </Button>
        </div>
      </section>
    </div>
  );
}

/** What the mail adds about payment, so staff know whether the report must carry the link. */
function SendNote() {
  const offer = trpc.swapAnalysis.offerSettings.useQuery(undefined, { staleTime: 60_000 });
  if (!offer.data) return null;
  return (
    <p className="mt-3 rounded-2xl bg-sand-light p-3 text-sm" data-testid="send-note">
      The mail holds the private link and “Payment: {offer.data.payment}”
      {offer.data.paymentLink
        ? ` with the payment link ${offer.data.paymentLink}.`
        : '. No payment link is set in the offer: put the payment link or invoice in the report text.'}
    </p>
  );
}
