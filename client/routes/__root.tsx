import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Outlet,
  useLocation,
  useRouterState,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { Banner } from '@/components/layout/banner';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { CompareTrayLoader } from '@/features/compare/compare-tray-loader';
import { routeTitle } from '@/lib/route-title';
import type { TrpcClient, TrpcUtils } from '@/lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  utils: TrpcUtils;
  /** Set when the server renders the page: its loaders then wait for their data (loadPageData). */
  renderingOnServer: boolean;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

/**
 * Keeps the document title of a route's `head()` as the shopper navigates (the server puts it in
 * the HTML it sends; the head is outside the app's root element).
 */
function DocumentTitle() {
  const title = useRouterState({ select: (state) => routeTitle(state.matches) });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

function RootLayout() {
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <>
      {isAdmin ? (
        <Outlet />
      ) : (
        <div className="flex min-h-screen flex-col">
          <Banner />
          <Header />
          <main id="main" className="min-h-screen flex-1">
            <Outlet />
          </main>
          <Footer />
          <CompareTrayLoader />
        </div>
      )}
      <LazyToaster />
      <DocumentTitle />
    </>
  );
}
