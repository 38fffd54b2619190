/**
 * The pages of the app, written once: the server answers unknown paths with a real 404 status
 * (the client still renders its 404 page), renders the public pages (server/http/ssr.ts), gives
 * each its first-load hints (server/http/preload.ts) and the head of the shareable ones
 * (server/seo/seo.ts). The paths are those of the router's file routes (client/routes), checked
 * against its route tree by shared/routes.test.ts.
 */
interface PageDefinition {
  /** The router's path: `$name` is one path segment. */
  path: string;
  /** The route file under client/routes, for the page's code-split chunk. */
  file?: string;
  /**
   * Whether the server renders the page's first HTML. Left to the browser: the admin area (staff
   * only), the assistant and the wishlist (their content lives in this browser's storage), the
   * comparison (a personal page: its link's products, read after the page shows) and the
   * newsletter's confirm and unsubscribe links (they act in the browser).
   */
  serverRendered: boolean;
  /** Whether every path below it is the page's too (the admin area routes itself). */
  subtree?: boolean;
}

const PAGE_TABLE = {
  home: { path: '/', file: 'index.tsx', serverRendered: true },
  assistant: { path: '/personal-assistant', file: 'personal-assistant.tsx', serverRendered: false },
  catalogue: { path: '/clean-products', file: 'clean-products.tsx', serverRendered: true },
  blog: { path: '/clear-reasons', file: 'clear-reasons.tsx', serverRendered: true },
  post: { path: '/blog/$slug', file: 'blog.$slug.tsx', serverRendered: true },
  bestsellers: { path: '/bestsellers', file: 'bestsellers.tsx', serverRendered: true },
  brands: { path: '/brands', file: 'brands.tsx', serverRendered: true },
  product: { path: '/product/$id', file: 'product.$id.tsx', serverRendered: true },
  ingredientChecker: {
    path: '/ingredient-checker',
    file: 'ingredient-checker.tsx',
    serverRendered: true,
  },
  standard: { path: '/standard', file: 'standard.tsx', serverRendered: true },
  wishlist: { path: '/wishlist', file: 'wishlist.tsx', serverRendered: false },
  compare: { path: '/compare', file: 'compare.tsx', serverRendered: false },
  sitemap: { path: '/sitemap', serverRendered: true },
  privacy: { path: '/privacy', serverRendered: true },
  contact: { path: '/contact', serverRendered: true },
  faq: { path: '/faq', serverRendered: true },
  customerService: { path: '/customer-service', serverRendered: true },
  insider: { path: '/insider', serverRendered: true },
  gifts: { path: '/gifts', file: 'gifts.tsx', serverRendered: true },
  confirmSubscription: { path: '/newsletter/confirm', serverRendered: false },
  unsubscribe: { path: '/newsletter/unsubscribe', serverRendered: false },
  confirmArrival: { path: '/arrivals/confirm', serverRendered: false },
  swapReport: { path: '/swap-report', file: 'swap-report.tsx', serverRendered: false },
  admin: { path: '/admin', serverRendered: false, subtree: true },
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof PAGE_TABLE;

export const PAGES: Readonly<Record<PageName, PageDefinition>> = PAGE_TABLE;

export interface PageMatch {
  name: PageName;
  page: PageDefinition;
  /** The path's `$name` segments, decoded (null when a segment is not valid percent-encoding). */
  params: Record<string, string | null>;
}

function patternOf(page: PageDefinition): RegExp {
  const path = page.path
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '([^/]+)' : segment.replace(/[.]/g, '\\.')))
    .join('/');
  return new RegExp(`^${path}${page.subtree ? '(?:/.*)?' : ''}$`);
}

interface PageMatcher {
  name: PageName;
  page: PageDefinition;
  pattern: RegExp;
  paramNames: string[];
}

/** Built on first use: the browser imports this module for `idFromPath` alone (decision 0018). */
let matchers: PageMatcher[] | undefined;

function pageMatchers(): PageMatcher[] {
  matchers ??= (Object.entries(PAGES) as [PageName, PageDefinition][]).map(([name, page]) => ({
    name,
    page,
    pattern: patternOf(page),
    paramNames: page.path
      .split('/')
      .filter((segment) => segment.startsWith('$'))
      .map((segment) => segment.slice(1)),
  }));
  return matchers;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The page a path shows (a trailing slash is ignored), or null for an unknown path. */
export function matchPage(pathname: string): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const matcher of pageMatchers()) {
    const found = matcher.pattern.exec(path);
    if (!found) continue;
    const params = Object.fromEntries(
      matcher.paramNames.map((name, index) => [name, safeDecode(found[index + 1]!)]),
    );
    return { name: matcher.name, page: matcher.page, params };
  }
  return null;
}

export function isKnownRoute(pathname: string): boolean {
  return matchPage(pathname) !== null;
}

/** The largest row id (`idSchema`, shared/schemas/common.ts; zod stays out of the entry chunk). */
const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path segment (/product/{id}): digits only, within a row id's range; else null. */
export function idFromPath(segment: string | null): number | null {
  if (segment === null || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}
