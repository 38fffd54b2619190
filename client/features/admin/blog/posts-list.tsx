import { Link, linkOptions } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { POST_STATUSES, type PostStatus } from '../../../../shared/blog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { LabelledSelect, type SelectOption } from '@/components/ui/labelled-select';
import { RowActions } from '../row-actions';
import { FilterCard, ListContent, ListHeader, SearchFilter } from '../list-page';
import { dateTime } from '@/lib/dates';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { useDebounced } from '@/lib/use-debounced';
import { StatusBadge, shortDate } from './status';

type PostCard = RouterOutputs['blogAdmin']['posts']['list']['posts'][number];

const STATUS_OPTIONS: SelectOption<'' | PostStatus>[] = [
  { value: '', label: 'All Status' },
  ...POST_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) })),
];

/** /admin/posts: every post, newest first, with a search on title and content. */
export function PostsList() {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 200);
  const [status, setStatus] = useState<'' | PostStatus>('');
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [toDelete, setToDelete] = useState<PostCard | null>(null);

  const utils = trpc.useUtils();
  const categories = trpc.blogAdmin.categories.list.useQuery();
  const query = trpc.blogAdmin.posts.list.useQuery(
    {
      search: debounced || undefined,
      status: status || undefined,
      categoryId: categoryId || undefined,
    },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  const remove = trpc.blogAdmin.posts.remove.useMutation({
    onSuccess: () => {
      toast.success('Post deleted', {
        description: 'The blog post has been successfully deleted.',
      });
      void utils.blogAdmin.posts.list.invalidate();
      void utils.blogAdmin.stats.invalidate();
    },
    onError: () => {
      toast.error('Error', { description: 'Failed to delete the post. Please try again.' });
    },
    onSettled: () => setToDelete(null),
  });

  return (
    <div className="mx-auto max-w-5xl">
      <ListHeader title="Blog Posts" intro="Manage your blog content">
        <Link to="/admin/posts/new" className={buttonVariants()}>
          <Plus aria-hidden /> New Post
        </Link>
      </ListHeader>

      <FilterCard className="md:grid-cols-[1fr_12rem_14rem]">
        <SearchFilter
          placeholder="Search posts..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={200}
        />
        <LabelledSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
        <LabelledSelect
          label="Category"
          value={categoryId}
          options={[
            { value: '', label: 'All Categories' },
            ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          onChange={setCategoryId}
        />
      </FilterCard>

      <ListContent
        className="space-y-4"
        query={query}
        isEmpty={(data) => data.posts.length === 0}
        loading="Loading posts..."
        failed="Failed to load posts. Please try again."
        empty={
          query.data?.total === 0
            ? 'No blog posts yet. Create your first post to get started!'
            : 'No posts match your current filters.'
        }
      >
        {(data) =>
          data.posts.map((post) => (
            <PostRow key={post.id} post={post} onDelete={() => setToDelete(post)} />
          ))
        }
      </ListContent>

      <Dialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        {toDelete && (
          <DialogContent title="Delete post" className="max-w-md" hideClose>
            <p className="text-ink">
              Are you sure you want to delete &quot;{toDelete.title}&quot;?
            </p>
            <div className="mt-6 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="ghost">Cancel</Button>
              </DialogClose>
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: toDelete.id })}
              >
                <Trash2 aria-hidden /> Delete
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

function PostRow({ post, onDelete }: { post: PostCard; onDelete: () => void }) {
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start" data-testid="post-card">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="font-display text-xl leading-snug text-forest">
            {post.title || 'Untitled'}
          </h2>
          <StatusBadge status={post.status} />
          {post.ai_draft && (
            <span
              className="rounded-full border border-sand bg-sand-light px-2 py-0.5 text-xs font-medium text-clay-dark"
              title="Written by the AI; no editor has changed the text yet"
              data-testid="ai-mark"
            >
              AI draft
            </span>
          )}
          {post.scheduled_at && post.status !== 'published' && (
            <span className="text-xs font-medium text-clay-dark" data-testid="scheduled">
              Goes live {dateTime(post.scheduled_at)}
            </span>
          )}
        </div>
        <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-muted">{post.summary}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {post.category && <span className="font-medium text-clay-dark">{post.category}</span>}
          {post.author && <span>{post.author}</span>}
          <span>{post.view_count.toLocaleString('en-US')} views</span>
          {post.read_time_minutes ? <span>{post.read_time_minutes} min read</span> : null}
          <span>Updated {shortDate(post.updated_at)}</span>
        </p>
      </div>
      <RowActions
        name={post.title}
        view={
          post.status === 'published'
            ? {
                link: linkOptions({ to: '/blog/$slug', params: { slug: post.slug } }),
                label: `View "${post.title}"`,
                title: 'View',
              }
            : undefined
        }
        edit={linkOptions({ to: '/admin/posts/$id/edit', params: { id: post.id } })}
        onDelete={onDelete}
      />
    </Card>
  );
}
