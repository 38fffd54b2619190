/**
 * A checker result as a link: the ingredient text (and nothing else: never the photo, never the
 * avoid list) packed into the URL's `list` parameter by lz-string, so a result can be sent to a
 * friend without anything stored on the server. Read by the checker (client/features/ingredients);
 * the route's URL state is in shared/checker-search.ts.
 */
import * as lzModule from 'lz-string';
import { MAX_CHECK_TEXT_LENGTH } from './ingredients';

/*
 * lz-string is CommonJS whose exports Node cannot detect: imported by Node (the built server,
 * Playwright) its functions are only on `default`; bundlers (Vite, Vitest) give them by name too.
 */
const lz: typeof lzModule = (lzModule as { default?: typeof lzModule }).default ?? lzModule;
const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = lz;

/**
 * The longest packed list a link may carry. A 10,000-character label list of distinct names (the
 * most the checker takes) packs to about 6,600 characters; text in other scripts packs less well
 * (about 1,400 varied Chinese characters fit). With the path and the escaped `+` and `$`, a link
 * then stays under about 7.8 KB: below the 8 KB request line of common proxies (nginx's default)
 * and half of Node's 16 KB of headers.
 */
export const MAX_LIST_PARAM_LENGTH = 7_000;

/** lz-string's URL alphabet; a space stands for a `+` that a form decoder turned into one. */
const PACKED = /^[A-Za-z0-9+\-$ ]+$/;

/** The list packed for a link, or null when it is too long to go in one. */
export function packList(text: string): string | null {
  const packed = compressToEncodedURIComponent(text);
  return packed.length <= MAX_LIST_PARAM_LENGTH ? packed : null;
}

export type SharedList =
  { state: 'none' } | { state: 'ok'; text: string } | { state: 'invalid'; problem: string };

/** 10000 as "10,000" (without Intl, which costs a slow task on a phone's first load). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const DAMAGED =
  'This shared link is damaged: its ingredient list could not be read. Ask for the link again, or paste the list below.';

/**
 * What a link's `list` parameter holds: the ingredient text, or the problem with it. The text is
 * accepted only if packing it again gives the parameter back, so a changed or cut link is refused
 * rather than read as whatever lz-string makes of it.
 */
export function readSharedList(param: string | undefined): SharedList {
  if (param === undefined) return { state: 'none' };
  if (param.length > MAX_LIST_PARAM_LENGTH) {
    return {
      state: 'invalid',
      problem: `This shared link is too long: a link can carry at most ${grouped(MAX_LIST_PARAM_LENGTH)} characters of packed ingredient list. Paste the list below instead.`,
    };
  }
  if (!PACKED.test(param)) return { state: 'invalid', problem: DAMAGED };
  const packed = param.replaceAll(' ', '+');
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(packed);
  } catch {
    return { state: 'invalid', problem: DAMAGED };
  }
  if (!text || compressToEncodedURIComponent(text) !== packed) {
    return { state: 'invalid', problem: DAMAGED };
  }
  if (text.length > MAX_CHECK_TEXT_LENGTH) {
    return {
      state: 'invalid',
      problem: `This shared list is too long: the checker takes at most ${grouped(MAX_CHECK_TEXT_LENGTH)} characters.`,
    };
  }
  if (!text.trim()) return { state: 'invalid', problem: 'This shared link holds an empty list.' };
  return { state: 'ok', text };
}
