import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { sql } from 'kysely';
import type { ViteDevServer } from 'vite';
import pkg from '../package.json' with { type: 'json' };
import { describeAi } from './ai';
import { searchCacheStats } from './catalog/service';
import { resolveSession } from './auth/sessions';
import { readSessionCookie } from './http/cookies';
import { newsletterRoutes } from './newsletter/http';
import { productAdminRoutes } from './product-admin/http';
import {
  allowedHostsOnly,
  generalRateLimit,
  jsonBodyFor,
  plainProcedurePaths,
  sameOriginOnly,
} from './http/security';
import { formPosts } from './http/form-posts';
import { createMetrics } from './http/metrics';
import { createTemplateLoader, defaultHead, renderHeadTags, statusForPath } from './http/html';
import { createPageAssets } from './http/preload';
import { carriesSession, markPrivate, privateTrpcAnswers } from './http/private-answers';
import { SEARCH_LANE_PATH, searchLane } from './http/search-lane';
import { headForPath, isPersonalPageUrl, seoRoutes, withNoindex } from './seo/seo';
import { shareImageRoutes } from './blog/share-image';
import {
  fillShell,
  type PostedPage,
  type ServerRenderer,
  type SharedServerRenderer,
} from './http/ssr';
import { createRequestContext, type AppDeps } from './trpc/context';
import { CallRateLimiter, type ProcedurePolicy } from './trpc/policy';
import { appRouter } from './trpc/root';
import { workerHealth } from './worker-threads';

export interface AppOptions extends AppDeps {
  /** The built client (dist/client); unused when `vite` is given. */
  clientDir: string;
  /** Repository root, for index.html in development. */
  rootDir: string;
  vite?: ViteDevServer;
  /** Renders public pages on the server (server/http/ssr.ts); without it the browser renders. */
  renderPage?: ServerRenderer | SharedServerRenderer;
}

