import { Bot, Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { RATING_LABELS, SAFETY_RATINGS, type SafetyRating } from '../../../shared/ingredients';
import { LabelledField } from '@/components/labelled-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { NativeSelect } from '@/components/ui/native-select';
import { SelectOptions } from '@/components/select-options';

import { trpc, type RouterInputs, type RouterOutputs } from '@/lib/trpc';

type Pending = RouterOutputs['ingredients']['pending']['entries'][number];
type ReviewInput = RouterInputs['ingredients']['review'];

/**
 * AI-written entries awaiting review. Shown only when there are some, below the analysis: approve
 * (with corrections) to make an entry a reviewed staff entry, or remove it.
 */
export function ReviewPanel() {
  const pending = trpc.ingredients.pending.useQuery(undefined, { staleTime: 0 });
  if (!pending.data || pending.data.total === 0) return null;
  return (
    <section className="mt-14" aria-labelledby="review-heading" data-testid="review-panel">
      <h2 id="review-heading" className="flex items-center gap-2 font-display text-2xl text-ink">
        <Bot className="size-5 text-forest" aria-hidden="true" />
        Awaiting review ({pending.data.total})
      </h2>
      <p className="mt-1 text-sm text-muted">
        Written by the AI provider for ingredients that were not in the knowledge base. Shoppers see
        them marked as not yet reviewed until you approve them.
      </p>
      <ul className="mt-6 space-y-4">
        {pending.data.entries.map((entry) => (
          <ReviewItem key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function ReviewItem({ entry }: { entry: Pending }) {
  const [rating, setRating] = useState<SafetyRating>(entry.rating);
  const [explanation, setExplanation] = useState(entry.explanation);
  const [sources, setSources] = useState(entry.sources.join('\n'));
  const utils = trpc.useUtils();
  const done = () =>
    Promise.all([
      utils.ingredients.pending.invalidate(),
      utils.ingredients.forProduct.invalidate(),
      utils.catalog.ingredients.invalidate(),
    ]);
  const review = trpc.ingredients.review.useMutation({
    onSuccess: async () => {
      toast.success('Entry approved', { description: `${entry.inci} is now a reviewed entry.` });
      await done();
    },
    onError: (error) => toast.error('Could not approve', { description: error.message }),
  });
  const remove = trpc.ingredients.remove.useMutation({
    onSuccess: async () => {
      toast.success('Entry removed', { description: `${entry.inci} is not rated any more.` });
      await done();
    },
    onError: (error) => toast.error('Could not remove', { description: error.message }),
  });
  const busy = review.isPending || remove.isPending;

  return (
    <li className="rounded-2xl border border-line bg-paper p-4 sm:p-5" data-testid="review-item">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="mr-auto font-sans font-semibold text-ink">{entry.inci}</h3>
        <span className="text-xs text-muted">
          {entry.model ?? 'AI'} · used by {entry.products} product{entry.products === 1 ? '' : 's'}
        </span>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <LabelledField label="Safety rating" labelClassName="text-muted">
          <NativeSelect
            value={rating}
            onChange={(event) => setRating(event.target.value as SafetyRating)}
            className="mt-1 h-10 pl-3"
          >
            <SelectOptions values={SAFETY_RATINGS} labels={RATING_LABELS} />
          </NativeSelect>
        </LabelledField>
        <LabelledField label="Explanation" labelClassName="text-muted">
          <Textarea
            value={explanation}
            onChange={(event) => setExplanation(event.target.value)}
            rows={3}
            maxLength={400}
            className="mt-1"
          />
        </LabelledField>
      </div>
      <LabelledField label="Sources (one per line)" labelClassName="text-muted" className="mt-3">
        <Textarea
          value={sources}
          onChange={(event) => setSources(event.target.value)}
          rows={2}
          className="mt-1"
        />
      </LabelledField>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            review.mutate({
              id: entry.id,
              rating,
              explanation,
              // Stored entries only hold known vocabulary (checked when they were written).
              concerns: entry.concerns as ReviewInput['concerns'],
              functions: entry.functions as ReviewInput['functions'],
              sources: sources
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            })
          }
        >
          <Check aria-hidden="true" />
          Approve
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => remove.mutate({ id: entry.id })}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}
