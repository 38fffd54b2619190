import type { ReactNode } from 'react';
import { useFormContext, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import type { PostForm } from '../../../../shared/blog';
import { FormItemField, FormLabel } from '@/components/ui/form';
import { cn } from '@/lib/utils';

export const postFieldId = (name: string) => `post-${name}`;

/**
 * One field of the post form: its label with an optional hint and tools (AI buttons) on the
 * label's line, its control (wrap it in FormControl), and its message (or `note` without one).
 */
export function PostField<Name extends FieldPath<PostForm>>({
  name,
  label,
  hint,
  tools,
  note,
  children,
}: {
  name: Name;
  label: string;
  hint?: ReactNode;
  tools?: ReactNode;
  note?: ReactNode;
  children: (field: ControllerRenderProps<PostForm, Name>) => ReactNode;
}) {
  const { control } = useFormContext<PostForm>();
  return (
    <FormItemField
      control={control}
      name={name}
      id={postFieldId(name)}
      label={<FieldLabelRow label={<FormLabel>{label}</FormLabel>} hint={hint} tools={tools} />}
      note={note}
      render={children}
    />
  );
}

/** A label with its hint on the left and tools on the right. */
export function FieldLabelRow({
  label,
  hint,
  tools,
}: {
  label: ReactNode;
  hint?: ReactNode;
  tools?: ReactNode;
}) {
  return (
    <div className="flex min-h-8 items-end justify-between gap-2">
      <span className="flex items-center gap-1.5">
        {label}
        {hint}
      </span>
      {tools}
    </div>
  );
}

export function Counter({ id, value, max }: { id: string; value: number; max: number }) {
  return (
    <p
      id={id}
      className={cn('mt-1 text-right text-xs', value >= max ? 'text-danger' : 'text-muted')}
    >
      {value}/{max} characters
    </p>
  );
}
