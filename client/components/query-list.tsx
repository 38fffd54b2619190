import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * What a list query shows: `loading` while it loads, `empty` when it failed or found nothing,
 * otherwise `children` with the items.
 */
export function QueryList<Item>({
  query,
  loading,
  empty,
  className,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: Item[] };
  loading: string;
  empty: string;
  /** Of the loading and empty texts. */
  className?: string;
  children: (items: Item[]) => ReactNode;
}) {
  if (query.isPending) return <p className={cn('text-muted', className)}>{loading}</p>;
  if (query.isError || !query.data?.length) {
    return <p className={cn('text-muted', className)}>{empty}</p>;
  }
  return children(query.data);
}
