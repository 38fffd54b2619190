import {
  AVOID_GROUPS,
  cleanAvoidList,
  EMPTY_AVOID_LIST,
  type AvoidList,
} from '../../../shared/avoid-list';
import { createLocalStore } from '@/lib/local-store';

/** The personal avoid list lives in this browser only (no account): groups and free words. */
export const AVOID_LIST_KEY = 'puur.avoid-list';

const store = createLocalStore(AVOID_LIST_KEY, cleanAvoidList, EMPTY_AVOID_LIST);
const read = store.read;
const write = store.write;

export function useAvoidList(): AvoidList {
  return store.useValue();
}

/**
 * The avoid list as stored now, outside React (a route's loader, a check run from a link): not the
 * empty one a hydrating page renders with first. Empty on the server.
 */
export function readAvoidList(): AvoidList {
  return typeof window === 'undefined' ? EMPTY_AVOID_LIST : read();
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

/** The list in words: its groups' labels, then its own words in quotes. */
export function avoidListLabels(list: AvoidList): string[] {
  return [
    ...AVOID_GROUPS.filter((group) => list.groups.includes(group.id)).map((group) => group.label),
    ...list.terms.map((term) => `“${term}”`),
  ];
}
