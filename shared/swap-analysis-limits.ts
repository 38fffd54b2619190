/**
 * The Product Swap Analysis panel's words and limits, apart from the schemas
 * (./swap-analysis.ts): the panel on /clear-reasons needs these on its first load, and the
 * schemas (zod) only when a request is sent.
 */

/** The panel's button, price included. */
export const SWAP_ANALYSIS_BUTTON = 'ANALYZE MY PRODUCTS - €29';
export const SWAP_ANALYSIS_PRICE = '€29';
export const MAX_SWAP_PHOTOS = 6;
/**
 * Without JavaScript the labels are pasted as text, not photographed: what the panel says when
 * that box holds no label or too many (the schema's own messages speak of photos).
 */
export const PASTED_LABEL_PROBLEMS = {
  none: "Please paste the text of at least one product's label.",
  tooMany: `Please paste at most ${MAX_SWAP_PHOTOS} labels, with an empty line between products.`,
} as const;
export const MAX_SWAP_NOTE = 1000;
/**
 * The most text sent per label: six of them stay well inside a form's 100 kB body (a label's
 * ingredient list is rarely over 2,000 characters).
 */
export const MAX_SWAP_LABEL_TEXT = 5000;
/** A sent report (its link, the read text, the address) is deleted this many days after sending. */
export const SWAP_REPORT_KEEP_DAYS = 90;
/** Longest report text staff can send. */
export const MAX_REPORT_TEXT = 20_000;
