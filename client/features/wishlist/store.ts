import { useSyncExternalStore } from 'react';

/** The wishlist lives in the browser (no account needed): a list of product ids, newest first. */
export const WISHLIST_KEY = 'puur.wishlist';
const MAX_ITEMS = 200;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: number[] | undefined;

function read(): number[] {
  if (cached) return cached;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]');
    cached = Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0)
      : [];
  } catch {
    cached = [];
  }
  return cached;
}

function write(ids: number[]) {
  cached = ids.slice(0, MAX_ITEMS);
  try {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify(cached));
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_KEY) {
      cached = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: number[] = [];
export function useWishlist(): number[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
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
