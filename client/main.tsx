import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { App } from './app';
import { createAppRouter } from './router';
import { SSR_STATE_ID } from '../shared/ssr';
import './styles.css';

const app = createAppRouter();
const container = document.getElementById('root')!;
const serverState = document.getElementById(SSR_STATE_ID);

if (serverState?.textContent) {
  // The server rendered this page (server/http/ssr.ts): take over its data and HTML.
  hydrate(app.queryClient, superjson.parse(serverState.textContent));
  // Should loading fail, React still hydrates (and renders afresh what no longer matches).
  void app.router
    .load()
    .catch((error: unknown) => console.error(error))
    .then(() => {
      // Tell the router its first render matches server HTML (no Suspense wrapper, no reload).
      app.router.ssr = { manifest: undefined };
      // A transition hydrates in slices, so the page answers input while it hydrates.
      startTransition(() => {
        hydrateRoot(container, <App {...app} />);
      });
    });
} else {
  createRoot(container).render(<App {...app} />);
}
