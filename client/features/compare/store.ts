import { MAX_COMPARE } from '../../../shared/compare';
import { createLocalStore } from '@/lib/local-store';

/**
 * The products picked for comparison live in the browser, like the wishlist: at most MAX_COMPARE
 * ids, in the order they were picked (the columns of /compare).
 */
export const COMPARE_KEY = 'puur.compare';

const EMPTY: number[] = [];

function cleanIds(raw: unknown): number[] {
  if (!Array.isArray(raw)) return EMPTY;
  const ids = raw.filter((id): id is number => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}

const store = createLocalStore(COMPARE_KEY, cleanIds, EMPTY);

export function useCompareIds(): number[] {
  return store.useValue();
}

export function readCompareIds(): number[] {
  return store.read();
}

export type CompareToggle = 'added' | 'removed' | 'full';

/** Adds or removes a product; a product beyond MAX_COMPARE is refused ('full'). */
export function toggleCompare(productId: number): CompareToggle {
  const ids = store.read();
  if (ids.includes(productId)) {
    store.write(ids.filter((id) => id !== productId));
    return 'removed';
  }
  if (ids.length >= MAX_COMPARE) return 'full';
  store.write([...ids, productId]);
  return 'added';
}

export function removeFromCompare(productId: number) {
  const ids = store.read();
  if (ids.includes(productId)) store.write(ids.filter((id) => id !== productId));
}

export function clearCompare() {
  store.write(EMPTY);
}
