import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A label above one control, tied to it by a generated id: the field of a small form that does
 * not use react-hook-form (forms that do use FormItemField from '@/components/ui/form').
 */
export function LabelledField({
  label,
  labelClassName = 'font-medium text-ink',
  className,
  children,
}: {
  label: ReactNode;
  labelClassName?: string;
  className?: string;
  /** The control; it receives the id. */
  children: ReactElement;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('block text-sm', labelClassName)}>
        {label}
      </label>
      <Slot.Root id={id}>{children}</Slot.Root>
    </div>
  );
}
