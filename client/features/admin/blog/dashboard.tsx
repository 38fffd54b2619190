import { Link } from '@tanstack/react-router';
import {
  Bot,
  Eye,
  FilePenLine,
  FileText,
  FolderTree,
  Plus,
  Send,
  CheckCircle2,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { StatusBadge, shortDate } from './status';

/** /admin, the staff dashboard: counts, 5 recent posts and the active AI. */
export function Dashboard() {
  const query = trpc.blogAdmin.stats.useQuery(undefined, { staleTime: 0 });
  const stats = query.data;
  const tiles: {
    label: string;
    value: number | undefined;
    icon: ComponentType<{ className?: string }>;
  }[] = [
    { label: 'Total Posts', value: stats?.total, icon: FileText },
    { label: 'Published', value: stats?.published, icon: CheckCircle2 },
    { label: 'Drafts', value: stats?.draft, icon: FilePenLine },
    { label: 'In Review', value: stats?.review, icon: Send },
    { label: 'Total Views', value: stats?.totalViews, icon: Eye },
    { label: 'Categories', value: stats?.categories, icon: FolderTree },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl text-forest sm:text-4xl">Dashboard</h1>
          <p className="mt-1 text-muted">An overview of Clear Reasons</p>
        </div>
        <Link to="/admin/posts/new" className={buttonVariants()}>
          <Plus aria-hidden /> New Post
        </Link>
      </div>

      {query.isError && (
        <p className="mt-8 text-danger">Failed to load the dashboard. Please try again.</p>
      )}

      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card className="h-full p-4 sm:p-5">
              <tile.icon className="size-5 text-sage" aria-hidden />
              <p className="mt-3 text-sm text-muted">{tile.label}</p>
              {tile.value === undefined ? (
                <Skeleton className="mt-1 h-8 w-16" />
              ) : (
                <p className="font-display text-3xl text-forest" data-testid={`stat-${tile.label}`}>
                  {tile.value.toLocaleString('en-US')}
                </p>
              )}
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="min-w-0">
          <div className="flex items-center justify-between">
            <CardTitle>Recent Posts</CardTitle>
            <Link to="/admin/posts" className="text-sm font-medium text-forest hover:underline">
              All Posts
            </Link>
          </div>
          {!stats ? (
            <div className="mt-4 space-y-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          ) : stats.recent.length === 0 ? (
            <p className="py-10 text-center text-muted">No posts yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-line">
              {stats.recent.map((post) => (
                <li key={post.id}>
                  <Link
                    to="/admin/posts/$id/edit"
                    params={{ id: post.id }}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl px-2 py-3 hover:bg-sand-light/50"
                  >
                    {/* On a phone the whole title on its own line; wider, one truncated line. */}
                    <span className="min-w-0 basis-full font-medium text-ink sm:flex-1 sm:basis-0 sm:truncate">
                      {post.title || 'Untitled'}
                    </span>
                    <StatusBadge status={post.status} />
                    <span className="ml-auto text-xs text-muted sm:ml-0 sm:w-24 sm:text-right">
                      {shortDate(post.created_at)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card className="bg-sage-light/40">
          <Bot className="size-6 text-forest" aria-hidden />
          <CardTitle className="mt-3">AI writing</CardTitle>
          {stats ? (
            <div data-testid="ai-provider">
              <p className="mt-2 text-sm text-ink">
                {stats.ai.languageModel ? 'OpenAI-compatible model' : 'Built-in writer'}
                <span className="text-muted"> · {stats.ai.model}</span>
              </p>
              <p className="mt-3 text-sm leading-relaxed text-muted">
                {stats.ai.languageModel
                  ? 'Drafts are written by the configured language model, grounded in our ingredient knowledge base and catalogue.'
                  : 'No language model is configured. Drafts come from the built-in writer, using our ingredient knowledge base and catalogue. Set OPENAI_API_KEY to use a language model.'}
              </p>
            </div>
          ) : (
            <Skeleton className="mt-3 h-16" />
          )}
        </Card>
      </div>
    </div>
  );
}
