import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A section box; with `heading`, a CardTitle opens it. */
export function Card({
  heading,
  className,
  children,
  ...props
}: ComponentProps<'section'> & { heading?: ReactNode }) {
  return (
    <section
      className={cn('rounded-3xl border border-line bg-paper p-5 sm:p-6', className)}
      {...props}
    >
      {heading && <CardTitle>{heading}</CardTitle>}
      {children}
    </section>
  );
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('font-display text-xl text-forest', className)} {...props} />;
}
