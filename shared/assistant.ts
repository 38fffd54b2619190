/**
 * The personal assistant's constants and the product-marker format, shared by the server (which
 * removes markers from replies) and the client (which never shows one, even in an old history).
 */

/** The fixed assistant identifier the client sends. Threads are ours (no vendor ids). */
export const ASSISTANT_ID = 'puur-personal-assistant';

/** At most 20 MB per photo, local history kept 30 days, HEIC to JPEG at 0.85. */
export const MAX_CHAT_IMAGE_BYTES = 20 * 1024 * 1024;
export const CHAT_HISTORY_DAYS = 30;
export const CHAT_HISTORY_MS = CHAT_HISTORY_DAYS * 24 * 60 * 60 * 1000;
export const HEIC_JPEG_QUALITY = 0.85;

/** A message may hold a pasted ingredient list; longer text is refused with a clear message. */
export const MAX_CHAT_MESSAGE_LENGTH = 8000;
export const MAX_IMAGE_NAME_LENGTH = 200;
/** Product cards under one reply (the built-in engine recommends three to six). */
export const MAX_CHAT_PRODUCTS = 6;

/** 128 random bits as base64url: 22 characters. */
export const THREAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const MARKER = /\[\s*PRODUCTS?\s*:\s*([^\]]*)\]/gi;

/**
 * Removes every `[PRODUCT:id,id,…]` marker from a reply and returns the ids it listed (unique, in
 * order, at most MAX_CHAT_PRODUCTS). Text between markers is kept; blank lines left behind are
 * squeezed.
 */
export function extractProductMarkers(text: string): { text: string; ids: number[] } {
  const ids: number[] = [];
  const cleaned = text.replace(MARKER, (_all, list: string) => {
    for (const part of list.split(/[,\s]+/)) {
      const id = Number(part);
      if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
    }
    return '';
  });
  return {
    text: cleaned
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    ids: ids.slice(0, MAX_CHAT_PRODUCTS),
  };
}
