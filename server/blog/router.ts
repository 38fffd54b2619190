import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { renderArticleHtml } from '../../shared/article-html';
import { BLOG_LANDING_LIMIT } from '../../shared/blog';
import { pagePublishedPosts, readPublishedPost, recordView } from './posts';
import { publicProcedure, router } from '../trpc/init';
import { DomainError } from '../errors';

/** Article HTML by its Markdown: a post is drawn once, not on every read, until its text changes. */
const articleHtml = new LRUCache<string, string>({ max: 64 });
export function contentHtml(markdown: string): string {
  let html = articleHtml.get(markdown);
  if (html === undefined) {
    html = renderArticleHtml(markdown);
    articleHtml.set(markdown, html);
  }
  return html;
}

const slug = z.string().trim().min(1, 'Required').max(200, 'Too long');

/**
 * The public, read-only blog (Ghost's lesson: kept apart from the admin router). Published posts
 * only, explicit columns. Every procedure here is public.
 */
export const blogRouter = router({
  /**
   * /clear-reasons: newest published posts, by topic chip and 'Search topics' text, a page at a
   * time (`page`, 1-based; 3 per view), with the page count so that every post is reachable.
   */
  list: publicProcedure
    .input(
      z
        .object({
          search: z.string().trim().max(200, 'Too long (at most 200 characters)').optional(),
          topic: z.string().trim().max(80, 'Too long (at most 80 characters)').optional(),
          limit: z.number().int().min(1).max(24).optional(),
          page: z
            .number({ error: 'The page must be a whole number' })
            .int('The page must be a whole number')
            .min(1, 'Pages start at 1')
            .max(100_000, 'No such page')
            .optional(),
        })
        .default({}),
    )
    .query(({ ctx, input }) =>
      pagePublishedPosts(ctx.db, {
        search: input.search || undefined,
        topic: input.topic || undefined,
        limit: input.limit ?? BLOG_LANDING_LIMIT,
        page: input.page,
      }),
    ),

  /**
   * /blog/{slug}: a published post with its author and category; drafts are not found. The body
   * comes drawn as well (content_html), so the browser needs no Markdown code to show it.
   */
  bySlug: publicProcedure.input(z.object({ slug })).query(async ({ ctx, input }) => {
    const post = await readPublishedPost(ctx.db, input.slug);
    if (!post) throw new DomainError('NOT_FOUND', 'Post not found.');
    return { ...post, content_html: contentHtml(post.content) };
  }),

  /**
   * Counts one public view. A same-origin POST, so that a link or an image elsewhere
   * cannot inflate the count, and a crawler reading the HTML does not count as a reader.
   */
  recordView: publicProcedure.input(z.object({ slug })).mutation(async ({ ctx, input }) => {
    const viewCount = await recordView(ctx.db, input.slug);
    if (viewCount === null) throw new DomainError('NOT_FOUND', 'Post not found.');
    return { viewCount };
  }),
});
