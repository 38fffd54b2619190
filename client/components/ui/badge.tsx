import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase',
  {
    variants: {
      variant: {
        sand: 'bg-sand-light text-forest-dark',
        forest: 'bg-forest text-cream',
        sage: 'bg-sage-light text-forest-dark',
        outline: 'border border-line text-muted',
        danger: 'bg-danger text-white',
      },
    },
    defaultVariants: { variant: 'sand' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
