import type { ReactNode } from 'react';
import { Sheet, SheetClose, SheetContent } from '@/components/ui/sheet';

/**
 * The filter panel as a left drawer on small screens. Loaded on the first tap of "Filters", so
 * the dialog code stays out of the catalogue's first load (decision 0018).
 */
export default function FiltersDrawer({
  open,
  onOpenChange,
  total,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number | undefined;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" title="Filters" data-testid="filters-drawer">
        {children}
        <SheetClose className="mt-6 h-11 shrink-0 rounded-full bg-forest text-sm font-medium text-cream">
          {total === undefined ? 'Show products' : `Show ${total} products`}
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}
