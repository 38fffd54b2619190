/**
 * Demo content for the Clear Reasons blog, from ./data/blog.json: topic categories, fictional
 * authors and hand-written articles (markdown) in a calm, evidence-based voice. Each is checked
 * by the schema of the blog's own editor and admin forms, plus what only the demo has:
 * - a category's `slug` and `color` (hex, calm and readable as a badge background);
 * - an author's `key`, by which posts name their author;
 * - a post's `author` (an author's key), `category` (a category's slug), `days_ago` (its date,
 *   before the seed date) and `view_count`.
 *
 * A post's content is markdown: ## headings, lists, > quotes, **bold**, *italic*, and links to
 * /clean-products or /product pages. Its featured image is /images/blog/{slug}.svg.
 */
import { z } from 'zod';
import {
  authorInputSchema,
  categoryInputSchema,
  postPayloadSchema,
} from '../../shared/schemas/blog';
import blog from './data/blog.json' with { type: 'json' };

const categorySchema = categoryInputSchema.extend({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});

const authorSchema = authorInputSchema.extend({ key: z.string().min(1), bio: z.string() });

const postSchema = postPayloadSchema
  .pick({
    title: true,
    slug: true,
    subtitle: true,
    content: true,
    excerpt: true,
    featured_image_url: true,
    status: true,
    meta_title: true,
    meta_description: true,
    meta_keywords: true,
  })
  .extend({
    author: z.string(),
    category: z.string(),
    days_ago: z.number().int().min(0),
    view_count: z.number().int().min(0),
  });

export type DemoCategory = z.output<typeof categorySchema>;
export type DemoAuthor = z.output<typeof authorSchema>;
export type DemoPost = z.output<typeof postSchema>;

function parseAll<T>(kind: string, schema: z.ZodType<T>, rows: unknown[]): T[] {
  return rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data;
    const list = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`server/seed/data/blog.json, ${kind} ${index + 1}: ${list}`);
  });
}

export const demoCategories: DemoCategory[] = parseAll('category', categorySchema, blog.categories);
export const demoAuthors: DemoAuthor[] = parseAll('author', authorSchema, blog.authors);
export const demoPosts: DemoPost[] = parseAll('post', postSchema, blog.posts);

for (const post of demoPosts) {
  if (!demoAuthors.some((author) => author.key === post.author))
    throw new Error(`server/seed/data/blog.json, ${post.slug}: no author "${post.author}"`);
  if (!demoCategories.some((category) => category.slug === post.category))
    throw new Error(`server/seed/data/blog.json, ${post.slug}: no category "${post.category}"`);
}
