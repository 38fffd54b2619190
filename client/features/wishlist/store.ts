import { createLocalStore } from '@/lib/local-store';

/** The wishlist lives in the browser (no account needed): a list of product ids, newest first. */
export const WISHLIST_KEY = 'puur.wishlist';
const MAX_ITEMS = 200;

const EMPTY: number[] = [];

function cleanIds(raw: unknown): number[] {
  return Array.isArray(raw)
    ? raw.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, MAX_ITEMS)
    : EMPTY;
}

const store = createLocalStore(WISHLIST_KEY, cleanIds, EMPTY);
const read = store.read;
const write = store.write;

export function useWishlist(): number[] {
  return store.useValue();
}

export function isInWishlist(ids: number[], productId: number): boolean {
  return ids.includes(productId);
}

/** Adds or removes; returns true when the product is now in the wishlist. */
export function toggleWishlist(productId: number): boolean {
  const ids = read();
  if (ids.includes(productId)) {
    write(ids.filter((id) => id !== productId));
    return false;
  }
  write([productId, ...ids]);
  return true;
}

export function removeFromWishlist(productId: number) {
  write(read().filter((id) => id !== productId));
}
