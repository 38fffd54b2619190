import { cn } from '@/lib/utils';

/**
 * A field's error, under the field (its `aria-describedby` names `id`): the browser's check, the
 * form schema's or the server's. Renders nothing without one.
 */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={cn('mt-1.5 text-sm text-danger', className)}>
      {message}
    </p>
  );
}
