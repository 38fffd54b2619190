/** Review limits shared by the form and the server schema (zod-free for the product page). */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_NAME_MAX = 40;
