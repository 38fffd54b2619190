import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/layout/not-found';
import { routeTree } from './routeTree.gen';
import { createQueryClient, createTrpcClient, createUtils } from '@/lib/trpc';

export function createAppRouter() {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const utils = createUtils(queryClient, trpcClient);
  const router = createRouter({
    routeTree,
    context: { queryClient, trpcClient, utils },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
  return { router, queryClient, trpcClient };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>['router'];
  }
}
