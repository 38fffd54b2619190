import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus, X } from 'lucide-react';
import { useForm, useFormState, useWatch, type Control } from 'react-hook-form';
import { toast } from 'sonner';
import {
  RATING_LABELS,
  concernLabel,
  SAFETY_RATINGS,
  functionLabel,
} from '../../../shared/ingredients';
import {
  EVIDENCE,
  EVIDENCE_LEVELS,
  KB_CONCERNS,
  KB_FUNCTIONS,
  KB_ORIGINS,
} from '../../../shared/ingredients-kb';
import {
  KB_DOMAINS,
  MAX_ENTRY_SOURCES,
  entryFieldsSchema,
  type EntryFields,
} from '../../../shared/schemas/ingredients';
import { ChipInput, OptionChecklist } from '@/features/admin/products/chip-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, FormAlert, FormControl, FormItemField, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SelectOptions } from '@/components/select-options';
import { TextControl } from '@/components/ui/text-control';
import { showServerErrors } from '@/lib/server-errors';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { BadgePreview, plural, ProductsUsing } from './entry-impact';

type Entry = RouterOutputs['ingredients']['entry'];

const FIELDS = [
  'inci',
  'synonyms',
  'cas',
  'domain',
  'functions',
  'rating',
  'concerns',
  'origin',
  'explanation',
  'sources',
  'evidence',
] as const satisfies readonly (keyof EntryFields)[];

const ORIGIN_LABELS: Record<(typeof KB_ORIGINS)[number], string> = {
  natural: 'Natural',
  'natural-derived': 'Natural-derived',
  synthetic: 'Synthetic',
  mineral: 'Mineral',
};
const DOMAIN_LABELS: Record<(typeof KB_DOMAINS)[number], string> = {
  cosmetics: 'Cosmetics',
  household: 'Household',
};
const EVIDENCE_LABELS = Object.fromEntries(
  EVIDENCE_LEVELS.map((level) => [level, EVIDENCE[level].label]),
) as Record<(typeof EVIDENCE_LEVELS)[number], string>;

function formValues(entry?: Entry): EntryFields {
  if (!entry) {
    return {
      inci: '',
      synonyms: [],
      cas: '',
      domain: 'cosmetics',
      functions: [],
      rating: 'no-concern',
      concerns: [],
      origin: 'synthetic',
      explanation: '',
      sources: [''],
      evidence: 'limited',
    };
  }
  return {
    inci: entry.inci,
    synonyms: entry.synonyms,
    cas: entry.cas ?? '',
    domain: entry.domain,
    functions: entry.functions as EntryFields['functions'],
    rating: entry.rating,
    concerns: entry.concerns as EntryFields['concerns'],
    origin: (entry.origin ?? 'synthetic') as EntryFields['origin'],
    explanation: entry.explanation,
    sources: entry.sources,
    evidence: entry.evidence,
  };
}

/**
 * Writes a new knowledge-base entry, or edits any entry (it becomes a reviewed staff entry that
 * the data files never overwrite). Before saving it shows which products' badges would change.
 */
