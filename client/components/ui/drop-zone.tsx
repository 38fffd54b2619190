import { Slot } from 'radix-ui';
import { useState, type ComponentProps, type DragEvent, type ReactNode } from 'react';

/**
 * An area that takes a dropped file: it hands over the first file `accept` takes (any file
 * without it), or all the dropped files to `onReject` when none fits. While a file hovers it
 * carries `data-dragging` (style with `data-[dragging]:…`), and `children` may be a function of
 * that state. `asChild` lends the behaviour to its only child (a label, a section).
 */
export function DropZone({
  onFile,
  accept,
  onReject,
  disabled = false,
  asChild = false,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'children' | 'onDrop'> & {
  onFile: (file: File) => void;
  accept?: (file: File) => boolean;
  onReject?: (files: File[]) => void;
  disabled?: boolean;
  asChild?: boolean;
  children: ReactNode | ((state: { dragging: boolean }) => ReactNode);
}) {
  const [dragging, setDragging] = useState(false);
  const Component = asChild ? Slot.Root : 'div';

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    const file = files.find((f) => accept?.(f) ?? true);
    if (file) onFile(file);
    else if (files.length > 0) onReject?.(files);
  };

  return (
    <Component
      data-dragging={dragging ? '' : undefined}
      onDragOver={(event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={(event: DragEvent<HTMLElement>) => {
        // Moving over a child is not leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      {...props}
    >
      {typeof children === 'function' ? children({ dragging }) : children}
    </Component>
  );
}
