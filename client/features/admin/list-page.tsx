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

/** While loading, on an error, or with nothing to show: a message; otherwise the list. */
export function ListContent<Data>({
  query,
  isEmpty,
  loading,
  failed,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: Data | undefined };
  isEmpty: (data: Data) => boolean;
  loading: string;
  failed: string;
  empty: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <p className="py-16 text-center text-muted">{loading}</p>;
  if (query.isError || query.data === undefined) {
    return <p className="py-16 text-center text-danger">{failed}</p>;
  }
  if (isEmpty(query.data)) {
    return <Card className="py-14 text-center text-muted">{empty}</Card>;
  }
  return children(query.data);
}
