import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Clock, Eye, Share2 } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { DEFAULT_AUTHOR_BIO, DEFAULT_READ_TIME } from '../../../shared/blog-constants';
import { postDocumentTitle } from '../../../shared/post-title';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatCount, longUsDate } from '@/features/catalog/format';
import { CoverImage } from '@/features/catalog/product-image';
import { siteName } from '@/lib/site';
import { useDocumentTitle } from '@/lib/document-title';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { isInternalHref } from '../../../shared/article-html-links';
import { POST_QUERY_OPTIONS } from './query-options';
import { sharePost } from './share';

/**
 * The article body as the server drew it from Markdown (shared/article-html.tsx: skipped raw HTML,
 * escaped text, safe link targets), so no Markdown code loads or runs in the browser. A link to
 * this site navigates in the app, as any other; a modified or middle click is the browser's.
 */
function ArticleBody({ html, ...props }: { html: string } & ComponentProps<'div'>) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !event.currentTarget.contains(link) || !isInternalHref(href)) return;
    event.preventDefault();
    router.history.push(href);
  };
  return <div {...props} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** /blog/{slug}, one article. The server already sent the head; this keeps it right in the app. */
export function PostPage({ slug }: { slug: string }) {
  const query = trpc.blog.bySlug.useQuery({ slug }, POST_QUERY_OPTIONS);
  const recordView = trpc.blog.recordView.useMutation();
  const [views, setViews] = useState<number | null>(null);
  const counted = useRef<string | null>(null);
  const post = query.data;

  // Each public view of a published post counts once (not on re-renders or StrictMode replays).
  useEffect(() => {
    if (!post || counted.current === post.slug) return;
    counted.current = post.slug;
    recordView.mutate({ slug: post.slug }, { onSuccess: (data) => setViews(data.viewCount) });
  }, [post, recordView]);

  useDocumentTitle(post && postDocumentTitle(post, siteName()));

  if (query.isPending) {
    return (
      <div className="container-page py-24 text-center text-muted" role="status">
        <p>Loading...</p>
      </div>
    );
  }
  if (!post) {
    return (
      <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
        <h1 className="font-display text-4xl text-forest">Post Not Found</h1>
        <p className="mt-4 max-w-md text-muted">
          The blog post you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <Link to="/clear-reasons" className={buttonVariants({ className: 'mt-8' })}>
          <ArrowLeft aria-hidden /> Back to Blog
        </Link>
      </section>
    );
  }

  return <PostArticle post={post} views={views ?? post.view_count} />;
}

type ShownPost = RouterOutputs['blog']['bySlug'];

/**
 * The article of /blog/{slug}: the public page and the staff's preview of a draft draw the same
 * component from the same data (blog.bySlug and blogAdmin.posts.preview have one shape).
 */
export function PostArticle({
  post,
  views,
  shareUrl,
}: {
  post: ShownPost;
  views: number;
  /** The path Share passes on; the page's own address by default. */
  shareUrl?: string;
}) {
  const date = longUsDate(post.published_at ?? post.created_at);
  const author = post.author;

  return (
    <article className="pb-20" data-testid="post-article">
      <div className="container-page max-w-5xl pt-6 sm:pt-10">
        <Link
          to="/clear-reasons"
          className="inline-flex items-center gap-2 text-sm text-muted hover:text-forest"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Blog
        </Link>
        {post.featured_image_url && (
          <CoverImage
            src={post.featured_image_url}
            alt={post.title}
            eager
            className="mt-6 aspect-[16/9] rounded-3xl sm:aspect-[21/9]"
          />
        )}
      </div>

      <div className="container-page max-w-3xl">
        <header className="mt-8 sm:mt-12">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
            {post.category && (
              <Badge
                style={post.category.color ? { backgroundColor: post.category.color } : undefined}
              >
                {post.category.name}
              </Badge>
            )}
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden /> {post.read_time_minutes || DEFAULT_READ_TIME}{' '}
              min read
            </span>
            <span className="inline-flex items-center gap-1.5" data-testid="view-count">
              <Eye className="size-4" aria-hidden /> {formatCount(views)} views
            </span>
          </div>
          <h1 className="mt-5 font-display text-4xl leading-[1.1] text-forest sm:text-5xl">
            {post.title}
          </h1>
          {post.subtitle && (
            <p className="mt-4 text-xl leading-relaxed text-muted sm:text-2xl">{post.subtitle}</p>
          )}
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-line py-4">
            <div className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-11 items-center justify-center rounded-full bg-sage-light font-display text-lg text-forest"
              >
                {(author?.name ?? siteName()).charAt(0)}
              </span>
              <div className="text-sm">
                <p className="font-semibold text-ink">{author?.name ?? `${siteName()} editors`}</p>
                <p className="text-muted">
                  <time dateTime={post.published_at ?? post.created_at}>{date}</time>
                </p>
              </div>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void sharePost(post, new URL(shareUrl ?? '', window.location.href).href)
              }
            >
              <Share2 aria-hidden /> Share
            </Button>
          </div>
        </header>

        <ArticleBody
          className="mt-6 text-[1.0625rem] leading-8 text-ink/90"
          data-testid="post-content"
          html={post.content_html}
        />

        <aside
          aria-labelledby="about-author"
          className="mt-14 flex gap-5 rounded-3xl border border-line bg-paper p-6 sm:p-8"
        >
          <span
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-sage-light font-display text-2xl text-forest"
          >
            {(author?.name ?? siteName()).charAt(0)}
          </span>
          <div>
            <h2 id="about-author" className="label-caps text-clay-dark">
              About the Author
            </h2>
            <p className="mt-2 font-display text-xl text-forest">
              {author?.name ?? `${siteName()} editors`}
            </p>
            <p className="mt-2 leading-relaxed text-muted">{author?.bio || DEFAULT_AUTHOR_BIO}</p>
          </div>
        </aside>
      </div>
    </article>
  );
}
