import { countOf } from '../../../../shared/text';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { dateTime } from '@/lib/dates';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { StatusBadge } from './status';

type AdminPost = RouterOutputs['blogAdmin']['posts']['byId'];

/**
 * Revisions (decision 0004): one per save, newest first. Restore writes that version's text back
 * into the post (its status, slug, author and category stay) and fills the editor with it.
 */
export function PostRevisionsCard({
  postId,
  onRestored,
}: {
  postId: number;
  onRestored: (post: AdminPost) => void;
}) {
  const utils = trpc.useUtils();
  const revisions = trpc.blogAdmin.posts.revisions.useQuery({ id: postId }, { staleTime: 0 });
  const restore = trpc.blogAdmin.posts.restoreRevision.useMutation();
  const [asking, setAsking] = useState<number | null>(null);

  const onRestore = async (revisionId: number) => {
    try {
      const post = await restore.mutateAsync({ id: postId, revisionId });
      onRestored(post);
      setAsking(null);
      toast.success('Revision restored', {
        description: 'The post has that version of its text again.',
      });
      await Promise.all([
        utils.blogAdmin.posts.revisions.invalidate({ id: postId }),
        utils.blogAdmin.posts.list.invalidate(),
      ]);
    } catch (error) {
      toast.error('Error', {
        description: `Failed to restore the revision. ${error instanceof Error ? error.message : ''}`,
      });
    }
  };

  const list = revisions.data ?? [];
  return (
    <Card heading="Revisions" className="space-y-3" data-testid="revisions">
      {revisions.isPending ? (
        <p className="text-sm text-muted">Loading revisions...</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">No revisions yet: each save stores one.</p>
      ) : (
        <ol className="max-h-80 space-y-2 overflow-y-auto pr-1">
          {list.map((revision, index) => (
            <li
              key={revision.id}
              className="rounded-xl border border-line p-3 text-sm"
              data-testid="revision"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-1.5 text-muted">
                  <History className="size-3.5" aria-hidden />
                  {dateTime(revision.created_at)}
                </span>
                <StatusBadge status={revision.status} />
              </div>
              <p className="mt-1 line-clamp-2 font-medium text-ink">
                {revision.title || 'Untitled'}
              </p>
              <p className="text-xs text-muted">
                {countOf(revision.words, 'word')}
                {revision.saved_by ? ` · ${revision.saved_by}` : ''}
                {index === 0 ? ' · current' : ''}
              </p>
              {index > 0 &&
                (asking === revision.id ? (
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <span className="text-xs">Restore this version?</span>
                    <Button
                      type="button"
                      size="sm"
                      disabled={restore.isPending}
                      onClick={() => void onRestore(revision.id)}
                    >
                      Yes, restore
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(null)}>
                      Cancel
                    </Button>
                  </div>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="mt-2"
                    onClick={() => setAsking(revision.id)}
                    aria-label={`Restore the revision of ${dateTime(revision.created_at)}`}
                  >
                    <RotateCcw aria-hidden /> Restore
                  </Button>
                ))}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
