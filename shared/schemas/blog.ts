/**
 * The blog's input schemas, shared by the editor forms and the admin router: the saved
 * post payload, the AI generation parameters, and the category and author inputs.
 */
import { z } from 'zod';
import {
  AI_TYPES,
  CONTENT_FOCUSES,
  MAX_CONTENT_LENGTH,
  MAX_KEYWORDS,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  POST_STATUSES,
  WORD_COUNTS,
  type ContentFocus,
} from '../blog-constants';
import { idSchema, oneLine } from './common';

const FOCUS_VALUES = CONTENT_FOCUSES.map((f) => f.value) as [ContentFocus, ...ContentFocus[]];

/** A site path (/images/…) or an http(s) URL; empty means none. */
const imageUrl = z
  .string()
  .trim()
  .max(2000, 'Too long (at most 2000 characters)')
  .refine(
    (value) => value === '' || /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    'Must be a URL starting with https:// or a site path starting with /',
  );

const optionalText = (max: number, singleLine = false) =>
  z
    .string()
    .max(max, `Too long (at most ${max} characters)`)
    .nullish()
    .transform((value) =>
      value && value.trim() ? (singleLine ? oneLine(value).trim() : value) : null,
    );

const optionalUrl = imageUrl.nullish().transform((value) => value || null);

/** The post payload a save sends. */
export const postPayloadSchema = z.object({
  title: z.string().trim().max(200, 'Too long (at most 200 characters)').transform(oneLine),
  slug: z
    .string()
    .trim()
    .max(120, 'Too long (at most 120 characters)')
    .refine(
      (value) => /^[\p{L}\p{N}-]*$/u.test(value) && value === value.toLowerCase(),
      'Use lower-case letters, digits and hyphens only',
    ),
  subtitle: optionalText(300, true),
  content: z
    .string()
    .max(MAX_CONTENT_LENGTH, `Too long (at most ${MAX_CONTENT_LENGTH} characters)`),
  excerpt: optionalText(1000),
  featured_image_url: optionalUrl,
  status: z.enum(POST_STATUSES, { error: 'Must be draft, review or published' }),
  author_id: idSchema.nullable(),
  category_id: idSchema.nullable(),
  meta_title: optionalText(META_TITLE_MAX, true),
  meta_description: optionalText(META_DESCRIPTION_MAX),
  meta_keywords: z
    .array(z.string().trim().min(1, 'Empty keyword').max(60, 'Keyword too long'))
    .max(MAX_KEYWORDS, `At most ${MAX_KEYWORDS} keywords`),
  og_image_url: optionalUrl,
  read_time_minutes: z.number().int().min(0).max(10_000).nullable(),
  published_at: z.iso.datetime({ offset: true }).nullable(),
  /** A draft or review goes live at this time (decision 0004); ignored when publishing now. */
  scheduled_at: z.iso
    .datetime({ offset: true, error: 'Must be a date and time' })
    .nullish()
    .transform((value) => value ?? null),
  /**
   * The content is the AI's text as it was generated, untouched (the editor knows: the AI wrote
   * it into the form). The post then carries the AI mark until an editor changes the text.
   */
  ai_written: z.boolean().optional(),
});
export type PostPayload = z.input<typeof postPayloadSchema>;

/** An AI generation request: what to write (title, content, excerpt or SEO) and from what. */
export const generateInputSchema = z.object({
  type: z.enum(AI_TYPES, { error: 'Must be title, content, excerpt or seo' }),
  input: z
    .string()
    .trim()
    .min(1, 'Please enter a topic or description for content generation.')
    .max(MAX_CONTENT_LENGTH, `Too long (at most ${MAX_CONTENT_LENGTH} characters)`),
  parameters: z
    .object({
      topic: z.string().trim().max(500, 'Too long (at most 500 characters)').optional(),
      wordCount: z
        .number()
        .int()
        .refine(
          (n) => (WORD_COUNTS as readonly number[]).includes(n),
          'Must be 500, 800, 1200 or 1500',
        )
        .optional(),
      focus: z.enum(FOCUS_VALUES).optional(),
      tone: z.string().trim().max(40, 'Too long (at most 40 characters)').optional(),
      /** Titles already shown, so that Generate More can avoid repeating them. */
      exclude: z.array(z.string().max(200)).max(60).optional(),
    })
    .default({}),
});
export type GenerateInput = z.input<typeof generateInputSchema>;

const requiredName = (max: number) =>
  z.string().trim().min(1, 'Please enter a name.').max(max, `Too long (at most ${max} characters)`);

/** A blog category as staff add and edit it (/admin/categories). */
export const categoryInputSchema = z.object({
  name: requiredName(60),
  slug: z
    .string()
    .trim()
    .max(60, 'Too long (at most 60 characters)')
    .regex(/^[a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens only')
    .optional(),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #D9E4D3')
    .nullish(),
});

/** An author profile as staff add and edit it (/admin/authors). */
export const authorInputSchema = z.object({
  name: requiredName(80),
  bio: z.string().trim().max(1000, 'Too long (at most 1000 characters)').nullish(),
});
