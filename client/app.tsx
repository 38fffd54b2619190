import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { trpc } from '@/lib/trpc';
import type { createAppRouter } from './router';

/** The whole app, the same on the server (first HTML) and in the browser (hydration). */
export function App({ router, queryClient, trpcClient }: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppReady />
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}

/**
 * Marks the document once the app has mounted or hydrated (server-rendered HTML shows earlier but
 * answers clicks only from then on). The end-to-end tests wait for it after each page load.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
