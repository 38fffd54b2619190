/**
 * The staff's side of the blog: reading any post, the admin list, writing and deleting posts (with
 * unique slugs and existing references), and the dashboard's counts. The public reads: ./posts.ts.
 */
import crypto from 'node:crypto';
import { DomainError } from '../errors';
import { sql } from 'kysely';
import { RECENT_POSTS, type PostStatus } from '../../shared/blog';
import type { postPayloadSchema } from '../../shared/schemas/blog';
import { excerptFallback, slugify } from '../../shared/text';
import type { DB } from '../db/connect';
import { fromJsonList, toJsonList } from '../db/json';
import type { BlogPostRow, BlogPostsTable } from '../db/schema';
import type { z } from 'zod';
import { deleteById, existsById } from './by-id';
import { likePattern, postsWithCategoryAndAuthor } from './posts';
import { storeRevision } from './revisions';
import { publishDuePosts } from './schedule';

/** A post as the editor edits it: every column, the keywords as a list. */
export interface AdminPost extends Omit<BlogPostRow, 'meta_keywords' | 'ai_text_hash'> {
  meta_keywords: string[];
  /** Written by the AI and not changed by an editor since (the AI mark). */
  ai_draft: boolean;
}

/** The fingerprint of an AI-written text: the mark stays while the content still has it. */
export function aiTextHash(content: string): string {
  return crypto.createHash('sha256').update(content).digest('hex');
}

/** A card of the admin posts list (content is cut to the excerpt fallback). */
export interface AdminPostCard {
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  summary: string;
  category: string | null;
  author: string | null;
  view_count: number;
  read_time_minutes: number | null;
  published_at: string | null;
  scheduled_at: string | null;
  created_at: string;
  updated_at: string;
  /** The AI mark (see AdminPost). */
  ai_draft: boolean;
}

export const ADMIN_COLUMNS = [
  'id',
  'title',
  'slug',
  'subtitle',
  'content',
  'excerpt',
  'featured_image_url',
  'status',
  'author_id',
  'category_id',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'og_image_url',
  'read_time_minutes',
  'published_at',
  'created_at',
  'updated_at',
  'view_count',
  'scheduled_at',
  'ai_text_hash',
] as const;

