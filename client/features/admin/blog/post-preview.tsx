import { Link } from '@tanstack/react-router';
import { ArrowLeft, Eye } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { PostArticle } from '@/features/blog/post-page';
import { useDocumentTitle } from '@/lib/document-title';
import { trpc } from '@/lib/trpc';
import { PostNotLoaded } from './post-not-loaded';

/**
 * /admin/posts/{id}/preview (staff only): the saved post exactly as /blog/{slug} will show it,
 * drawn by the public page's own article component from the same data, whatever its status.
 */
export function PostPreviewPage({ id }: { id: number }) {
  const query = trpc.blogAdmin.posts.preview.useQuery({ id }, { staleTime: 0, retry: false });
  const post = query.data;
  useDocumentTitle(post && `Preview: ${post.title || 'Untitled'}`);
  if (query.isPending) return <p className="py-20 text-center text-muted">Loading preview...</p>;
  if (!post) return <PostNotLoaded />;
  const publicPath = `/blog/${post.slug}`;
  return (
    <div className="min-h-screen bg-cream">
      <div
        role="status"
        className="sticky top-0 z-20 border-b border-sand bg-sand-light px-4 py-3 text-sm text-ink"
        data-testid="preview-banner"
      >
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2">
            <Eye className="size-4" aria-hidden />
            Preview of the saved post, as its public page {publicPath} shows it once published.
          </p>
          <Link
            to="/admin/posts/$id/edit"
            params={{ id }}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ArrowLeft aria-hidden /> Back to the editor
          </Link>
        </div>
      </div>
      <PostArticle post={post} views={post.view_count} shareUrl={publicPath} />
    </div>
  );
}
