import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  buildPostPayload,
  clampWords,
  emptyPostForm,
  readTitleList,
  stripCodeFence,
} from './blog';
import { postPayloadSchema } from './schemas/blog';
import { readTimeMinutes, slugify } from './text';

describe('the editor rules', () => {
  it('derives the slug from the title and the read time from the words', () => {
    expect(slugify('Sun Protection: What Works? (2026)')).toBe('sun-protection-what-works-2026');
    expect(slugify('  --Crème  brûlée--  ')).toBe('crème-brûlée');
    expect(readTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readTimeMinutes('')).toBe(0);
  });

  it('adds a keyword only when non-empty after trimming and not already listed', () => {
    expect(addKeyword(['a'], '  b ')).toEqual(['a', 'b']);
    expect(addKeyword(['a'], ' a ')).toEqual(['a']);
    expect(addKeyword(['a'], '   ')).toEqual(['a']);
  });

  it('builds the saved payload: the button sets the status, only publishing sets published_at', () => {
    const form = {
      ...emptyPostForm(),
      title: 'T',
      slug: 't',
      content: 'one two three',
      status: 'published' as const,
    };
    const now = new Date('2026-01-02T03:04:05.000Z');
    expect(buildPostPayload(form, 'published', now)).toMatchObject({
      status: 'published',
      published_at: '2026-01-02T03:04:05.000Z',
      read_time_minutes: 1,
      subtitle: null,
      excerpt: null,
      meta_keywords: [],
    });
    expect(buildPostPayload(form, 'draft', now)).toMatchObject({
      status: 'draft',
      published_at: null,
    });
    expect(buildPostPayload(form, 'review', now)).toMatchObject({
      status: 'review',
      published_at: null,
    });
    expect(postPayloadSchema.safeParse(buildPostPayload(form, 'published', now)).success).toBe(
      true,
    );
  });

  it('holds meta title to 60 and meta description to 160 characters', () => {
    const base = buildPostPayload({ ...emptyPostForm(), slug: 'x' });
    expect(postPayloadSchema.safeParse({ ...base, meta_title: 'x'.repeat(60) }).success).toBe(true);
    expect(postPayloadSchema.safeParse({ ...base, meta_title: 'x'.repeat(61) }).success).toBe(
      false,
    );
    expect(
      postPayloadSchema.safeParse({ ...base, meta_description: 'x'.repeat(160) }).success,
    ).toBe(true);
    expect(
      postPayloadSchema.safeParse({ ...base, meta_description: 'x'.repeat(161) }).success,
    ).toBe(false);
  });
});

describe('reading AI answers', () => {
  it('reads a title list from a list, a JSON string or a fenced JSON string', () => {
    expect(readTitleList(['A', ' B '])).toEqual(['A', 'B']);
    expect(readTitleList('["A","B"]')).toEqual(['A', 'B']);
    expect(readTitleList('```json\n["A","B"]\n```')).toEqual(['A', 'B']);
    expect(readTitleList('{"titles":["A"]}')).toEqual(['A']);
    expect(readTitleList('not json')).toBeNull();
    expect(readTitleList({ meta_title: 'x' })).toBeNull();
    expect(readTitleList([])).toBeNull();
  });

  it('strips one code fence and cuts text at a word boundary', () => {
    expect(stripCodeFence('```markdown\n## Hi\n```')).toBe('## Hi');
    expect(stripCodeFence('plain')).toBe('plain');
    expect(clampWords('one two three', 9)).toBe('one two');
    expect(clampWords('short', 60)).toBe('short');
  });
});
