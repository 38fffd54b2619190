import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { Banner } from '@/components/layout/banner';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { StarSymbol } from '@/features/catalog/star-rating';
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
        </div>
      )}
      <LazyToaster />
      <StarSymbol />
    </>
  );
}
