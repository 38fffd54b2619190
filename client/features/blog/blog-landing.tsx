import { Link, useNavigate } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { ArrowRight, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  ALL_TOPICS,
  BLOG_TOPICS,
  DEFAULT_CATEGORY_LABEL,
  DEFAULT_READ_TIME,
} from '../../../shared/blog-constants';
import { PageHeading } from '@/components/layout/page-heading';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { CoverImage } from '@/features/catalog/product-image';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { chipClassName } from '@/components/chip';
import { cn } from '@/lib/utils';
import { ArticleLink } from './article-link';
import { ArticleMeta } from './article-meta';
import { PLACEHOLDER_ARTICLES } from './placeholders';
import { BLOG_LIST_OPTIONS, blogListInput } from './query-options';
import { useDebounced } from '@/lib/use-debounced';
import { useTextField } from '@/lib/use-typed-before-hydration';
import { SwapAnalysisPanel } from './swap-analysis-panel';

type Post = RouterOutputs['blog']['list']['posts'][number];

/**
 * /clear-reasons: topics, 'Search topics', up to 3 articles, the swap panel. `page`
 * (?page=N) pages through the rest, and READ MORE ARTICLES goes to the next page (from the last,
 * back to the first), so that every published post is reachable.
 */
export function BlogLanding({ page = 1 }: { page?: number }) {
  const navigate = useNavigate();
  const [topic, setTopic] = useState<string>(ALL_TOPICS);
  const [search, , searchField] = useTextField();
  const debounced = useDebounced(search.trim(), 250);
  const query = trpc.blog.list.useQuery(blogListInput(topic, debounced, page), {
    ...BLOG_LIST_OPTIONS,
    placeholderData: keepPreviousData,
  });
  const posts = query.data?.posts ?? [];
  const shownPage = query.data?.page ?? page;
  const pageCount = query.data?.pageCount ?? 1;
  const showPlaceholders = !query.isPending && (query.isError || posts.length === 0);

  // A new topic or search starts again at the first page.
  const firstPage = () => {
    if (page > 1) void navigate({ to: '/clear-reasons', search: {}, replace: true });
  };
  const searched = useRef(debounced);
  useEffect(() => {
    if (searched.current === debounced) return;
    searched.current = debounced;
    if (page > 1) void navigate({ to: '/clear-reasons', search: {}, replace: true });
  }, [debounced, page, navigate]);
  const nextPage = shownPage < pageCount ? shownPage + 1 : undefined;

  return (
    <div className="container-page pb-20">
      <PageHeading
        title="CLEAR REASONS"
        subtitle="No panic, no overwhelming complexities, just the right insights for you and your family."
      />

      <div className="mx-auto max-w-xl">
        <label htmlFor="blog-search" className="sr-only">
          Search topics
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <Input
            {...searchField}
            id="blog-search"
            type="search"
            placeholder="Search topics"
            className="pl-11"
            maxLength={200}
          />
        </div>
      </div>

      <div
        role="group"
        aria-label="Topics"
        className="mt-6 -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
      >
        {BLOG_TOPICS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={topic === name}
            onClick={() => {
              setTopic(name);
              firstPage();
            }}
            className={chipClassName(topic === name, 'shrink-0 py-2 transition-colors')}
          >
            {name}
          </button>
        ))}
      </div>

      <section aria-label="Articles" className="mt-10" aria-busy={query.isFetching}>
        {query.isPending ? (
          <div className="grid gap-6 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-96 rounded-3xl" />
            ))}
          </div>
        ) : (
          <div className={cn('grid gap-6 md:grid-cols-3', query.isFetching && 'opacity-70')}>
            {showPlaceholders
              ? PLACEHOLDER_ARTICLES.map((article) => (
                  <ArticleCard
                    key={article.key}
                    title={article.title}
                    excerpt={article.excerpt}
                    category={article.category}
                    readTime={article.readTime}
                    image={article.image}
                  />
                ))
              : posts.map((post) => <PostCard key={post.id} post={post} />)}
          </div>
        )}
      </section>

      <div className="mt-12 flex flex-col items-center gap-3">
        <Link
          to="/clear-reasons"
          search={nextPage ? { page: nextPage } : {}}
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
          data-testid="read-more-articles"
        >
          READ MORE ARTICLES
        </Link>
        {pageCount > 1 && !showPlaceholders && (
          <p className="text-sm text-muted" data-testid="blog-page">
            Page {shownPage} of {pageCount}
          </p>
        )}
      </div>

      <SwapAnalysisPanel />
    </div>
  );
}

function PostCard({ post }: { post: Post }) {
  return (
    <ArticleCard
      title={post.title}
      excerpt={post.excerpt ?? post.subtitle}
      category={post.category?.name.toUpperCase() ?? DEFAULT_CATEGORY_LABEL}
      readTime={post.read_time_minutes || DEFAULT_READ_TIME}
      image={post.featured_image_url}
      slug={post.slug}
    />
  );
}

function ArticleCard({
  title,
  excerpt,
  category,
  readTime,
  image,
  slug,
}: {
  title: string;
  excerpt: string | null;
  category: string;
  readTime: number;
  image: string | null;
  slug?: string;
}) {
  const body = (
    <>
      <CoverImage src={image} className="aspect-[4/3]" zoom />
      <div className="flex flex-1 flex-col p-6">
        <ArticleMeta category={category} readTime={readTime} />
        <h2 className="mt-3 font-display text-xl leading-snug text-forest sm:text-2xl">{title}</h2>
        {excerpt && (
          <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted">{excerpt}</p>
        )}
        {slug && (
          <span className="mt-auto inline-flex items-center gap-2 pt-5 text-sm font-semibold text-forest">
            READ MORE{' '}
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-1"
              aria-hidden
            />
          </span>
        )}
      </div>
    </>
  );
  const className =
    'group flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-paper transition-shadow hover:shadow-lg';
  return slug ? (
    <ArticleLink slug={slug} className={className} data-testid="article-card">
      <article className="contents">{body}</article>
    </ArticleLink>
  ) : (
    <article className={className} data-testid="placeholder-article">
      {body}
    </article>
  );
}
