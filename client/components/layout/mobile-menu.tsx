import { Sheet, SheetContent } from '@/components/ui/sheet';
import { HeaderSearch } from './header-search';
import { MainNav } from './main-nav';

/** The phone menu: loaded on the first tap, so the dialog code stays out of the first load. */
export default function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" title="Menu" data-testid="mobile-menu">
        <MainNav
          label="Mobile"
          className="flex flex-col gap-1"
          linkClassName="label-caps rounded-xl px-3 py-3 text-sm text-ink hover:bg-sand-light [&.active]:text-forest"
          onNavigate={close}
        />
        <HeaderSearch className="mt-6" onSearch={close} />
      </SheetContent>
    </Sheet>
  );
}
