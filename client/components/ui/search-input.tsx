import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** A search field with its magnifier inside. */
export function SearchInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <Input type="search" className={cn('pl-11', className)} {...props} />
    </div>
  );
}
