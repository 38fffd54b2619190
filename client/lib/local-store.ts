import { useSyncExternalStore } from 'react';

/**
 * A value kept in this browser's localStorage (no account needed), shared by every component that
 * reads it and kept in step across tabs. `clean` turns whatever is stored into a valid value.
 */
export function createLocalStore<T>(key: string, clean: (raw: unknown) => T, empty: T) {
  const listeners = new Set<() => void>();
  let cached: T | undefined;

  function read(): T {
    if (cached !== undefined) return cached;
    try {
      cached = clean(JSON.parse(localStorage.getItem(key) ?? 'null'));
    } catch {
      cached = empty;
    }
    return cached;
  }

  function write(value: T) {
    cached = clean(value);
    try {
      localStorage.setItem(key, JSON.stringify(cached));
    } catch {
      // Storage full or blocked: the value still works for this visit.
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) {
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

  const useValue = (): T => useSyncExternalStore(subscribe, read, () => empty);
  return { read, write, useValue };
}
