import type { ComponentProps, ReactNode } from 'react';
import { type ControllerRenderProps, type FieldPath, type FieldPathByValue } from 'react-hook-form';
import type { PostForm } from '../../../../shared/blog';
import { FormControl, FormItemField, FormLabel } from '@/components/ui/form';
import { TextControl } from '@/components/ui/text-control';
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
  return (
    <FormItemField<PostForm, Name>
      name={name}
      id={postFieldId(name)}
      label={<FieldLabelRow label={<FormLabel>{label}</FormLabel>} hint={hint} tools={tools} />}
      note={note}
      render={children}
    />
  );
}

/** A text input of the post form, or with `rows` a text area. */
export function PostTextField({
  name,
  label,
  tools,
  ...props
}: Pick<ComponentProps<typeof TextControl>, 'rows' | 'placeholder' | 'maxLength'> & {
  name: FieldPathByValue<PostForm, string>;
  label: string;
  tools?: ReactNode;
}) {
  return (
    <PostField name={name} label={label} tools={tools}>
      {(field) => (
        <FormControl>
          <TextControl {...field} {...props} />
        </FormControl>
      )}
    </PostField>
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
