/**
 * /metrics in Prometheus text format (prom-client), for a team that runs Prometheus, Grafana or
 * an uptime checker. One registry per app, so that two apps in one process (tests) never share
 * figures. Off unless METRICS_TOKEN is set; then only a request with that bearer token is answered.
 *
 * Request figures are counted as requests finish; the rest (search counts, the mail queue, the
 * label reader, worker health) are read when Prometheus scrapes, so nothing is counted twice.
 */
import crypto from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { searchCacheStats } from '../catalog/service';
import type { DB } from '../db/connect';
import type { MailStatus } from '../db/schema';
import { labelReaderLoad } from '../ingredients/ocr';
import { workerHealth } from '../worker-threads';

const MAIL_STATUSES: readonly MailStatus[] = ['queued', 'sending', 'sent', 'failed'];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Requests that matched no route are labelled by their first path segment when it is one of these. */
const KNOWN_PREFIXES = new Set(['trpc', 'assets', 'uploads', 'images', 'api', 'admin']);
/** Seconds: from a cached answer (about a millisecond) to a slow AI reply. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Reports one finished tRPC call (procedure path, query or mutation, `ok` or the error code). */
export type ObserveCall = (
  procedure: string,
  type: string,
  outcome: string,
  seconds: number,
) => void;

export interface AppMetrics {
  registry: Registry;
  /** Times every request; mount first. */
  countRequests: RequestHandler;
  observeCall: ObserveCall;
  /** GET /metrics behind the bearer token. */
  endpoint: RequestHandler;
}

export function createMetrics(options: { db: DB; token: string }): AppMetrics {
  const { db, token } = options;
  const registry = new Registry();
  // Process figures: CPU, memory, heap, handles, garbage collection and the event loop's lag.
  collectDefaultMetrics({ register: registry });

  const durations = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [registry] });
  const requestDuration = durations(
    'puur_http_request_duration_seconds',
    'HTTP requests by route pattern, method and status: how long each took.',
    ['route', 'method', 'status'],
  );
  const calls = durations(
    'puur_trpc_call_duration_seconds',
    'tRPC calls over HTTP by procedure, type and outcome (ok or the error code).',
    ['procedure', 'type', 'outcome'],
  );

  // The search counters since the start, read from the catalogue's own counts at scrape time.
  new Counter({
    name: 'puur_searches_total',
    help: 'Catalogue searches answered.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(searchCacheStats(db).searches);
    },
  });
  new Counter({
    name: 'puur_search_worker_answers_total',
    help: 'Catalogue searches computed by a search worker thread (the others on the main thread).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(searchCacheStats(db).workerAnswers);
    },
  });
  new Counter({
    name: 'puur_search_cache_lookups_total',
    help: 'Search cache lookups: the response cache per search, the card cache per product card.',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      const stats = searchCacheStats(db);
      this.reset();
      this.inc({ cache: 'response', result: 'hit' }, stats.responseCacheHits);
      this.inc({ cache: 'response', result: 'miss' }, stats.searches - stats.responseCacheHits);
      this.inc({ cache: 'card', result: 'hit' }, stats.cardCacheHits);
      this.inc({ cache: 'card', result: 'miss' }, stats.cards - stats.cardCacheHits);
    },
  });

  new Gauge({
    name: 'puur_mail_queue_messages',
    help: 'Messages in the mail queue by status (read from the database at scrape time).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ status: string; count: number | string }>`
        select status, count(*) as count from mail_queue group by status`.execute(db);
      const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
      for (const status of MAIL_STATUSES) this.set({ status }, counts.get(status) ?? 0);
    },
  });
  new Gauge({
    name: 'puur_label_reader_jobs',
    help: 'Label photos being read (running) and waiting for the reader (waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { running, waiting } = labelReaderLoad();
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'puur_workers_healthy',
    help: '1 while every worker thread job runs in its worker; 0 once one fell back to the main thread.',
    registers: [registry],
    collect() {
      this.set(workerHealth() === 'ok' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'puur_worker_failed',
    help: 'Worker thread jobs whose worker failed (1 each), so they run on the main thread.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const health = workerHealth();
      if (health !== 'ok') for (const job of Object.keys(health)) this.set({ job }, 1);
    },
  });

  const countRequests: RequestHandler = (req, res, next) => {
    const end = requestDuration.startTimer();
    res.once('finish', () => {
      end({
        route: routeOf(req),
        method: METHODS.has(req.method) ? req.method : 'other',
        status: String(res.statusCode),
      });
    });
    next();
  };

  const observeCall: ObserveCall = (procedure, type, outcome, seconds) =>
    calls.observe({ procedure, type, outcome }, seconds);

  const expected = digest(`Bearer ${token}`);
  const endpoint = async (req: Request, res: Response, next: NextFunction) => {
    // Compared as digests: the time taken says nothing about how much of the token was right.
    if (!crypto.timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send('A bearer token (METRICS_TOKEN) is required.\n');
      return;
    }
    try {
      const text = await registry.metrics();
      res.set('Cache-Control', 'no-store').type(registry.contentType).send(text);
    } catch (error) {
      next(error);
    }
  };

  return { registry, countRequests, observeCall, endpoint };
}

function digest(text: string): Buffer {
  return crypto.createHash('sha256').update(text).digest();
}

/**
 * The route pattern a request matched (`/api/admin/products/:id/picture`), never its address: the
 * label's values stay as few as the routes, whatever addresses clients send. Requests no route
 * took are labelled by a known first segment (`/trpc`, `/assets`), else `other`.
 */
export function routeOf(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') {
    // The pages' catch-all route: every page the app renders.
    return route.path.startsWith('/{*') ? 'page' : `${req.baseUrl}${route.path}`;
  }
  const first = req.originalUrl.split(/[/?#]/)[1] ?? '';
  return KNOWN_PREFIXES.has(first) ? `/${first}` : 'other';
}