export function EntryEditor({
  entry,
  onSaved,
  onClose,
}: {
  /** Without an entry, a new one. */
  entry?: Entry;
  onSaved: (id: number) => void;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const form = useForm<EntryFields>({
    defaultValues: formValues(entry),
    resolver: zodResolver(entryFieldsSchema),
  });
  const save = trpc.ingredients.saveEntry.useMutation({
    onSuccess: async ({ id, products }) => {
      toast.success(
        products > 0
          ? `Entry saved; badges of ${plural(products, 'product')} are being updated.`
          : 'Entry saved; no product uses it yet.',
      );
      await Promise.all([
        utils.ingredients.entries.invalidate(),
        utils.ingredients.entry.invalidate({ id }),
        utils.ingredients.previewEntry.invalidate(),
        utils.ingredients.pending.invalidate(),
        utils.ingredients.forProduct.invalidate(),
        utils.catalog.invalidate(),
      ]);
      onSaved(id);
    },
    onError: (error) => {
      const { fields, form: rest } = showServerErrors(error, form.setError, FIELDS);
      toast.error('The entry was not saved', {
        description: Object.values(fields)[0] ?? rest ?? 'Please try again.',
      });
    },
  });
  const { control } = form;
  const submit = form.handleSubmit((values) =>
    // The form starts again from what was saved: the preview compares with it from now on.
    save.mutate({ ...values, id: entry?.id }, { onSuccess: () => form.reset(values) }),
  );

  return (
    <Card
      heading={entry ? `Edit ${entry.inci}` : 'New entry'}
      aria-label="Entry editor"
      data-testid="entry-editor"
    >
      <p className="mt-1 text-sm text-muted">
        {entry?.source === 'builtin'
          ? 'A built-in entry. Once you save it, it is a staff entry and the data files no longer change it.'
          : entry?.source === 'ai'
            ? 'Written by the AI provider. Saving it makes it a reviewed staff entry.'
            : entry
              ? 'A staff entry.'
              : 'Products that list one of its names as not rated are linked to it when you save.'}
      </p>
      <Form {...form}>
        <form onSubmit={submit} className="mt-5 space-y-5" noValidate>
          <TextField control={control} name="inci" label="INCI name" />
          <FormItemField
            control={control}
            name="synonyms"
            label={null}
            render={(field) => (
              <ChipInput
                id="entry-synonyms"
                label="Synonyms"
                hint="Other names on labels: press Enter after each."
                values={field.value}
                onChange={field.onChange}
                max={40}
                maxLength={120}
              />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField control={control} name="cas" label="CAS number" placeholder="7732-18-5" />
            <SelectField
              control={control}
              name="rating"
              label="Rating"
              values={SAFETY_RATINGS}
              labels={RATING_LABELS}
            />
            <SelectField
              control={control}
              name="origin"
              label="Origin"
              values={KB_ORIGINS}
              labels={ORIGIN_LABELS}
            />
            <SelectField
              control={control}
              name="domain"
              label="Used in"
              values={KB_DOMAINS}
              labels={DOMAIN_LABELS}
            />
          </div>
          <ChecklistField
            control={control}
            name="functions"
            legend="Functions"
            options={KB_FUNCTIONS}
            labelOf={functionLabel}
          />
          <ChecklistField
            control={control}
            name="concerns"
            legend="Concerns"
            options={KB_CONCERNS}
            labelOf={concernLabel}
          />
          <TextField control={control} name="explanation" label="Explanation" rows={4} />
          <FormItemField
            control={control}
            name="sources"
            label={<p className="text-sm font-medium text-ink">Sources</p>}
            render={(field) => <SourceList values={field.value} onChange={field.onChange} />}
          />
          <SelectField
            control={control}
            name="evidence"
            label="Evidence"
            values={EVIDENCE_LEVELS}
            labels={EVIDENCE_LABELS}
          />
          <EvidenceHint control={control} />
          {entry && <BadgePreview control={control} entryId={entry.id} />}
          <FormAlert message={form.formState.errors.root?.message} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {save.isPending ? 'Saving…' : 'Save entry'}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </form>
      </Form>
      {entry && <ProductsUsing products={entry.products} />}
    </Card>
  );
}

function TextField({
  control,
  name,
  label,
  rows,
  placeholder,
}: {
  control: Control<EntryFields>;
  name: 'inci' | 'cas' | 'explanation';
  label: string;
  rows?: number;
  placeholder?: string;
}) {
  return (
    <FormItemField
      control={control}
      name={name}
      label={<FormLabel>{label}</FormLabel>}
      render={(field) => (
        <FormControl>
          <TextControl {...field} rows={rows} placeholder={placeholder} className="mt-1.5" />
        </FormControl>
      )}
    />
  );
}

function SelectField<Value extends string>({
  control,
  name,
  label,
  values,
  labels,
}: {
  control: Control<EntryFields>;
  name: 'rating' | 'origin' | 'domain' | 'evidence';
  label: string;
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return (
    <FormItemField
      control={control}
      name={name}
      label={<FormLabel>{label}</FormLabel>}
      render={(field) => (
        <FormControl>
          <NativeSelect {...field} className="mt-1.5">
            <SelectOptions values={values} labels={labels} />
          </NativeSelect>
        </FormControl>
      )}
    />
  );
}

/** What the chosen evidence level tells shoppers (the words of their ingredient sheet). */
function EvidenceHint({ control }: { control: Control<EntryFields> }) {
  const level = useWatch({ control, name: 'evidence' });
  return <p className="-mt-3 text-xs text-muted">Shoppers read: {EVIDENCE[level].explanation}</p>;
}

/** A list of checkboxes, one for each option. */
function ChecklistField({
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
function SourceList({
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
