/**
 * Server rendering of the public pages (docs/decisions/0008-server-rendering.md): the page's
 * HTML and query data go out with the first response, so a phone paints the page before the
 * JavaScript arrives. The renderer lives in client/entry-server.tsx; this side decides which
 * paths are rendered, gives it an in-process tRPC link, and falls back to the plain app shell
 * (the browser renders) when rendering fails or takes too long.
 */
import { formOutcomes, type PostedForm } from '../../shared/form-posts';
import { unstable_localLink, type TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import type { Request } from 'express';
import superjson from 'superjson';
import { parseCatalogUrl } from '../../shared/catalog-search';
import { checkerSearch } from '../../shared/checker-search';
import { blogLandingSearch } from '../../shared/blog-constants';
import { PAGES, matchPage } from '../../shared/routes';
import { SSR_STATE_ID } from '../../shared/ssr';
import { resolveSession } from '../auth/sessions';
import type { AppDeps, Context } from '../trpc/context';
import { appRouter, type AppRouter } from '../trpc/root';
import { readSessionCookie } from './cookies';
import { escapeJsonForScript } from './json-script';

export type EntryServer = typeof import('../../client/entry-server');
type RenderedPage = Awaited<ReturnType<EntryServer['renderPage']>> & {};

/** Past this the shopper gets the app shell at once rather than wait for a slow render. */
const RENDER_TIMEOUT_MS = 2000;
/**
 * A page rendered for a shopper (no staff session) serves every shopper asking for the same URL
 * for a few seconds: a busy page costs one render per interval, not one per visit. Staff always
 * get a fresh render, and a change staff make drops the shared renders (server/app.ts); a change
 * from elsewhere (a shell import, a view count) shows within this time.
 */
const SHARED_RENDER_MS = 5000;
// At most about 20 MB of pages (a product page is up to ~200 KB with its data).
const SHARED_RENDER_MAX = 100;

/** Whether the server renders the page at this path (shared/routes.ts; not with a trailing slash). */
export function isServerRendered(pathname: string): boolean {
  if (pathname.length > 1 && pathname.endsWith('/')) return false;
  return matchPage(pathname)?.page.serverRendered ?? false;
}

/** The server-rendered pages that read their URL's query: the catalogue's filters. */
const CATALOGUE_PAGES: ReadonlySet<string> = new Set([
  PAGES.catalogue.path,
  PAGES.bestsellers.path,
]);

/**
 * The URL a page is rendered for and shared under: the path, plus the catalogue's own parameters
 * in one order, or the ingredient checker's shared list. Anything else in the query (tracking
 * tags, cache-busting junk) changes nothing on the page, so it neither gets a render of its own
 * nor pushes real pages out of the shared set. A public form's outcome is kept: the page says it.
 */
export function normalisedPageUrl(pathname: string, search: string): string {
  const page = normalisedPage(pathname, search);
  // A form's outcome, after it was posted without JavaScript (shared/form-posts.ts).
  const outcomes = formOutcomes(defaultParseSearch(search));
  if (Object.keys(outcomes).length === 0) return page;
  const params = new URLSearchParams(Object.entries(outcomes));
  return `${page}${page.includes('?') ? '&' : '?'}${params.toString()}`;
}

function normalisedPage(pathname: string, search: string): string {
  if (pathname === PAGES.ingredientChecker.path) {
    return pathname + defaultStringifySearch(checkerSearch(defaultParseSearch(search)));
  }
  if (pathname === PAGES.blog.path) {
    return pathname + defaultStringifySearch(blogLandingSearch(defaultParseSearch(search)));
  }
  if (!CATALOGUE_PAGES.has(pathname)) return pathname;
  const state = parseCatalogUrl(defaultParseSearch(search));
  const ordered = Object.fromEntries(Object.entries(state).sort(([a], [b]) => a.localeCompare(b)));
  return pathname + defaultStringifySearch(ordered);
}

/**
 * Results go through superjson and back, as over HTTP: the page renders the same values the
 * browser will have (pre-serialised catalogue JSON parsed, dates as Dates).
 */
const wireRoundTrip: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => {
          const { result } = value;
          if (result.type === 'started' || result.type === 'stopped' || result.type === 'state')
            observer.next(value);
          else
            observer.next({
              ...value,
              result: { ...result, data: superjson.deserialize(superjson.serialize(result.data)) },
            });
        },
        error: (error: TRPCClientError<AppRouter>) => observer.error(error),
        complete: () => observer.complete(),
      }),
    );