export async function readPost(db: DB, id: number): Promise<AdminPost | null> {
  await publishDuePosts(db);
  const row = await db
    .selectFrom('blog_posts')
    .select(ADMIN_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { ai_text_hash, ...post } = row;
  return {
    ...post,
    meta_keywords: fromJsonList(row.meta_keywords),
    ai_draft: ai_text_hash !== null,
  };
}

export interface AdminListQuery {
  search?: string;
  status?: PostStatus;
  categoryId?: number;
}

/**
 * The admin posts list, newest first. Search matches title or content, case-insensitively.
 * `total` counts every post, so that the page can tell "no posts at all" from
 * "nothing matches".
 */
export async function listPostsForStaff(
  db: DB,
  query: AdminListQuery = {},
): Promise<{ posts: AdminPostCard[]; total: number }> {
  await publishDuePosts(db);
  let q = postsWithCategoryAndAuthor(db).select([
    'p.id',
    'p.title',
    'p.slug',
    'p.status',
    'p.excerpt',
    sql<string>`substr(p.content, 1, 150)`.as('content_start'),
    'c.name as category',
    'a.name as author',
    'p.view_count',
    'p.read_time_minutes',
    'p.published_at',
    'p.scheduled_at',
    'p.created_at',
    'p.updated_at',
    sql<number>`p.ai_text_hash is not null`.as('ai_draft'),
  ]);
  if (query.status) q = q.where('p.status', '=', query.status);
  if (query.categoryId) q = q.where('p.category_id', '=', query.categoryId);
  if (query.search) {
    const pattern = likePattern(query.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(p.title)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(p.content)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(500).execute(),
    db
      .selectFrom('blog_posts')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: count.n,
    posts: rows.map(({ excerpt, content_start, ai_draft, ...post }) => ({
      ...post,
      ai_draft: Boolean(ai_draft),
      summary: excerpt?.trim() ? excerpt : excerptFallback(content_start),
    })),
  };
}

export type SavePostInput = z.output<typeof postPayloadSchema>;

export function slugTaken(slug: string): DomainError {
  return new DomainError(
    'CONFLICT',
    `A post with the URL slug "${slug}" already exists. Please choose another slug.`,
    'slug',
  );
}

export async function uniqueSlugCheck(db: DB, slug: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('blog_posts').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw slugTaken(slug);
}

export async function checkReferences(db: DB, input: SavePostInput): Promise<void> {
  if (input.author_id !== null && !(await existsById(db, 'author_profiles', input.author_id))) {
    throw new DomainError('BAD_REQUEST', 'This author does not exist.', 'author_id');
  }
  if (input.category_id !== null && !(await existsById(db, 'blog_categories', input.category_id))) {
    throw new DomainError('BAD_REQUEST', 'This category does not exist.', 'category_id');
  }
}

/**
 * A post goes public only with an author and a category (published posts used to show "Puur
 * editors" and no category). The three statuses and the Publish rule stay; a draft or a review
 * may lack either. The message names what is missing.
 */
export function checkPublishable(
  input: Pick<SavePostInput, 'author_id' | 'category_id'>,
  verb = 'publishing',
): void {
  const missing = [
    input.author_id === null ? 'an author' : null,
    input.category_id === null ? 'a category' : null,
  ].filter(Boolean);
  if (missing.length === 0) return;
  throw new DomainError(
    'BAD_REQUEST',
    `Choose ${missing.join(' and ')} before ${verb}.`,
    input.author_id === null ? 'author_id' : 'category_id',
  );
}

/**
 * The checks of a save: publishing needs an author and a category; so does a schedule, whose
 * time must be still to come.
 */
export function checkSave(input: SavePostInput, now: Date): void {
  if (input.status === 'published') return checkPublishable(input);
  if (!input.scheduled_at) return;
  if (new Date(input.scheduled_at).getTime() <= now.getTime()) {
    throw new DomainError(
      'BAD_REQUEST',
      'The scheduled time has passed. Choose a time in the future.',
      'scheduled_at',
    );
  }
  checkPublishable(input, 'scheduling');
}

/** The slug to store: the given one, else derived from the title, else a fallback. */
export function slugFor(input: SavePostInput): string {
  return input.slug || slugify(input.title) || `post-${Date.now().toString(36)}`;
}

/**
 * The columns to store. The status rule holds whatever the client sends: only a published post
 * has a published_at (now, when the client sent none).
 */
export function rowValues(input: SavePostInput, slug: string, now: string) {
  return {
    title: input.title,
    slug,
    subtitle: input.subtitle,
    content: input.content,
    excerpt: input.excerpt,
    featured_image_url: input.featured_image_url,
    status: input.status,
    author_id: input.author_id,
    category_id: input.category_id,
    meta_title: input.meta_title,
    meta_description: input.meta_description,
    meta_keywords: toJsonList([...new Set(input.meta_keywords)]),
    og_image_url: input.og_image_url,
    read_time_minutes: input.read_time_minutes,
    published_at:
      input.status === 'published' ? new Date(input.published_at ?? now).toISOString() : null,
    scheduled_at:
      input.status !== 'published' && input.scheduled_at
        ? new Date(input.scheduled_at).toISOString()
        : null,
    updated_at: now,
  } satisfies Partial<Record<keyof BlogPostsTable, unknown>>;
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes('slug')
  );
}

export async function createPost(
  db: DB,
  input: SavePostInput,
  savedBy: string | null = null,
): Promise<AdminPost> {
  const slug = slugFor(input);
  checkSave(input, new Date());
  await uniqueSlugCheck(db, slug);
  await checkReferences(db, input);
  const now = new Date().toISOString();
  try {
    const row = await db
      .insertInto('blog_posts')
      .values({
        ...rowValues(input, slug, now),
        ai_text_hash: input.ai_written ? aiTextHash(input.content) : null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeRevision(db, row.id, savedBy, now);
    return (await readPost(db, row.id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** Null when there is no post with this id. */
export async function updatePost(
  db: DB,
  id: number,
  input: SavePostInput,
  savedBy: string | null = null,
): Promise<AdminPost | null> {
  const existing = await db
    .selectFrom('blog_posts')
    .select(['id', 'ai_text_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) return null;
  // The AI mark stays while the text is the AI's; an editor's change of the text ends it.
  const hash = aiTextHash(input.content);
  const aiHash = input.ai_written || existing.ai_text_hash === hash ? hash : null;
  const slug = slugFor(input);
  checkSave(input, new Date());
  await uniqueSlugCheck(db, slug, id);
  await checkReferences(db, input);
  const now = new Date().toISOString();
  try {
    await db
      .updateTable('blog_posts')
      .set({ ...rowValues(input, slug, now), ai_text_hash: aiHash })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
  await storeRevision(db, id, savedBy, now);
  return readPost(db, id);
}

export const deletePost = (db: DB, id: number) => deleteById(db, 'blog_posts', id);

export interface BlogStats {
  total: number;
  published: number;
  draft: number;
  review: number;
  totalViews: number;
  categories: number;
  recent: {
    id: number;
    title: string;
    status: PostStatus;
    created_at: string;
    view_count: number;
  }[];
}

/** The dashboard's counts and the 5 most recent posts. */
export async function blogStats(db: DB): Promise<BlogStats> {
  await publishDuePosts(db);
  const [counts, categories, recent] = await Promise.all([
    db
      .selectFrom('blog_posts')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`count(*) filter (where status = 'published')`.as('published'),
        sql<number>`count(*) filter (where status = 'draft')`.as('draft'),
        sql<number>`count(*) filter (where status = 'review')`.as('review'),
        sql<number>`cast(coalesce(sum(view_count), 0) as bigint)`.as('totalViews'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('blog_categories')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('blog_posts')
      .select(['id', 'title', 'status', 'created_at', 'view_count'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_POSTS)
      .execute(),
  ]);
  return { ...counts, categories: categories.n, recent };
}
