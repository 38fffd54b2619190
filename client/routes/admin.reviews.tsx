import { createFileRoute } from '@tanstack/react-router';
import { Check, ShieldAlert, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/features/catalog/star-rating';
import { ProductLink } from '@/features/catalog/product-link';
import { StatusTabs } from '@/components/status-tabs';
import { EmptyNote } from '@/features/admin/admin-table';
import { trpc } from '@/lib/trpc';

export const Route = createFileRoute('/admin/reviews')({
  component: ReviewsModerationPage,
});

const TABS = [
  { status: 'pending', label: 'Waiting' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
] as const;

function ReviewsModerationPage() {
  const [status, setStatus] = useState<(typeof TABS)[number]['status']>('pending');
  const utils = trpc.useUtils();
  const queue = trpc.reviews.moderationQueue.useQuery({ status }, { staleTime: 0 });
  const moderate = trpc.reviews.moderate.useMutation({
    onSuccess: (_data, variables) => {
      toast.success(variables.decision === 'approved' ? 'Review approved' : 'Review rejected');
      void utils.reviews.invalidate();
      void utils.catalog.invalidate();
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-3xl text-forest">Reviews</h1>
      <p className="mt-1 text-muted">
        Shopper reviews appear on the product page after approval, and update its rating.
      </p>
      <StatusTabs label="Review status" tabs={TABS} selected={status} onSelect={setStatus} />
      {queue.isLoading && <p className="mt-8 text-muted">Loading reviews...</p>}
      {queue.error && (
        <p className="mt-8 text-danger">Failed to load the reviews. Please try again later.</p>
      )}
      {queue.data?.length === 0 && (
        <EmptyNote className="mt-8">
          {status === 'pending' ? 'No reviews are waiting. Nice and tidy!' : 'No reviews here yet.'}
        </EmptyNote>
      )}
      <ul className="mt-6 space-y-4">
        {queue.data?.map((review) => (
          <li
            key={review.id}
            className="rounded-2xl border border-line bg-paper p-5"
            data-testid="review-card"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <StarRating rating={review.rating} />
              <strong>{review.display_name}</strong>
              <span className="text-muted">on</span>
              <ProductLink productId={review.product_id} className="text-forest underline">
                {review.product_name}
              </ProductLink>
              <span className="text-muted">
                {new Date(review.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              </span>
            </div>
            {review.spam_hints.length > 0 && (
              <p
                className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-danger/10 px-3 py-1 text-xs font-medium text-danger"
                data-testid="spam-hint"
              >
                <ShieldAlert className="size-3.5" aria-hidden />
                Possible spam: {review.spam_hints.join(' · ')}
              </p>
            )}
            <p className="mt-3 whitespace-pre-line text-ink">{review.text}</p>
            <div className="mt-4 flex gap-2">
              {review.status !== 'approved' && (
                <Button
                  size="sm"
                  onClick={() => moderate.mutate({ id: review.id, decision: 'approved' })}
                  disabled={moderate.isPending}
                >
                  <Check /> Approve
                </Button>
              )}
              {review.status !== 'rejected' && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => moderate.mutate({ id: review.id, decision: 'rejected' })}
                  disabled={moderate.isPending}
                >
                  <X /> Reject
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
