import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  RATING_LABELS,
  concernLabel,
  SAFETY_RATINGS,
  functionLabel,
} from '../../../shared/ingredients';
import {
  EVIDENCE_LEVELS,
  KB_CONCERNS,
  KB_FUNCTIONS,
  KB_ORIGINS,
} from '../../../shared/ingredients-kb';
import {
  KB_DOMAINS,
  entryFieldsSchema,
  type EntryFields,
} from '../../../shared/schemas/ingredients';
import { ChipInput } from '@/features/admin/products/chip-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, FormAlert, FormItemField } from '@/components/ui/form';
import { showServerErrors } from '@/lib/server-errors';
import { trpc } from '@/lib/trpc';
import { BadgePreview, plural, ProductsUsing } from './entry-impact';
import { ChecklistField, EvidenceHint, SelectField, SourceList, TextField } from './entry-fields';
import {
  DOMAIN_LABELS,
  EVIDENCE_LABELS,
  FIELDS,
  formValues,
  ORIGIN_LABELS,
  OTHER_CONTEXT_LABELS,
  type Entry,
} from './entry-form-values';

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
  const domain = useWatch({ control, name: 'domain' });
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
          <TextField
            control={control}
            name="contextExplanation"
            label={OTHER_CONTEXT_LABELS[domain]}
            hint="Where it serves both: what it does there, for example a surfactant in a dish liquid rather than a shampoo. Leave empty when the explanation above fits both."
            rows={3}
          />
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
