/**
 * Forms on react-hook-form (docs/decisions/0010-forms.md), the shadcn way: FormField connects a
 * field to the form, FormItem gives it an id, and FormLabel, FormControl, FormDescription and
 * FormMessage read that id and the field's error, so labels, aria-invalid and aria-describedby
 * are always right.
 */
import { Slot } from 'radix-ui';
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type Control,
  type ControllerProps,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export const Form = FormProvider;

const FieldContext = createContext<{ name: string } | null>(null);
const ItemContext = createContext<{ id: string } | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: ControllerProps<TFieldValues, TName>) {
  return (
    <FieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldContext.Provider>
  );
}

/** The field's ids and error, for the parts of a FormItem. */
export function useFormField() {
  const field = useContext(FieldContext);
  const item = useContext(ItemContext);
  const { getFieldState } = useFormContext();
  if (!field || !item) throw new Error('useFormField belongs inside <FormField> and <FormItem>');
  const formState = useFormState({ name: field.name });
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: item.id,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
    error: state.error,
  };
}

/** One field's box; `id` sets the control's id (for links and tests that know it). */
export function FormItem({ id, className, ...props }: ComponentProps<'div'>) {
  const generated = useId();
  return (
    <ItemContext.Provider value={{ id: id ?? generated }}>
      <div className={className} {...props} />
    </ItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { formItemId } = useFormField();
  return <Label htmlFor={formItemId} className={className} {...props} />;
}

function describedByOf(...ids: (string | undefined)[]): string | undefined {
  const unique = [...new Set(ids.flatMap((id) => id?.split(' ') ?? []).filter(Boolean))];
  return unique.length ? unique.join(' ') : undefined;
}

/** The control: its id, aria-invalid, and its message among what describes it. */
export function FormControl({
  'aria-describedby': describedBy,
  ...props
}: ComponentProps<typeof Slot.Root>) {
  const { formItemId, messageId, error } = useFormField();
  return (
    <Slot.Root
      id={formItemId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByOf(describedBy, error ? messageId : undefined)}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId } = useFormField();
  return <p id={descriptionId} className={cn('mt-1 text-xs text-muted', className)} {...props} />;
}

/** The field's error message; without an error, its children (a hint) or nothing. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { messageId, error } = useFormField();
  const body = error?.message ? String(error.message) : children;
  if (!body) return null;
  return (
    <p
      id={messageId}
      className={cn('mt-1 text-xs', error ? 'text-danger' : 'text-muted', className)}
      {...props}
    >
      {body}
    </p>
  );
}

/**
 * The usual field in one piece: FormField and FormItem around a label (a FormLabel, or a row
 * holding one), the control that `render` returns (wrapped in FormControl) and the message, or
 * `note` while there is none; `children` come last. Without `control` the field belongs to the
 * form of the surrounding <Form> (react-hook-form's form context).
 */
export function FormItemField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  control,
  name,
  id,
  className,
  label,
  note,
  render,
  children,
}: {
  control?: Control<TFieldValues>;
  name: TName;
  id?: string;
  className?: string;
  label: ReactNode;
  note?: ReactNode;
  render: (field: ControllerRenderProps<TFieldValues, TName>) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem id={id} className={className}>
          {label}
          {render(field)}
          <FormMessage>{note}</FormMessage>
          {children}
        </FormItem>
      )}
    />
  );
}

export { FormAlert } from './form-alert';
