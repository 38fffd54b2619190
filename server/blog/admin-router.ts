import { z } from 'zod';
import { POST_STATUSES } from '../../shared/blog';
import {
  authorInputSchema,
  categoryInputSchema,
  generateInputSchema,
  postPayloadSchema,
} from '../../shared/schemas/blog';
import { describeAi } from '../ai';
import {
  blogStats,
  createPost,
  deletePost,
  listPostsForStaff,
  readPost,
  updatePost,
} from './staff-posts';
import {
  createAuthor,
  createCategory,
  deleteAuthor,
  deleteCategory,
  listAuthors,
  listCategories,
  updateAuthor,
  updateCategory,
} from './taxonomy';
import { generateBlogContent } from './writer';
import { readPostPage } from './posts';
import { listRevisions, restoreRevision } from './revisions';
import { contentHtml } from './router';
import type { Context } from '../trpc/context';
import { roleProcedure, router } from '../trpc/init';
import { idSchema } from '../../shared/schemas/common';
import { DomainError } from '../errors';

/** Editors and admins may both write the blog. */
const editorProcedure = roleProcedure('editor');

function notFound(what: string): never {
  throw new DomainError('NOT_FOUND', `${what} not found.`);
}

/** `{ id }` once a write has touched the row; NOT_FOUND, naming the row's kind, when it touched none. */
async function written(what: string, id: number, write: Promise<boolean>): Promise<{ id: number }> {
  if (!(await write)) notFound(what);
  return { id };
}

/** Aborts the AI call when the browser goes away. */
function abortSignalOf(ctx: Context): AbortSignal | undefined {
  const res = ctx.res;
  if (!res) return undefined;
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableEnded) controller.abort();
  });
  return controller.signal;
}

const postsRouter = router({
  /** The posts list: search (title or content), status and category filters, newest first. */
  list: editorProcedure
    .input(
      z
        .object({
          search: z.string().trim().max(200, 'Too long (at most 200 characters)').optional(),
          status: z.enum(POST_STATUSES).optional(),
          categoryId: idSchema.optional(),
        })
        .default({}),
    )
    .query(({ ctx, input }) =>
      listPostsForStaff(ctx.db, { ...input, search: input.search || undefined }),
    ),

  byId: editorProcedure
    .input(z.object({ id: idSchema }))
    .query(async ({ ctx, input }) => (await readPost(ctx.db, input.id)) ?? notFound('Post')),

  create: editorProcedure.input(postPayloadSchema).mutation(async ({ ctx, input }) => {
    const post = await createPost(ctx.db, input, ctx.staff?.name ?? null);
    return { id: post.id, slug: post.slug };
  }),

  update: editorProcedure
    .input(postPayloadSchema.extend({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      const { id: postId, ...payload } = input;
      const post = await updatePost(ctx.db, postId, payload, ctx.staff?.name ?? null);
      if (!post) notFound('Post');
      return { id: post.id, slug: post.slug };
    }),

  remove: editorProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => written('Post', input.id, deletePost(ctx.db, input.id))),

  /** A post's revisions (one per save), newest first. */
  revisions: editorProcedure.input(z.object({ id: idSchema })).query(async ({ ctx, input }) => {
    if (!(await readPost(ctx.db, input.id))) notFound('Post');
    return listRevisions(ctx.db, input.id);
  }),

  /** Writes a revision's text back into the post (stored as a new revision); returns the post. */
  restoreRevision: editorProcedure
    .input(z.object({ id: idSchema, revisionId: idSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!(await restoreRevision(ctx.db, input.id, input.revisionId, ctx.staff?.name ?? null))) {
        notFound('Revision');
      }
      return (await readPost(ctx.db, input.id)) ?? notFound('Post');
    }),

  /**
   * A post (draft, review or published) exactly as its public page /blog/{slug} shows it: the same
   * shape as blog.bySlug, for the staff's preview. Counts no view.
   */
  preview: editorProcedure.input(z.object({ id: idSchema })).query(async ({ ctx, input }) => {
    const post = (await readPostPage(ctx.db, input.id)) ?? notFound('Post');
    return { ...post, content_html: contentHtml(post.content) };
  }),
});

const categoriesRouter = router({
  list: editorProcedure.query(({ ctx }) => listCategories(ctx.db)),
  create: editorProcedure
    .input(categoryInputSchema)
    .mutation(({ ctx, input }) => createCategory(ctx.db, input)),
  update: editorProcedure
    .input(categoryInputSchema.extend({ id: idSchema }))
    .mutation(({ ctx, input: { id, ...values } }) =>
      written('Category', id, updateCategory(ctx.db, id, values)),
    ),
  remove: editorProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => written('Category', input.id, deleteCategory(ctx.db, input.id))),
});

const authorsRouter = router({
  list: editorProcedure.query(({ ctx }) => listAuthors(ctx.db)),
  create: editorProcedure
    .input(authorInputSchema)
    .mutation(({ ctx, input }) => createAuthor(ctx.db, input)),
  update: editorProcedure
    .input(authorInputSchema.extend({ id: idSchema }))
    .mutation(({ ctx, input: { id, ...values } }) =>
      written('Author', id, updateAuthor(ctx.db, id, values)),
    ),
  remove: editorProcedure
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => written('Author', input.id, deleteAuthor(ctx.db, input.id))),
});

/** The blog administration (staff only; editors and admins). */
export const blogAdminRouter = router({
  /** Dashboard: counts, the 5 most recent posts, and which AI provider and model are active. */
  stats: editorProcedure.query(async ({ ctx }) => ({
    ...(await blogStats(ctx.db)),
    ai: { ...describeAi(ctx.ai), languageModel: ctx.ai.languageModel },
  })),

  posts: postsRouter,
  categories: categoriesRouter,
  authors: authorsRouter,

  /**
   * Generates titles, content, an excerpt or SEO data for a topic. A provider failure is an
   * answer with success false (the editor shows it as a toast); bad input is a 400.
   * Rate-limited as AI generation.
   */
  generate: editorProcedure
    .meta({ limits: ['AI generation'] })
    .input(generateInputSchema)
    .mutation(({ ctx, input }) =>
      generateBlogContent(
        {
          db: ctx.db,
          ai: ctx.ai,
          logger: ctx.logger,
          siteName: ctx.env.SITE_NAME,
          signal: abortSignalOf(ctx),
        },
        input,
      ),
    ),
});
