import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClass } from '@/components/ui/field-class';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-11 rounded-full', className)} {...props} />;
}
