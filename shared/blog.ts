/**
 * The blog's rules shared by the editor, the admin router and the AI writer: the saved post
 * payload, the published_at rule, the AI generation parameters and the tolerant reading of an AI
 * title list.
 */
import { readTimeMinutes } from './text';

export * from './blog-constants';
import { type PostStatus } from './blog-constants';
import type { PostPayload } from './schemas/blog';

/** What the editor form holds. */
export interface PostForm {
  title: string;
  slug: string;
  subtitle: string;
  content: string;
  excerpt: string;
  featured_image_url: string;
  status: PostStatus;
  author_id: number | null;
  category_id: number | null;
  meta_title: string;
  meta_description: string;
  meta_keywords: string[];
  og_image_url: string;
  /** When a draft or review goes live by itself: an ISO time, or '' for none. */
  scheduled_at: string;
}

export const emptyPostForm = (): PostForm => ({
  title: '',
  slug: '',
  subtitle: '',
  content: '',
  excerpt: '',
  featured_image_url: '',
  status: 'draft',
  author_id: null,
  category_id: null,
  meta_title: '',
  meta_description: '',
  meta_keywords: [],
  og_image_url: '',
  scheduled_at: '',
});

/**
 * The payload a save sends: the button's status wins over the Status select;
 * publishing sets published_at to the current time, every other save sends it empty. A scheduled
 * time goes with a draft or review save only (publishing now needs none).
 */
export function buildPostPayload(
  form: PostForm,
  status: PostStatus = form.status,
  now: Date = new Date(),
): PostPayload {
  const orNull = (text: string) => (text.trim() ? text : null);
  return {
    title: form.title,
    slug: form.slug,
    subtitle: orNull(form.subtitle),
    content: form.content,
    excerpt: orNull(form.excerpt),
    featured_image_url: orNull(form.featured_image_url),
    status,
    author_id: form.author_id,
    category_id: form.category_id,
    meta_title: orNull(form.meta_title),
    meta_description: orNull(form.meta_description),
    meta_keywords: form.meta_keywords,
    og_image_url: orNull(form.og_image_url),
    read_time_minutes: readTimeMinutes(form.content),
    published_at: status === 'published' ? now.toISOString() : null,
    scheduled_at: status !== 'published' && form.scheduled_at ? form.scheduled_at : null,
  };
}

/** A keyword is added only if non-empty after trimming and not already in the list. */
export function addKeyword(keywords: readonly string[], candidate: string): string[] {
  const keyword = candidate.trim();
  if (!keyword || keywords.includes(keyword)) return [...keywords];
  return [...keywords, keyword];
}

export interface SeoData {
  meta_title: string;
  meta_description: string;
  keywords: string[];
}

export type GenerateResult =
  | { success: true; content: string[] | string | SeoData; error?: undefined }
  | { success: false; content?: undefined; error: string };

/** Strips one Markdown code fence around a model answer (```json … ```). */
export function stripCodeFence(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```[\w-]*\s*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  return (fenced ? fenced[1]! : trimmed).trim();
}

/**
 * Reads title content: a list of strings, or a JSON string of one, possibly wrapped in a code
 * fence. Returns null when it is neither (a failure for Generate More).
 */
export function readTitleList(content: unknown): string[] | null {
  let value: unknown = content;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(stripCodeFence(value));
    } catch {
      return null;
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const inner = (value as Record<string, unknown>).titles;
    value = inner;
  }
  if (!Array.isArray(value)) return null;
  const titles = value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
  return titles.length ? titles : null;
}

/** Cuts text at a word boundary to at most `max` characters (no ellipsis: meta tags are short). */
export function clampWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1).replace(/\s+\S*$/, '');
  return (cut || clean.slice(0, max)).replace(/[\s,;:–—-]+$/, '');
}
