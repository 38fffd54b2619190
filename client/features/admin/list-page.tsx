/** The parts the staff list pages (posts, products) share: heading, filter bar and list states. */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/utils';

/** The page's title and intro, with its actions (New …) on the right. */
export function ListHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-3xl text-forest sm:text-4xl">{title}</h1>
        <p className="mt-1 text-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}

/** The filter bar: its fields on a grid (`className` sets the columns). */
export function FilterCard({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Card className="mt-8">
      <h2 className="sr-only">Filters</h2>
      <div className={cn('grid gap-4', className)}>{children}</div>
    </Card>
  );
}

/** The search box of a filter bar, with its label. */
export function SearchFilter({
  className,
  ...props
}: Omit<ComponentProps<typeof SearchInput>, 'id'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>Search</Label>
      <SearchInput id={id} {...props} />
    </div>
  );
}

interface ListQuery<Data> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: Data | undefined;
}

/**
 * The list's box, busy while it fetches: a message while loading, on an error or with nothing to
 * show, otherwise what `children` draws from the data.
 */
export function ListContent<Data>({
  query,
  className,
  isEmpty,
  loading,
  failed,
  empty,
  children,
}: {
  query: ListQuery<Data>;
  className?: string;
  isEmpty: (data: Data) => boolean;
  loading: string;
  failed: string;
  empty: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  return (
    <div className={cn('mt-6', className)} aria-busy={query.isFetching}>
      {query.isPending ? (
        <p className="py-16 text-center text-muted">{loading}</p>
      ) : query.isError || query.data === undefined ? (
        <p className="py-16 text-center text-danger">{failed}</p>
      ) : isEmpty(query.data) ? (
        <Card className="py-14 text-center text-muted">{empty}</Card>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
