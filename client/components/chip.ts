import type { ClassValue } from 'clsx';
import { cn } from '@/lib/utils';

/** The look of a pill chip (a category or topic to pick), filled when it is the chosen one. */
export function chipClassName(chosen: boolean, ...classes: ClassValue[]) {
  return cn(
    'rounded-full border px-4 text-sm',
    chosen
      ? 'border-forest bg-forest text-cream'
      : 'border-line bg-paper text-ink hover:border-forest',
    ...classes,
  );
}
