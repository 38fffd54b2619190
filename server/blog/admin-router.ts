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
import type { DB } from '../db/connect';
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

/**
 * A list staff keep by hand (blog categories, author profiles): list, create, update and remove;
 * each write answers `{ id }`, and an id that is not in the list is NOT_FOUND, named by `what`.
 */
function staffListRouter<Row, Input extends object>(
  what: string,
  fields: z.ZodType<Input, Input>,
  rows: {
    list: (db: DB) => Promise<Row[]>;
    create: (db: DB, input: Input) => Promise<{ id: number }>;
    update: (db: DB, id: number, input: Input) => Promise<boolean>;
    remove: (db: DB, id: number) => Promise<boolean>;
  },
) {
  // tRPC leaves the input of a schema that is itself a type parameter unresolved (its "no input"
  // case stays open), so the two handlers that take the fields name their type.
  return router({
    list: editorProcedure.query(({ ctx }) => rows.list(ctx.db)),
    create: editorProcedure
      .input(fields)
      .mutation(({ ctx, input }) => rows.create(ctx.db, input as Input)),
    update: editorProcedure
      .input(z.object({ id: idSchema }).and(fields))
      .mutation(({ ctx, input }) => {
        const row = input as { id: number } & Input;
        return written(what, row.id, rows.update(ctx.db, row.id, row));
      }),
    remove: editorProcedure
      .input(z.object({ id: idSchema }))
      .mutation(({ ctx, input }) => written(what, input.id, rows.remove(ctx.db, input.id))),
  });
}

const categoriesRouter = staffListRouter('Category', categoryInputSchema, {
  list: listCategories,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
});

const authorsRouter = staffListRouter('Author', authorInputSchema, {
  list: listAuthors,
  create: createAuthor,
  update: updateAuthor,
  remove: deleteAuthor,
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