const MAX_BATCH_ITEMS = 10;
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function createApp(options: AppOptions) {
  const { clientDir: _clientDir, rootDir: _rootDir, vite, renderPage, ...deps } = options;
  const { db, env, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  // Prometheus figures only when the operator set a token (./http/metrics.ts).
  const metrics = env.METRICS_TOKEN ? createMetrics({ db, token: env.METRICS_TOKEN }) : null;
  if (metrics) app.use(metrics.countRequests);

  app.use((_req, res, next) => {
    const requestId = crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    next();
  });
  app.use(allowedHostsOnly(env, logger));
  app.use(
    helmet({
      contentSecurityPolicy: { directives: cspDirectives(Boolean(vite)) },
      // HSTS only when the site is served over HTTPS (ASVS 3.4.1: at least a year).
      strictTransportSecurity: env.SITE_URL.startsWith('https://')
        ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.use(compression());
  const generalLimit = generalRateLimit(env);
  const callLimiter = env.RATE_LIMITS ? new CallRateLimiter() : undefined;
  // Files (code chunks, pictures) are not counted: one page view loads dozens of them.
  const STATIC_FILE = /^\/(assets|images|uploads)\/|^\/favicon\.svg$/;
  // In development Vite serves each source module as a request of its own (hundreds per page):
  // those are files too.
  const DEV_MODULE = /^\/@|\.[a-z0-9]+$/i;
  const isFile = (path: string) =>
    STATIC_FILE.test(path) || (Boolean(vite) && DEV_MODULE.test(path));
  app.use((req, res, next) => (isFile(req.path) ? next() : generalLimit(req, res, next)));

  if (metrics) app.get('/metrics', metrics.endpoint);

  app.get('/healthz', async (_req, res) => {
    let database: 'ok' | 'error' = 'ok';
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      logger.error({ err: error }, 'health check: database unreachable');
      database = 'error';
    }
    res.status(database === 'ok' ? 200 : 503).json({
      status: database === 'ok' ? 'ok' : 'error',
      version: pkg.version,
      database,
      ai: describeAi(options.ai),
      workers: workerHealth(),
      // Counts only: how often the search caches answered since the start (the bench reports them).
      search: searchCacheStats(db),
    });
  });

  // Product pictures (served and uploaded), catalogue import and export: files, not JSON.
  app.use(productAdminRoutes(deps));
  // The PNG share image of each published post (og:image, decision 0004).
  app.use(shareImageRoutes(deps));
  // One-click unsubscribe from a newsletter's List-Unsubscribe header (decision 0020).
  app.use(newsletterRoutes(deps));
  // Answered with a redirect, or with the form's page rendered (`sendPage`, below).
  app.use(formPosts(deps, callLimiter, (req, res, answer) => sendPage(req, res, answer)));

  app.use(
    '/trpc',
    plainProcedurePaths,
    privateTrpcAnswers(env),
    sameOriginOnly(env, logger),
    jsonBodyFor(policyOf),
  );
  // The catalogue search, past tRPC's HTTP adapter (./http/search-lane.ts); other calls go on.
  app.get(SEARCH_LANE_PATH, searchLane(deps, callLimiter));
  if (renderPage && 'forget' in renderPage) {
    // A change by signed-in staff drops the pages rendered for shoppers, so they show it at once.
    app.use('/trpc', (req, res, next) => {
      if (req.method === 'POST')
        res.on('finish', () => {
          if (res.locals.signedInStaff && res.statusCode < 400) renderPage.forget();
        });
      next();
    });
  }
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      maxBatchSize: MAX_BATCH_ITEMS,
      createContext: async ({ req, res, info }) => {
        const session = await resolveSession(db, readSessionCookie(env, req));
        res.locals.signedInStaff = Boolean(session);
        return createRequestContext(deps, req, res, {
          staff: session?.staff ?? null,
          sessionId: session?.sessionId,
          callsInRequest: info.calls.length,
          rateLimiter: callLimiter,
          observeCall: metrics?.observeCall,
        });
      },
      // tRPC writes its own Vary header: Cookie is added to it here (./http/private-answers.ts).
      responseMeta: () => ({ headers: new Headers([['vary', 'Cookie']]) }),
      onError: ({ error, path: procedure, ctx }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          logger.error({ err: error, procedure, requestId: ctx?.requestId }, 'procedure failed');
        }
      },
    }),
  );

  // Built from the database; before the static files and the SPA fallback.
  app.use(seoRoutes(deps));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Brotli/gzip files written at build time (scripts/precompress.mjs) when the browser takes them.
    const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'] };
    app.use(
      '/assets',
      expressStaticGzip(path.join(options.clientDir, 'assets'), {
        ...precompressed,
        serveStatic: { immutable: true, maxAge: ONE_YEAR_SECONDS * 1000, fallthrough: false },
      }),
    );
    app.use(
      expressStaticGzip(options.clientDir, {
        ...precompressed,
        index: false,
        serveStatic: { index: false, maxAge: '1d' },
      }),
    );
  }

  const loadTemplate = createTemplateLoader(options);
  const assets = vite ? null : createPageAssets(options.clientDir);
  /**
   * Sends a page: the one the request asks for, or (after a form posted without JavaScript) the
   * page the form was on, rendered with the posted form. False when that render failed.
   */
  async function sendPage(
    req: Request,
    res: Response,
    answer?: PostedPage & { status: number },
  ): Promise<boolean> {
    const url = answer?.url ?? req.originalUrl;
    const pathname = answer ? new URL(url, 'http://site.invalid').pathname : req.path;
    const template = await loadTemplate(url);
    // A missing post or product fails the render (a failed query), and is then read for the head.
    const rendered = renderPage
      ? await renderPage(req, String(res.locals.requestId), answer)
      : null;
    if (answer && !rendered) return false;
    // Shareable pages (/blog/{slug}, /product/{id}) get their own head and a 404 when missing;
    // a rendered one from what the render read, so that the post is read once per request.
    const page = await headForPath(deps, pathname, defaultHead(env), rendered ?? undefined);
    const status = answer?.status ?? page?.status ?? statusForPath(pathname);
    // A page with what one shopper posted is theirs alone, like a page whose address carries
    // something personal (a report's token, a pasted list).
    const personal = Boolean(answer) || isPersonalPageUrl(req.path, req.query);
    const head = page?.head ?? defaultHead(env);
    const shell = template.replace(
      '<!--app-head-->',
      `${renderHeadTags(personal ? withNoindex(head) : head, env.SITE_NAME)}\n    ${assets?.hints(pathname, Boolean(rendered)) ?? ''}`,
    );
    if (personal) res.set('X-Robots-Tag', 'noindex');
    const html = rendered
      ? fillShell(assets ? assets.bootAfterPaint(shell, pathname) : shell, rendered)
      : shell;
    // A page for a signed-in browser, or a personal one, is kept by no shared cache; every page
    // varies by cookie.
    if (personal || carriesSession(env, req)) markPrivate(res);
    else res.set('Cache-Control', 'no-cache').vary('Cookie');
    res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8' }).send(html);
    return true;
  }

  app.get('/{*splat}', async (req, res, next) => {
    try {
      await sendPage(req, res);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = httpStatusOf(error);
    const requestId = String(res.locals.requestId);
    if (status >= 500) logger.error({ err: error, path: req.path, requestId }, 'request failed');
    if (res.headersSent) return;
    res.status(status).json({
      error:
        status >= 500
          ? `Something went wrong on our side. Please quote request id ${requestId}.`
          : messageOf(error, status),
      requestId,
    });
  });

  return app;
}

function cspDirectives(development: boolean) {
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' compiles WebAssembly, nothing else: the HEIC decoder (libheif) in its
    // worker, which gets this policy with its own response. No JavaScript from strings, ever
    // (docs/decisions/0019-heic-in-the-browser.md); only Vite's development client needs it.
    scriptSrc: development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    // Workers only from files of this site (the HEIC decoder): none made from blob: URLs.
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** A procedure's policy (server/trpc/policy.ts), read from the router by its plain name. */
function policyOf(procedure: string): ProcedurePolicy | undefined {
  const found = (appRouter._def.procedures as Record<string, unknown>)[procedure] as
    { _def?: { meta?: ProcedurePolicy } } | undefined;
  return found?._def?.meta;
}

function httpStatusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** What a client may read of an error: known cases, else the status text (never a file path). */
function messageOf(error: unknown, status: number): string {
  const type = (error as { type?: string })?.type;
  if (type === 'entity.too.large') return 'The request body is too large.';
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON.';
  if (type === 'entity.too.deep' && error instanceof Error) return error.message;
  if (status === 404) return 'Not found.';
  return `${STATUS_CODES[status] ?? 'Bad request'}.`;
}
