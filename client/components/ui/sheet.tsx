import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { ModalContent, type ModalLook } from '@/components/ui/dialog';

export {
  Dialog as Sheet,
  DialogTrigger as SheetTrigger,
  DialogClose as SheetClose,
} from '@/components/ui/dialog';

const sheetLook = (side: 'left' | 'right'): ModalLook => ({
  panel: cn('inset-y-0 w-[85vw] max-w-sm p-6 shadow-xl', side === 'left' ? 'left-0' : 'right-0'),
  header: 'items-center',
  title: 'label-caps text-forest',
  description: 'sr-only',
});

/** A panel that slides in from the side of the screen, as a modal. */
export function SheetContent({
  side = 'left',
  ...props
}: Omit<ComponentProps<typeof ModalContent>, 'look'> & { side?: 'left' | 'right' }) {
  return <ModalContent look={sheetLook(side)} {...props} />;
}
