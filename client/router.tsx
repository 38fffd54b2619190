import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { JSX, ReactNode } from 'react';
import { NotFoundPage } from '@/components/layout/not-found';
import { routeTree } from './routeTree.gen';
import { createQueryClient, createTrpcClient, createUtils, type TrpcClient } from '@/lib/trpc';

interface AppRouterOptions {
  /** The server renders with a memory history at the requested URL; the browser uses its own. */
  history?: RouterHistory;
  trpcClient?: TrpcClient;
  queryClient?: QueryClient;
  /** Wraps the rendered routes (the server's render uses it to match the browser's tree). */
  InnerWrap?: (props: { children: ReactNode }) => JSX.Element;
}

export function createAppRouter(options: AppRouterOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const trpcClient = options.trpcClient ?? createTrpcClient();
  const utils = createUtils(queryClient, trpcClient);
  const router = createRouter({
    routeTree,
    history: options.history,
    InnerWrap: options.InnerWrap,
    context: { queryClient, trpcClient, utils, renderingOnServer: Boolean(options.history) },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    // On the server it would write an inline script, which the CSP forbids; the browser restores.
    scrollRestoration: !options.history,
  });
  return { router, queryClient, trpcClient };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>['router'];
  }
}
