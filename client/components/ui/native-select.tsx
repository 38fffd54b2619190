import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClass } from '@/components/ui/field-class';

// Typed arbitrary values (image:, bg-size-, bg-position-): untyped ones read to tailwind-merge as a
// background colour and position, and it dropped bg-paper and the chevron with them.
const CHEVRON =
  "bg-[image:url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235f6b63' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]";

/**
 * A native select styled like the inputs: it works before hydration, opens the phone's own picker
 * and is keyboard-friendly everywhere.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        fieldClass,
        'h-11 appearance-none rounded-full bg-size-[16px] bg-position-[right_1rem_center] bg-no-repeat pr-10',
        CHEVRON,
        className,
      )}
      {...props}
    />
  );
}
