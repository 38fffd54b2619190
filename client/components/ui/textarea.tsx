import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClass } from '@/components/ui/field-class';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'rounded-2xl py-3', className)} {...props} />;
}
