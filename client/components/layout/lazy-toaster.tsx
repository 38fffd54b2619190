import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { markToasterMounted, toastDemand } from '@/lib/toast';

const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster }) => ({
    default: function MountedToaster(props: Parameters<typeof SonnerToaster>[0]) {
      // Runs after the Toaster's own effect, which subscribes it to new toasts.
      useEffect(markToasterMounted, []);
      return <SonnerToaster {...props} />;
    },
  })),
);

/**
 * Toasts (sonner) mount when they are needed: on a shopper's page with the first toast
 * (`@/lib/toast`), on staff pages once the page is idle (their editors raise toasts often). No
 * first paint waits for them, and a shopper's page that raises none never loads them.
 */
export function LazyToaster() {
  const staffPage = useRouterState({
    select: (state) => state.location.pathname.startsWith('/admin'),
  });
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.wanted, () => false);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!staffPage || idle) return;
    const start = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, [staffPage, idle]);
  if (!wanted && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        toastOptions={{ className: 'puur-toast' }}
      />
    </Suspense>
  );
}
