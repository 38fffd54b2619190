/**
 * The public blog's reads: published posts only, with explicit columns. The staff's
 * reads and writes are ./staff-posts.ts. Lists stay JSON text in the database and are converted
 * here (server/db/json.ts).
 */
import { sql } from 'kysely';
import { BLOG_LANDING_LIMIT } from '../../shared/blog';
import { slugify } from '../../shared/text';
import type { DB } from '../db/connect';
import { fromJsonList } from '../db/json';
import { publicDate, publishDuePosts, visibleNow } from './schedule';

export interface CategoryRef {
  name: string;
  slug: string;
  color: string | null;
}

export interface AuthorRef {
  name: string;
  bio: string | null;
}

/** A card on /clear-reasons. */
export interface PublicPostCard {
  id: number;
  title: string;
  slug: string;
  subtitle: string | null;
  excerpt: string | null;
  featured_image_url: string | null;
  read_time_minutes: number | null;
  published_at: string | null;
  created_at: string;
  category: CategoryRef | null;
}

/** Everything /blog/{slug} shows and its head tags need. */
export interface PublicPost extends PublicPostCard {
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string[];
  og_image_url: string | null;
  updated_at: string;
  view_count: number;
  author: AuthorRef | null;
}

const CARD_COLUMNS = [
  'p.id',
  'p.title',
  'p.slug',
  'p.subtitle',
  'p.excerpt',
  'p.featured_image_url',
  'p.read_time_minutes',
  publicDate.as('published_at'),
  'p.created_at',
  'c.name as category_name',
  'c.slug as category_slug',
  'c.color as category_color',
] as const;

function categoryOf(row: {
  category_name: string | null;
  category_slug: string | null;
  category_color: string | null;
}): CategoryRef | null {
  return row.category_name && row.category_slug
    ? { name: row.category_name, slug: row.category_slug, color: row.category_color }
    : null;
}

/** Escapes LIKE wildcards so that a search for "100%" means the text "100%". */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface PublicListQuery {
  search?: string;
  /** A topic chip: the category's name or slug. */
  topic?: string;
  limit?: number;
  /** 1-based; a page past the last one gives the last one. */
  page?: number;
  /** The clock (tests); a scheduled post is public from its time on. */
  now?: Date;
}

/** A page of /clear-reasons: its posts, which page it is and how many there are. */
export interface PublicPostPage {
  posts: PublicPostCard[];
  page: number;
  pageCount: number;
  total: number;
}

/** Posts with their category and author joined (either may be missing). */
export function postsWithCategoryAndAuthor(db: DB) {
  return db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .leftJoin('author_profiles as a', 'a.id', 'p.author_id');
}

function filteredPublished(db: DB, query: PublicListQuery) {
  let q = db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .where(visibleNow(query.now));
  if (query.topic) {
    const topic = query.topic.toLowerCase();
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['c.name']), '=', topic), eb('c.slug', '=', slugify(topic))]),
    );
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    q = q.where((eb) =>
      eb.or(
        (['p.title', 'p.subtitle', 'p.excerpt', 'p.content'] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`),
        ),
      ),
    );
  }
  return q;
}

/** Published posts, newest first, optionally by topic and search text (title, subtitle, excerpt, content). */
export async function listPublishedPosts(
  db: DB,
  query: PublicListQuery = {},
): Promise<PublicPostCard[]> {
  const limit = query.limit ?? BLOG_LANDING_LIMIT;
  const rows = await filteredPublished(db, query)
    .select(CARD_COLUMNS)
    .orderBy(sql`coalesce(p.published_at, p.scheduled_at, p.created_at)`, 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(Math.max(0, (query.page ?? 1) - 1) * limit)
    .execute();
  return rows.map(({ category_name, category_slug, category_color, ...post }) => ({
    ...post,
    category: categoryOf({ category_name, category_slug, category_color }),
  }));
}

/**
 * One page of published posts (/clear-reasons?page=N): `limit` per page (3 by default),
 * so that every published post is on some page. A page past the last gives the last one.
 */
export async function pagePublishedPosts(
  db: DB,
  query: PublicListQuery = {},
): Promise<PublicPostPage> {
  const limit = query.limit ?? BLOG_LANDING_LIMIT;
  const { n: total } = await filteredPublished(db, query)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const posts = total ? await listPublishedPosts(db, { ...query, limit, page }) : [];
  return { posts, page, pageCount, total };
}

/** The columns of a post page, with its author and category. */
function postPageQuery(db: DB) {
  return postsWithCategoryAndAuthor(db).select([
    ...CARD_COLUMNS,
    'p.content',
    'p.meta_title',
    'p.meta_description',
    'p.meta_keywords',
    'p.og_image_url',
    'p.updated_at',
    'p.view_count',
    'a.name as author_name',
    'a.bio as author_bio',
  ]);
}

function postPageOf(
  row: Awaited<ReturnType<ReturnType<typeof postPageQuery>['executeTakeFirstOrThrow']>>,
): PublicPost {
  const { category_name, category_slug, category_color, author_name, author_bio, ...post } = row;
  return {
    ...post,
    meta_keywords: fromJsonList(post.meta_keywords),
    category: categoryOf({ category_name, category_slug, category_color }),
    author: author_name ? { name: author_name, bio: author_bio } : null,
  };
}

/** One published post by slug, or null (missing, draft or in review). Does not count a view. */
export async function readPublishedPost(
  db: DB,
  slug: string,
  now: Date = new Date(),
): Promise<PublicPost | null> {
  const row = await postPageQuery(db)
    .where('p.slug', '=', slug)
    .where(visibleNow(now))
    .executeTakeFirst();
  return row ? postPageOf(row) : null;
}

/**
 * Any post by id as its public page would show it (the staff's preview of a draft), or null.
 * Staff only: it reads drafts and reviews.
 */
export async function readPostPage(db: DB, id: number): Promise<PublicPost | null> {
  const row = await postPageQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row ? postPageOf(row) : null;
}

/**
 * Counts one public view of a published post: the count goes up by one in a single
 * statement. Returns the new count, or null when there is no published post with that slug.
 */
export async function recordView(db: DB, slug: string): Promise<number | null> {
  // A scheduled post that is due is published before its first view counts.
  await publishDuePosts(db);
  const row = await db
    .updateTable('blog_posts')
    .set({ view_count: sql`view_count + 1` })
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .returning('view_count')
    .executeTakeFirst();
  return row ? row.view_count : null;
}

/** Published posts for the sitemap and the feed, newest first. */
export async function listFeedPosts(db: DB, limit: number) {
  const rows = await postsWithCategoryAndAuthor(db)
    .select([
      'p.title',
      'p.slug',
      'p.excerpt',
      'p.meta_description',
      'p.content',
      publicDate.as('published_at'),
      'p.created_at',
      'p.updated_at',
      'a.name as author_name',
      'c.name as category_name',
    ])
    .where(visibleNow())
    .orderBy(sql`coalesce(p.published_at, p.scheduled_at, p.created_at)`, 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows;
}
