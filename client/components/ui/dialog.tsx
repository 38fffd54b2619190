import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** How one kind of modal looks: where its panel sits, and its header, title and description. */
export interface ModalLook {
  panel: string;
  header: string;
  title: string;
  close?: string;
  description: string;
}

type ModalContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  hideClose?: boolean;
  children: ReactNode;
};

/**
 * A modal on Radix Dialog (the centred dialog and the side sheet): focus trap, Escape to close,
 * labelled by its title and described by its description when it has one.
 */
export function ModalContent({
  look,
  title,
  description,
  className,
  children,
  hideClose = false,
  ...props
}: ModalContentProps & { look: ModalLook }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 flex flex-col overflow-y-auto bg-cream', look.panel, className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={cn('mb-4 flex justify-between', look.header)}>
          <DialogPrimitive.Title className={look.title}>{title}</DialogPrimitive.Title>
          {!hideClose && (
            <DialogPrimitive.Close
              className={cn('rounded-full p-2 hover:bg-sand-light', look.close)}
              aria-label="Close"
            >
              <X className="size-5" />
            </DialogPrimitive.Close>
          )}
        </div>
        {description && (
          <DialogPrimitive.Description className={look.description}>
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

const CENTRED: ModalLook = {
  panel:
    'top-1/2 left-1/2 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-line p-5 shadow-2xl sm:p-8',
  header: 'items-start gap-4',
  title: 'font-display text-2xl text-forest',
  close: '-mt-1 -mr-2',
  description: '-mt-2 mb-4 text-sm text-muted',
};

/** A centred modal. */
export function DialogContent(props: ModalContentProps) {
  return <ModalContent look={CENTRED} {...props} />;
}
