import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { App } from './app';
import { setHydrating } from './lib/hydration';
import { cn } from './lib/utils';
import { createAppRouter } from './router';
import { POSTED_FORM_KEY, type PostedForm } from '../shared/form-posts';
import { SSR_STATE_ID } from '../shared/ssr';
import './styles.css';

const container = document.getElementById('root')!;
const serverState = document.getElementById(SSR_STATE_ID);

/**
 * Lets the browser run other tasks (input, paint, network) before the next start-up step. Each
 * step below takes 10–60 ms on a slow machine; run as one task they blocked the page for the
 * whole start-up (Total Blocking Time; decision 0018).
 */
function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield
    ? scheduler.yield()
    : new Promise((resolve) => {
        setTimeout(resolve, 0);
      });
}

/**
 * A page the server sent in answer to a form posted without JavaScript arrives under the form's
 * address (/forms/…): the app runs it under the page's own, which a reload then fetches.
 */
function showPostedPageAddress(state: DehydratedState) {
  const posted = state.queries.find((query) => query.queryKey[0] === POSTED_FORM_KEY[0])?.state
    .data as PostedForm | undefined;
  if (!posted?.url.startsWith('/') || posted.url.startsWith('//')) return;
  if (window.location.pathname === new URL(posted.url, window.location.origin).pathname) return;
  window.history.replaceState(window.history.state, '', posted.url + window.location.hash);
}

/** The server rendered this page (server/http/ssr.ts): take over its data and HTML. */
async function hydratePage(text: string) {
  await yieldToMain();
  const state = superjson.parse<DehydratedState>(text);
  showPostedPageAddress(state);
  const app = createAppRouter();
  await yieldToMain();
  hydrate(app.queryClient, state);
  await yieldToMain();
  // The loaders find their data in that cache, and the route chunks load: the first render then
  // matches the server's HTML (which has the same Suspense boundary as the router's here), and
  // the router does not load again on mount. Should loading fail, React still hydrates (and
  // renders afresh what no longer matches).
  await app.router.load().catch((error: unknown) => console.error(error));
  await yieldToMain();
  // tailwind-merge builds its class tables on its first call (tens of ms): here, in a task of its
  // own, instead of in the middle of a hydration slice.
  cn('p-0', 'p-1');
  await yieldToMain();
  // A transition hydrates in slices, so the page answers input while it hydrates.
  // Until the shopper goes to another page, the server's HTML may still be waiting to hydrate
  // (client/components/static-until-media.tsx).
  setHydrating(true);
  const stopWatching = app.router.subscribe('onBeforeNavigate', (event) => {
    if (!event.hrefChanged) return;
    setHydrating(false);
    stopWatching();
  });
  startTransition(() => {
    hydrateRoot(container, <App {...app} />);
  });
}

if (serverState?.textContent) {
  void hydratePage(serverState.textContent);
} else {
  createRoot(container).render(<App {...createAppRouter()} />);
}
