import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { BADGE_LABELS } from '../../../../shared/standard';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { VerdictChip } from '@/features/ingredients/verdict-chip';
import { trpc, type RouterOutputs } from '@/lib/trpc';

/**
 * The badges the standard gives this product, read-only (nobody switches them by hand), and every
 * change of badge with who, when and why.
 */
export function BadgesCard({ productId }: { productId: number }) {
  const query = trpc.productAdmin.badges.useQuery({ id: productId }, { staleTime: 0 });
  return (
    <Card className="order-8 space-y-4" data-testid="badges-card">
      <CardTitle className="flex items-center gap-2">
        <ShieldCheck className="size-5 text-clay" aria-hidden /> Badges
      </CardTitle>
      <p className="text-xs text-muted">
        Computed by the standard from the analysed ingredients; they change when the list or the
        knowledge base does.{' '}
        <Link
          to="/product/$id"
          params={{ id: String(productId) }}
          hash="why-badges"
          className="font-medium text-forest underline-offset-4 hover:underline"
        >
          See why
        </Link>
      </p>
      {query.isPending && <p className="text-sm text-muted">Loading badges...</p>}
      {query.isError && <p className="text-sm text-danger">Could not load the badges.</p>}
      {query.data && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <VerdictChip level={query.data.standard.verdict} />
            {(['clean', 'natural'] as const).map((badge) =>
              query.data.standard[badge].awarded ? (
                <Badge key={badge} variant={badge === 'clean' ? 'sage' : 'sand'}>
                  {BADGE_LABELS[badge]}
                </Badge>
              ) : (
                <Badge key={badge} variant="outline">
                  No {BADGE_LABELS[badge]} badge
                </Badge>
              ),
            )}
          </div>
          <BadgeHistory history={query.data.history} />
        </>
      )}
    </Card>
  );
}

function BadgeHistory({
  history,
}: {
  history: RouterOutputs['productAdmin']['badges']['history'];
}) {
  if (history.length === 0) {
    return <p className="text-sm text-muted">No change of badge yet.</p>;
  }
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">History</h3>
      <ol className="mt-2 max-h-72 space-y-3 overflow-y-auto pr-1" data-testid="badge-history">
        {history.map((change, index) => (
          <li key={index} className="text-sm">
            <p className="text-ink">
              <span className="font-medium">
                {BADGE_LABELS[change.badge]} {change.awarded ? 'given' : 'withdrawn'}
              </span>{' '}
              <span className="text-muted">
                · {new Date(change.created_at).toLocaleString('en-GB')} · {change.changed_by}
              </span>
            </p>
            <p className="mt-0.5 text-xs break-words text-muted">{change.reason}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
