import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCompareIds } from './store';

const CompareTray = lazy(() =>
  import('./compare-tray').then((module) => ({ default: module.CompareTray })),
);

/**
 * The compare bar once a product is picked. Its code loads only then, and never during hydration:
 * the server has no picked list, so the first render has none either.
 */
export function CompareTrayLoader() {
  const ids = useCompareIds();
  const { pathname } = useLocation();
  // The compare page shows its own products (those of its link), with their own remove buttons.
  if (ids.length === 0 || pathname === '/compare') return null;
  return (
    <Suspense fallback={null}>
      <CompareTray ids={ids} />
    </Suspense>
  );
}
