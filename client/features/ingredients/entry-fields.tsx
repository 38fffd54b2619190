/**
 * The controls of the entry editor, each bound to one field of the form: a text field, a select,
 * a checklist, the list of sources and the hint under the evidence level.
 */
import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  useFormState,
  useWatch,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
} from 'react-hook-form';
import { EVIDENCE } from '../../../shared/ingredients-kb';
import { MAX_ENTRY_SOURCES, type EntryFields } from '../../../shared/schemas/ingredients';
import { OptionChecklist } from '@/features/admin/products/chip-input';
import { Button } from '@/components/ui/button';
import { FormControl, FormDescription, FormItemField, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SelectOptions } from '@/components/select-options';
import { TextControl } from '@/components/ui/text-control';

/** A field of the entry form with its label above the control that `render` gives. */
function LabelledField<Name extends FieldPath<EntryFields>>({
  label,
  ...field
}: {
  control: Control<EntryFields>;
  name: Name;
  label: string;
  render: (field: ControllerRenderProps<EntryFields, Name>) => ReactNode;
}) {
  return <FormItemField {...field} label={<FormLabel>{label}</FormLabel>} />;
}

type FieldProps<Name> = { control: Control<EntryFields>; name: Name; label: string };

export function TextField({
  rows,
  placeholder,
  hint,
  ...field
}: FieldProps<'inci' | 'cas' | 'explanation' | 'contextExplanation'> & {
  rows?: number;
  placeholder?: string;
  hint?: string;
}) {
  return (
    <LabelledField
      {...field}
      render={(props) => (
        <>
          {hint && <FormDescription className="mt-1">{hint}</FormDescription>}
          <FormControl>
            <TextControl {...props} rows={rows} placeholder={placeholder} className="mt-1.5" />
          </FormControl>
        </>
      )}
    />
  );
}

export function SelectField<Value extends string>({
  values,
  labels,
  ...field
}: FieldProps<'rating' | 'origin' | 'domain' | 'evidence'> & {
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return (
    <LabelledField
      {...field}
      render={(props) => (
        <FormControl>
          <NativeSelect {...props} className="mt-1.5">
            <SelectOptions values={values} labels={labels} />
          </NativeSelect>
        </FormControl>
      )}
    />
  );
}

/** What the chosen evidence level tells shoppers (the words of their ingredient sheet). */
export function EvidenceHint({ control }: { control: Control<EntryFields> }) {
  const level = useWatch({ control, name: 'evidence' });
  return <p className="-mt-3 text-xs text-muted">Shoppers read: {EVIDENCE[level].explanation}</p>;
}

/** A list of checkboxes, one for each option. */
export function ChecklistField({
  control,
  name,
  legend,
  options,
  labelOf,
}: {
  control: Control<EntryFields>;
  name: 'functions' | 'concerns';
  legend: string;
  options: readonly string[];
  labelOf: (option: string) => string;
}) {
  return (
    <FormItemField
      control={control}
      name={name}
      label={null}
      render={(field) => (
        <OptionChecklist
          legend={legend}
          options={options}
          labelOf={labelOf}
          values={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/** The message of each source input (the list's own message shows under the list). */
function useSourceErrors(count: number): (string | undefined)[] {
  const { errors } = useFormState<EntryFields>({ name: 'sources' });
  return Array.from({ length: count }, (_, index) => errors.sources?.[index]?.message);
}

/** The sources as a list of titles, one input each. */
export function SourceList({
  values,
  onChange,
}: {
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const errors = useSourceErrors(values.length);
  return (
    <div className="mt-1.5 space-y-2">
      {values.map((source, index) => (
        <div key={index}>
          <div className="flex gap-2">
            <Input
              value={source}
              aria-label={`Source ${index + 1}`}
              maxLength={300}
              placeholder="EU CosIng database"
              aria-invalid={errors[index] ? true : undefined}
              onChange={(event) =>
                onChange(values.map((old, i) => (i === index ? event.target.value : old)))
              }
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="shrink-0"
              aria-label={`Remove source ${index + 1}`}
              disabled={values.length === 1}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
            >
              <X aria-hidden />
            </Button>
          </div>
          {errors[index] && <p className="mt-1 text-xs text-danger">{errors[index]}</p>}
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={values.length >= MAX_ENTRY_SOURCES}
        onClick={() => onChange([...values, ''])}
      >
        <Plus aria-hidden /> Add a source
      </Button>
    </div>
  );
}