function inProcessLink(deps: AppDeps, req: Request, requestId: string): TRPCLink<AppRouter> {
  return unstable_localLink<AppRouter>({
    router: appRouter,
    transformer: superjson,
    createContext: async (): Promise<Context> => {
      const session = await resolveSession(deps.db, readSessionCookie(deps.env, req));
      return {
        ...deps,
        requestId,
        ip: req.ip ?? 'unknown',
        staff: session?.staff ?? null,
        sessionId: session?.sessionId,
        req,
      };
    },
  });
}

/**
 * Fills the app shell: the rendered page inside <div id="root">, its data after it. The shell's
 * note for pages drawn only in the browser (that they need JavaScript) goes: this one is here.
 */
export function fillShell(template: string, page: RenderedPage): string {
  return template
    .replace(/<!--browser-only-->[\s\S]*?<!--\/browser-only-->\n?\s*/, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${escapeJsonForScript(page.state)}</script>`,
    );
}

/** A page rendered in answer to a form posted without JavaScript: its URL and the form's state. */
export interface PostedPage {
  url: string;
  posted: PostedForm;
}

export type ServerRenderer = (
  req: Request,
  requestId: string,
  /** Renders this page for this posted form instead of the request's own URL. */
  posted?: PostedPage,
) => Promise<RenderedPage | null>;

export interface SharedServerRenderer extends ServerRenderer {
  /** Drops the shared renders (after staff changed something). */
  forget(): void;
}

/** A renderer that gives null (the browser renders) for other paths, on failure or timeout. */
export function createServerRenderer(
  deps: AppDeps,
  load: () => Promise<EntryServer>,
): SharedServerRenderer {
  const render = renderWith(deps, load);
  const shared = new Map<string, { until: number; page: Promise<RenderedPage | null> }>();
  const renderer = async (req: Request, requestId: string, posted?: PostedPage) => {
    if (posted) {
      // What one shopper typed: rendered for them alone, never shared.
      const at = new URL(posted.url, 'http://site.invalid');
      if (!isServerRendered(at.pathname)) return null;
      return render(req, normalisedPageUrl(at.pathname, at.search), requestId, posted.posted);
    }
    if (req.method !== 'GET' || !isServerRendered(req.path)) return null;
    const queryAt = req.originalUrl.indexOf('?');
    const url = normalisedPageUrl(req.path, queryAt < 0 ? '' : req.originalUrl.slice(queryAt));
    // Only a real staff session gets its own render; any other cookie is a shopper's.
    const token = readSessionCookie(deps.env, req);
    if (token && (await resolveSession(deps.db, token))) return render(req, url, requestId);
    const now = Date.now();
    const hit = shared.get(url);
    if (hit && hit.until > now) return hit.page;
    const page = render(req, url, requestId);
    shared.delete(url);
    shared.set(url, { until: now + SHARED_RENDER_MS, page });
    // A failed render is not shared.
    void page.then((result) => {
      if (!result && shared.get(url)?.page === page) shared.delete(url);
    });
    for (const [url, entry] of shared) {
      if (shared.size <= SHARED_RENDER_MAX && entry.until > now) break;
      shared.delete(url);
    }
    return page;
  };
  return Object.assign(renderer, { forget: () => shared.clear() });
}

type RenderAt = (
  req: Request,
  url: string,
  requestId: string,
  posted?: PostedForm,
) => Promise<RenderedPage | null>;

function renderWith(deps: AppDeps, load: () => Promise<EntryServer>): RenderAt {
  return async (req, url, requestId, posted) => {
    try {
      const entry = await load();
      return await entry.renderPage({
        url,
        links: [wireRoundTrip, inProcessLink(deps, req, requestId)],
        siteName: deps.env.SITE_NAME,
        posted,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
    } catch (error) {
      deps.logger.warn(
        { err: error, path: req.path, requestId },
        'server rendering failed: the browser renders this page',
      );
      return null;
    }
  };
}
