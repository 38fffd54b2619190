import { useSyncExternalStore } from 'react';
import { cleanAvoidList, EMPTY_AVOID_LIST, type AvoidList } from '../../../shared/ingredients';

/** The personal avoid list lives in this browser only (no account): groups and free words. */
export const AVOID_LIST_KEY = 'puur.avoid-list';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: AvoidList | undefined;

function read(): AvoidList {
  if (cached) return cached;
  try {
    cached = cleanAvoidList(JSON.parse(localStorage.getItem(AVOID_LIST_KEY) ?? 'null'));
  } catch {
    cached = EMPTY_AVOID_LIST;
  }
  return cached;
}

function write(list: AvoidList) {
  cached = cleanAvoidList(list);
  try {
    localStorage.setItem(AVOID_LIST_KEY, JSON.stringify(cached));
  } catch {
    // Storage full or blocked: the list still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AVOID_LIST_KEY) {
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

export function useAvoidList(): AvoidList {
  return useSyncExternalStore(subscribe, read, () => EMPTY_AVOID_LIST);
}

export function toggleAvoidGroup(id: string) {
  const list = read();
  write({
    ...list,
    groups: list.groups.includes(id) ? list.groups.filter((g) => g !== id) : [...list.groups, id],
  });
}

export function addAvoidTerm(term: string) {
  const list = read();
  write({ ...list, terms: [...list.terms, term] });
}

export function removeAvoidTerm(term: string) {
  const list = read();
  write({ ...list, terms: list.terms.filter((t) => t !== term) });
}

export function clearAvoidList() {
  write(EMPTY_AVOID_LIST);
}

export function avoidListSize(list: AvoidList): number {
  return list.groups.length + list.terms.length;
}
