import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-3xl border border-line bg-paper p-5 sm:p-6', className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('font-display text-xl text-forest', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label className={cn('mb-1.5 block text-sm font-medium text-ink', className)} {...props} />
  );
}

/** A native select styled like the inputs (accessible and keyboard-friendly on every device). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full appearance-none rounded-full border border-line bg-paper bg-[length:16px] bg-[right_1rem_center] bg-no-repeat px-4 pr-10 text-sm text-ink focus-visible:outline-2 focus-visible:outline-forest disabled:opacity-50',
        "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235f6b63' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]",
        className,
      )}
      {...props}
    />
  );
}
