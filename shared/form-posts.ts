/**
 * The public forms that also work without JavaScript: each posts to its own address on the server
 * (server/http/form-posts.ts). An accepted post is answered with a redirect (303) back to the page
 * the form was on, its outcome in the query (`?newsletter=sent`) and the form's anchor in the
 * hash; nothing the shopper typed goes into that address. A refused post is answered with that
 * page itself, rendered with what was typed and each error beside its field (`PostedForm`). The
 * checker's answer is its result, rendered on the page.
 */
export const FORM_POSTS = {
  newsletter: { path: '/forms/newsletter', anchor: 'newsletter-signup' },
  review: { path: '/forms/review', anchor: 'write-review' },
  arrival: { path: '/forms/arrival', anchor: 'arrival-form' },
  swap: { path: '/forms/swap', anchor: 'swap-analysis-form' },
  checker: { path: '/forms/checker', anchor: 'check-results' },
} as const;
export type FormName = keyof typeof FORM_POSTS;
const FORM_NAMES = Object.keys(FORM_POSTS) as FormName[];

/**
 * What happened: sent; invalid (a field was refused, shown beside it); busy (too many posts from
 * this connection); failed (anything else, on our side).
 */
export const FORM_OUTCOMES = ['sent', 'invalid', 'busy', 'failed'] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

/** The outcome of form `form` in a page's parsed query, if it holds a known one. */
export function formOutcome(
  search: Record<string, unknown>,
  form: FormName,
): FormOutcome | undefined {
  const value = search[form];
  return (FORM_OUTCOMES as readonly unknown[]).includes(value) ? (value as FormOutcome) : undefined;
}

/** Every form outcome of a parsed query (the rest dropped), for the address a page renders for. */
export function formOutcomes(
  search: Record<string, unknown>,
): Partial<Record<FormName, FormOutcome>> {
  const out: Partial<Record<FormName, FormOutcome>> = {};
  for (const form of FORM_NAMES) {
    const outcome = formOutcome(search, form);
    if (outcome) out[form] = outcome;
  }
  return out;
}

/**
 * A path of this site to return to, from a form's `back` field: a local path (never another
 * host, never `//host`), with any earlier outcome of the forms removed; `/` when it is not one.
 */
export function backPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const url = new URL(value, 'http://site.invalid');
  if (url.host !== 'site.invalid') return '/';
  for (const form of FORM_NAMES) url.searchParams.delete(form);
  return url.pathname + url.search;
}

/** The address the server redirects to after form `form` was posted from `back`. */
export function afterPost(back: string, form: FormName, outcome: FormOutcome): string {
  const url = new URL(backPath(back), 'http://site.invalid');
  url.searchParams.set(form, outcome);
  return `${url.pathname}${url.search}#${FORM_POSTS[form].anchor}`;
}

/**
 * A form posted without JavaScript, as the server renders its page in answer: the text fields as
 * typed (an address stays in the page, never in a URL), the first message of each refused field
 * (`form`: what belongs to no field) and, for the checker, its result. The page gets it with its
 * data (`POSTED_FORM_KEY` in the query cache) and fills the form from it.
 */
export interface PostedForm {
  form: FormName;
  /**
   * The page's own address: the answer arrives under the form's (/forms/…), and the app, once it
   * runs, shows and runs the page under this one.
   */
  url: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  result?: unknown;
}

/** Where a rendered page keeps its `PostedForm` among its data. */
export const POSTED_FORM_KEY = ['posted-form'] as const;

/** The message of a form that failed on our side, and of one sent too often. */
export const FORM_PROBLEMS = {
  busy: 'Too many posts from your connection. Please wait a minute and try again.',
  failed: 'This could not be saved on our side. Please try again later.',
} as const;

/**
 * A form's `action`: its address, and its anchor, which the page rendered in answer to a refused
 * post scrolls to (a redirect names its own).
 */
export function formAction(form: FormName): string {
  return `${FORM_POSTS[form].path}#${FORM_POSTS[form].anchor}`;
}
