import { X } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';

/**
 * A panel that slides in from the left, opened by the HTML itself: a native popover, shown by any
 * button with `popoverTarget={id}`. It works before the page's scripts run and without them; the
 * browser closes it on Escape or a tap outside and gives focus back to the button that opened it.
 * `className` adds to the panel (e.g. to show it in the page's flow on large screens).
 */
export function PopoverSheet({
  id,
  title,
  landmark = false,
  className,
  headerClassName,
  closeClassName,
  ref,
  children,
  ...props
}: {
  id: string;
  title: string;
  /**
   * A complementary landmark (`<aside>`) instead of a dialog: for a panel that is also part of the
   * page on large screens (the catalogue's filters).
   */
  landmark?: boolean;
  className?: string;
  headerClassName?: string;
  closeClassName?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const titleId = useId();
  const Panel = landmark ? 'aside' : 'div';
  return (
    <Panel
      ref={ref as Ref<HTMLDivElement>}
      id={id}
      popover="auto"
      role={landmark ? undefined : 'dialog'}
      aria-labelledby={titleId}
      className={cn(
        'fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[85vw] max-w-sm flex-col overflow-y-auto border-0 bg-cream p-6 text-ink shadow-xl backdrop:bg-ink/40 [&:popover-open]:flex',
        className,
      )}
      {...props}
    >
      <div className={cn('mb-4 flex items-center justify-between', headerClassName)}>
        <h2 id={titleId} className="label-caps font-sans text-forest">
          {title}
        </h2>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className={cn('rounded-full p-2 hover:bg-sand-light', closeClassName)}
          aria-label="Close"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {children}
    </Panel>
  );
}

/** Hides the popover `element` if it is open (after a choice made inside it). */
export function hidePopover(element: HTMLElement | null) {
  if (element?.matches(':popover-open')) element.hidePopover();
}
