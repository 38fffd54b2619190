/** Text rules (read time, slug, excerpt fallback), used by the editor, the server and the seed. */

export const WORDS_PER_MINUTE = 200;

/** Number of whitespace-separated words divided by 200, rounded up (0 for empty text). */
export function readTimeMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.ceil(words / WORDS_PER_MINUTE);
}

/**
 * Lower-cased; characters other than letters, digits, spaces and hyphens removed; whitespace to
 * hyphens; repeated hyphens collapsed; leading and trailing hyphens trimmed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The excerpt fallback: the first 150 characters followed by '...'. */
export function excerptFallback(content: string, length = 150): string {
  return `${content.slice(0, length)}...`;
}

const ENGLISH_PLURAL = new Intl.PluralRules('en-US');

/** The English noun for a count: `one` for 1, otherwise `other` (the noun plus "s" unless given). */
export function plural(count: number, one: string, other = `${one}s`): string {
  return ENGLISH_PLURAL.select(count) === 'one' ? one : other;
}

/** A count and its noun: "1 product", "12 products", "3 ingredients are". */
export function countOf(count: number, one: string, other?: string): string {
  return `${count} ${plural(count, one, other)}`;
}
