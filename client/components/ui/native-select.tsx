import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClass } from '@/components/ui/field-class';

/**
 * A native select styled like the inputs: it works before hydration, opens the phone's own picker
 * and is keyboard-friendly everywhere.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        fieldClass,
        // The chevron is a utility of client/styles.css: tailwind-merge leaves it alone, and
        // Tailwind's scanner cannot read a data URL with quotes out of a class string.
        'select-chevron h-11 appearance-none rounded-full pr-10',
        className,
      )}
      {...props}
    />
  );
}
