/** The blog's constants (zod-free, so public pages can use them without the schema code). */
export const POST_STATUSES = ['draft', 'review', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const MAX_KEYWORDS = 20;
export const MAX_CONTENT_LENGTH = 100_000;

/** Blog landing: articles per page, and the read time of a post without one. */
export const BLOG_LANDING_LIMIT = 3;
export const DEFAULT_READ_TIME = 5;

/** /clear-reasons?page=N: a whole number from 2 on (page 1 is the bare URL); anything else is dropped. */
export function blogLandingSearch(raw: Record<string, unknown>): { page?: number } {
  const page = Number(raw.page);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? { page } : {};
}
export const DEFAULT_CATEGORY_LABEL = 'SKINCARE';
export const ALL_TOPICS = 'All topics';
export const BLOG_TOPICS = [
  ALL_TOPICS,
  'Skincare',
  'Haircare',
  'Sun Protection',
  'Micro-Plastics',
  'Cooking',
] as const;
export const DEFAULT_AUTHOR_BIO =
  'Beauty expert dedicated to helping you make informed choices about clean, safe cosmetics.';

/** Admin dashboard: how many recent posts it lists. */
export const RECENT_POSTS = 5;

/** AI generation parameters. */
export const AI_TYPES = ['title', 'content', 'excerpt', 'seo'] as const;
export type AiType = (typeof AI_TYPES)[number];
export const WORD_COUNTS = [500, 800, 1200, 1500] as const;
export const DEFAULT_WORD_COUNT = 800;
export const DEFAULT_TONE = 'empathetic';
export const CONTENT_FOCUSES = [
  { value: 'solutions', label: 'Solution-focused' },
  { value: 'educational', label: 'Educational' },
  { value: 'lifestyle', label: 'Lifestyle tips' },
  { value: 'product-guide', label: 'Product guide' },
  { value: 'how-to', label: 'How-to guide' },
] as const;
export type ContentFocus = (typeof CONTENT_FOCUSES)[number]['value'];
export const DEFAULT_FOCUS: ContentFocus = 'solutions';
export const APPLY_CLOSE_DELAY_MS = 1000;
