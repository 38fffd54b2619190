/**
 * The product form's fields on the shared form kit (@/components/ui/form): each connects one key
 * of ProductFormState to its control, its label and its message.
 */
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { FormControl, FormField, FormItemField, FormLabel } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/native-select';
import { TextControl } from '@/components/ui/text-control';
import { cn } from '@/lib/utils';
import { ChipInput, OptionChecklist } from './chip-input';
import { CHIP_LIMITS, type ProductFormState } from './form-state';

type Keys<T> = {
  [K in keyof ProductFormState]: ProductFormState[K] extends T ? K : never;
}[keyof ProductFormState];
export type TextKey = Keys<string>;
export type ListKey = Keys<string[]>;
export type FlagKey = Keys<boolean>;

/** The control's id: the editor focuses the first field with a problem by it. */
export const productFieldId = (name: keyof ProductFormState) => `product-${name}`;

type ControlProps = Pick<
  ComponentProps<'input'>,
  'maxLength' | 'placeholder' | 'inputMode' | 'type' | 'required' | 'list'
>;

/** A labelled field of the product form; `render` gives its control (FormControl wraps it). */
function LabelledField({
  name,
  label,
  className,
  render,
  children,
}: {
  name: TextKey;
  label: string;
  className?: string;
  render: (field: ControllerRenderProps<ProductFormState, TextKey>) => ReactElement;
  children?: ReactNode;
}) {
  return (
    <FormItemField<ProductFormState, TextKey>
      name={name}
      id={productFieldId(name)}
      className={className}
      label={<FormLabel>{label}</FormLabel>}
      render={(field) => <FormControl>{render(field)}</FormControl>}
    >
      {children}
    </FormItemField>
  );
}

/** A text input, or with `rows` a text area; `wide` spans both columns of a two-column grid. */
export function TextField({
  name,
  label,
  className,
  wide,
  controlClassName,
  children,
  ...props
}: ControlProps & {
  name: TextKey;
  label: string;
  className?: string;
  wide?: boolean;
  controlClassName?: string;
  rows?: number;
  children?: ReactNode;
}) {
  return (
    <LabelledField
      name={name}
      label={label}
      className={wide ? cn('sm:col-span-2', className) : className}
      render={(field) => <TextControl className={controlClassName} {...props} {...field} />}
    >
      {children}
    </LabelledField>
  );
}

/**
 * One value from a list, each shown as `optionLabel` gives; a stored value outside the list stays
 * visible, marked with `unknownNote`.
 */
export function SelectField({
  options,
  optionLabel = (value) => value,
  emptyLabel = 'Not set',
  unknownNote = 'not an option',
  ...labelled
}: Omit<ComponentProps<typeof LabelledField>, 'render' | 'children'> & {
  options: readonly string[];
  optionLabel?: (value: string) => string;
  emptyLabel?: string;
  unknownNote?: string;
}) {
  return (
    <LabelledField
      {...labelled}
      render={(field) => (
        <NativeSelect {...field}>
          <option value="">{emptyLabel}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
          {field.value && !options.includes(field.value) && (
            <option value={field.value}>
              {optionLabel(field.value)} ({unknownNote})
            </option>
          )}
        </NativeSelect>
      )}
    />
  );
}

/** A list field of the product form: `render` gets its values, their setter and its error. */
function ListField({
  name,
  render,
}: {
  name: ListKey;
  render: (list: {
    values: string[];
    onChange: (values: string[]) => void;
    error: string | undefined;
  }) => ReactElement;
}) {
  return (
    <FormField<ProductFormState, ListKey>
      name={name}
      render={({ field, fieldState }) =>
        render({ values: field.value, onChange: field.onChange, error: fieldState.error?.message })
      }
    />
  );
}

/** A list of chips; how many and how long each may be come from the field's limits. */
export function ChipField({
  name,
  ...props
}: { name: keyof typeof CHIP_LIMITS } & Omit<
  ComponentProps<typeof ChipInput>,
  'id' | 'values' | 'onChange' | 'error' | 'max' | 'maxLength'
>) {
  const limits = CHIP_LIMITS[name];
  return (
    <ListField
      name={name}
      render={(list) => (
        <ChipInput
          id={productFieldId(name)}
          max={limits.max}
          maxLength={limits.length}
          {...list}
          {...props}
        />
      )}
    />
  );
}

export function ChecklistField({
  name,
  legend,
  options,
}: {
  name: ListKey;
  legend: string;
  options: readonly string[];
}) {
  return (
    <ListField
      name={name}
      render={(list) => <OptionChecklist legend={legend} options={options} {...list} />}
    />
  );
}

/** A yes/no switch (a checkbox with role switch, so it works with the keyboard and before JS). */
export function ToggleField({
  name,
  label,
  hint,
}: {
  name: FlagKey;
  label: string;
  hint?: string;
}) {
  return (
    <FormField<ProductFormState, FlagKey>
      name={name}
      render={({ field }) => (
        <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-2 py-2 hover:bg-cream">
          <span className="text-sm text-ink">
            {label}
            {hint && <span className="block text-xs text-muted">{hint}</span>}
          </span>
          <input
            type="checkbox"
            role="switch"
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            className="peer sr-only"
          />
          <span
            aria-hidden
            className="relative h-6 w-11 shrink-0 rounded-full bg-line transition-colors peer-checked:bg-forest peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-paper after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </label>
      )}
    />
  );
}
