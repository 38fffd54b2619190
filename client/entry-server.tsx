/**
 * Server rendering of public pages (built into the server bundle; in development loaded through
 * Vite). The server passes a tRPC link that calls the procedures in-process; the router runs the
 * page's loaders, which wait for every query the page shows (client/lib/load-page-data.ts), the
 * page is rendered to HTML once, and the query data sent along for hydration (client/main.tsx).
 * See docs/decisions/0008-server-rendering.md and 0012-server-rendering.md.
 */
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { TRPCLink } from '@trpc/client';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import superjson from 'superjson';
import type { AppRouter } from '../server/trpc/root';
import { POSTED_FORM_KEY, type PostedForm } from '../shared/form-posts';
import { createQueryClient, trpc, type RouterOutputs } from '@/lib/trpc';
import { routeTitle } from '@/lib/route-title';
import { setServerSiteName } from '@/lib/site';
import { App } from './app';
import { createAppRouter } from './router';

/** What the page is about, from its route's loader: the server builds its head from it. */
export type RenderedSubject =
  { post: RouterOutputs['blog']['bySlug'] } | { product: RouterOutputs['catalog']['byId'] };

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The fetched queries, superjson-encoded, for the client's React Query cache. */
  state: string;
  /** The post or product the page shows, for the server's head (server/seo/seo.ts). */
  subject?: RenderedSubject;
  /** The document title of the page's route `head()`, if it gives one. */
  title?: string;
}

export async function renderPage(options: {
  url: string;
  links: TRPCLink<AppRouter>[];
  siteName: string;
  /** A form posted without JavaScript: the page shows what was typed, its errors or result. */
  posted?: PostedForm;
  signal?: AbortSignal;
}): Promise<RenderedPage | null> {
  setServerSiteName(options.siteName);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // Sent with the page's data: the form reads it as it renders, here and when it hydrates.
  if (options.posted) queryClient.setQueryData(POSTED_FORM_KEY, options.posted);
  const trpcClient = trpc.createClient({ links: options.links });
  const app = createAppRouter({
    history: createMemoryHistory({ initialEntries: [options.url] }),
    queryClient,
    trpcClient,
    // The browser's router wraps the page in a Suspense boundary (it renders without the
    // server's dehydrated router state); the same boundary here keeps the two trees alike.
    InnerWrap: ({ children }) => <Suspense>{children}</Suspense>,
  });
  // The loaders wait for their page's data: after this, the page renders in one pass.
  await app.router.load();
  options.signal?.throwIfAborted();
  const { matches } = app.router.state;
  if (matches.some((match) => match.status !== 'success')) return null;
  // A page with a failed query is left to the browser, which shows (and retries) it itself.
  if (queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length)
    return null;

  const html = await renderToHtml(<App {...app} />, options.signal);
  return {
    html,
    state: superjson.stringify(dehydrate(queryClient)),
    subject: subjectOf(matches),
    title: routeTitle(matches),
  };
}

function subjectOf(
  matches: ReturnType<typeof createAppRouter>['router']['state']['matches'],
): RenderedSubject | undefined {
  for (const match of matches) {
    if (match.routeId === '/blog/$slug' && match.loaderData) return { post: match.loaderData };
    if (match.routeId === '/product/$id' && match.loaderData) return { product: match.loaderData };
  }
  return undefined;
}

/** React marks a Suspense boundary it could not finish in a synchronous render this way. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

async function renderToHtml(element: ReactNode, signal?: AbortSignal): Promise<string> {
  // A synchronous render is the cheapest (and makes no Buffers). It cannot wait for a lazy
  // component whose code this process has not loaded yet (a lazy part, the first time a page
  // shows it after a start), which prerender does: then, once per process, the page costs two.
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
