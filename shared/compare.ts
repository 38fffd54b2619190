/**
 * Comparing products side by side: how many, and the `ids` of a /compare link, which is
 * the comparison itself (a shared link shows the same products). Pure; the browser's picked list is
 * client/features/compare/store.ts, the comparison server/catalog/compare.ts.
 */
import { idFromPath } from './routes';

export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;

export type CompareIds = { ids: number[] } | { error: string };

/**
 * The products of a /compare link's `ids` ("3,8,12"): in their order, each once. The router may
 * hand over a number (`?ids=3`) or nothing at all; anything but product numbers is refused with a
 * sentence that names the problem.
 */
export function parseCompareIds(raw: unknown): CompareIds {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = parts.find((part) => idFromPath(part) === null);
  if (bad !== undefined) {
    return { error: `This link is not a comparison: “${bad}” is not a product number.` };
  }
  const ids = [...new Set(parts.map((part) => idFromPath(part)!))];
  if (ids.length < MIN_COMPARE) {
    return {
      error:
        ids.length === 0
          ? `Pick ${MIN_COMPARE} to ${MAX_COMPARE} products to compare them side by side.`
          : `Pick at least one more product: a comparison needs ${MIN_COMPARE} to ${MAX_COMPARE}.`,
    };
  }
  if (ids.length > MAX_COMPARE) {
    return {
      error: `This link names ${ids.length} products; at most ${MAX_COMPARE} can be compared at a time.`,
    };
  }
  return { ids };
}

/** The `ids` of a /compare link. */
export function compareIdsParam(ids: readonly number[]): string {
  return ids.join(',');
}
