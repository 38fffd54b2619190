/**
 * The public and admin routes the client knows. The server uses this to answer unknown paths with
 * a real 404 status (the client still renders the 404 page).
 */
export const KNOWN_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/personal-assistant$/,
  /^\/clean-products$/,
  /^\/clear-reasons$/,
  /^\/blog\/[^/]+$/,
  /^\/bestsellers$/,
  /^\/brands$/,
  /^\/product\/[^/]+$/,
  /^\/ingredient-checker$/,
  /^\/standard$/,
  /^\/wishlist$/,
  /^\/sitemap$/,
  /^\/privacy$/,
  /^\/contact$/,
  /^\/newsletter\/unsubscribe$/,
  /^\/admin(\/.*)?$/,
];

export function isKnownRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}
