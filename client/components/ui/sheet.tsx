import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export function SheetContent({
  side = 'left',
  title,
  description,
  className,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content> & {
  side?: 'left' | 'right';
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-in" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-cream p-6 shadow-xl',
          side === 'left' ? 'left-0' : 'right-0',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="mb-4 flex items-center justify-between">
          <Dialog.Title className="label-caps text-forest">{title}</Dialog.Title>
          <Dialog.Close className="rounded-full p-2 hover:bg-sand-light" aria-label="Close">
            <X className="size-5" />
          </Dialog.Close>
        </div>
        {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
