/**
 * The URL state of /ingredient-checker, apart from the packing (shared/checker-link.ts): the
 * route's validateSearch is in every page's first-load code, lz-string only in the checker's.
 */

export const CHECKER_PATH = '/ingredient-checker';

/** The search parameters of /ingredient-checker, as its route keeps them. */
export interface CheckerSearch {
  /** The packed ingredient list, as found in the URL (checked by `readSharedList`). */
  list?: string;
}

/**
 * The route's validateSearch: keeps `list` (never throws). A value the URL parser read as
 * something else (`?list=12` is a number, `?list={}` an object) is kept as its text, so it is
 * read, and refused, like any other damaged list.
 */
export function checkerSearch(raw: Record<string, unknown>): CheckerSearch {
  const list = raw.list;
  if (list === undefined) return {};
  return { list: typeof list === 'string' ? list : JSON.stringify(list) };
}
