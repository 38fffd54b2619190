/**
 * Server rendering of public pages (built into the server bundle; in development loaded through
 * Vite). The server passes a tRPC link that calls the procedures in-process; the page's queries
 * are fetched, the page rendered to HTML, and the query data sent along for hydration
 * (client/main.tsx). See docs/decisions/0008-server-rendering.md.
 */
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import superjson from 'superjson';
import type { AppRouter } from '../server/trpc/root';
import { createQueryClient, trpc } from '@/lib/trpc';
import { setServerSiteName } from '@/lib/site';
import { App } from './app';
import { createAppRouter } from './router';

/** A query found only while rendering (not by a loader) costs one more render; this caps them. */
const MAX_RENDER_PASSES = 3;

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The fetched queries, superjson-encoded, for the client's React Query cache. */
  state: string;
}

export async function renderPage(options: {
  url: string;
  links: TRPCLink<AppRouter>[];
  siteName: string;
  signal?: AbortSignal;
}): Promise<RenderedPage | null> {
  setServerSiteName(options.siteName);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const trpcClient = trpc.createClient({ links: options.links });
  const app = createAppRouter({
    history: createMemoryHistory({ initialEntries: [options.url] }),
    queryClient,
    trpcClient,
  });
  await app.router.load();
  if (app.router.state.matches.some((match) => match.status !== 'success')) return null;

  let html: string;
  for (let pass = 1; ; pass++) {
    await settle(queryClient);
    options.signal?.throwIfAborted();
    html = await renderToHtml(<App {...app} />, options.signal);
    // After the last pass nothing more is fetched: the data sent must be what the HTML shows.
    if (pass === MAX_RENDER_PASSES || fetchQueriesFoundWhileRendering(queryClient) === 0) break;
  }
  // A page with a failed query is left to the browser, which shows (and retries) it itself.
  if (queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length)
    return null;
  return { html, state: superjson.stringify(dehydrate(queryClient)) };
}

async function settle(queryClient: QueryClient) {
  while (queryClient.isFetching() > 0) {
    const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
    await Promise.all(fetching.map((query) => query.fetch().catch(() => undefined)));
  }
}

/** Starts the queries that components created during the last render; returns how many. */
function fetchQueriesFoundWhileRendering(queryClient: QueryClient): number {
  const unstarted = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => isUnstarted(query) && isEnabled(query) });
  for (const query of unstarted) void query.fetch().catch(() => undefined);
  return unstarted.length;
}

function isUnstarted(query: Query): boolean {
  const { state } = query;
  return (
    state.status === 'pending' &&
    state.fetchStatus === 'idle' &&
    state.dataUpdateCount === 0 &&
    state.errorUpdateCount === 0
  );
}

function isEnabled(query: Query): boolean {
  if (!query.options.queryFn || query.options.queryFn === skipToken) return false;
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/** React marks a Suspense boundary it could not finish in a synchronous render this way. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

async function renderToHtml(element: ReactNode, signal?: AbortSignal): Promise<string> {
  // A synchronous render is the cheapest (and makes no Buffers); it cannot wait for a lazy
  // component that has not loaded yet in this process, which prerender does.
  const html = renderToString(element);
  if (!html.includes(UNFINISHED_BOUNDARY)) return html;
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    // No boundary is sent apart (that would need inline scripts, which the CSP forbids).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
