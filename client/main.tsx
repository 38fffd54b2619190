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
  // The loaders find their data in that cache, and the route chunks load: the first render then
  // matches the server's HTML (which has the same Suspense boundary as the router's here), and
  // the router does not load again on mount. Should loading fail, React still hydrates (and
  // renders afresh what no longer matches).
  void app.router
    .load()
    .catch((error: unknown) => console.error(error))
    .then(() => {
      // A transition hydrates in slices, so the page answers input while it hydrates.
      startTransition(() => {
        hydrateRoot(container, <App {...app} />);
      });
    });
} else {
  createRoot(container).render(<App {...app} />);
}
