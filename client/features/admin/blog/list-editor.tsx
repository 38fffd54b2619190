/**
 * A list of named things staff add, edit and delete in place (the blog's categories and authors):
 * the heading with its New button, the list (one card, or a card per item), and one form at a
 * time, for a new item or in place of the item being edited. The form is react-hook-form; the
 * server's field errors show under their fields and in the error toast.
 */
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { showServerErrors } from '@/lib/server-errors';

interface MutateOptions {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface Mutation<Input> {
  mutate: (input: Input, options: MutateOptions) => void;
  isPending: boolean;
}

export interface ListEditorProps<
  Item extends { id: number; name: string },
  Values extends FieldValues,
> {
  title: string;
  intro: string;
  /** 'Category', 'categories': the button, the toasts and the list's states name it. */
  noun: string;
  plural: string;
  /** The title of the card with the new item's form, if it has one. */
  newFormTitle?: string;
  items: Item[] | undefined;
  loading: boolean;
  /** One card holding a divided list, or a card per item. */
  layout: 'list' | 'cards';
  valuesOf: (item?: Item) => Values;
  create: Mutation<Values>;
  update: Mutation<Values & { id: number }>;
  remove: Mutation<{ id: number }>;
  /** After each successful write (the lists to refresh). */
  onChanged: () => void;
  deleteQuestion: (item: Item) => string;
  /** The form's fields and its Save and Cancel buttons (`cancel` closes the form). */
  renderForm: (
    form: UseFormReturn<Values>,
    buttons: { saving: boolean; cancel: () => void },
  ) => ReactNode;
  /** The item's row, with its Edit and Delete buttons (`actions`). */
  renderItem: (item: Item, actions: ReactNode) => ReactNode;
}

export function ListEditor<Item extends { id: number; name: string }, Values extends FieldValues>(
  props: ListEditorProps<Item, Values>,
) {
  const { title, intro, noun, plural, items, layout } = props;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const form = useForm<Values>({ defaultValues: props.valuesOf() as DefaultValues<Values> });
  const fields = Object.keys(props.valuesOf()) as FieldPath<Values>[];

  const handlers = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      setEditing(null);
      props.onChanged();
    },
    onError: (error: unknown) => {
      const { fields: found, form: rest } = showServerErrors(error, form.setError, fields);
      const first: string | undefined = Object.values<string | undefined>(found)[0];
      toast.error('Error', { description: first ?? rest ?? 'Please try again.' });
    },
  });
  const start = (target: number | 'new') => {
    form.reset(props.valuesOf(items?.find((item) => item.id === target)));
    setEditing(target);
  };
  const submit = form.handleSubmit((values) => {
    if (editing === 'new') props.create.mutate(values, handlers(`${noun} added`));
    else if (typeof editing === 'number')
      props.update.mutate({ ...values, id: editing }, handlers(`${noun} updated`));
  });
  const editor = (
    <Form {...form}>
      <form onSubmit={submit}>
        {props.renderForm(form, {
          saving: props.create.isPending || props.update.isPending,
          cancel: () => setEditing(null),
        })}
      </form>
    </Form>
  );
  const actions = (item: Item) => (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => start(item.id)}
        aria-label={`Edit ${item.name}`}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-danger hover:bg-danger/10"
        aria-label={`Delete ${item.name}`}
        onClick={() => {
          if (window.confirm(props.deleteQuestion(item)))
            props.remove.mutate({ id: item.id }, handlers(`${noun} deleted`));
        }}
      >
        <Trash2 aria-hidden />
      </Button>
    </>
  );
  const row = (item: Item) =>
    editing === item.id ? editor : props.renderItem(item, actions(item));

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl text-forest sm:text-4xl">{title}</h1>
          <p className="mt-1 text-muted">{intro}</p>
        </div>
        <Button onClick={() => start('new')} disabled={editing === 'new'}>
          <Plus aria-hidden /> New {noun}
        </Button>
      </div>
      {editing === 'new' && (
        <Card className="mt-6">
          {props.newFormTitle && <CardTitle className="mb-4">{props.newFormTitle}</CardTitle>}
          {editor}
        </Card>
      )}
      {layout === 'list' ? (
        <Card className="mt-6 p-0 sm:p-0">
          {props.loading ? (
            <p className="p-10 text-center text-muted">Loading {plural}...</p>
          ) : !items?.length ? (
            <p className="p-10 text-center text-muted">No {plural} yet.</p>
          ) : (
            <ul className="divide-y divide-line">
              {items.map((item) => (
                <li key={item.id} className="p-4 sm:px-6">
                  {row(item)}
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : (
        <div className="mt-6 space-y-4">
          {props.loading ? (
            <p className="p-10 text-center text-muted">Loading {plural}...</p>
          ) : !items?.length ? (
            <Card className="text-center text-muted">No {plural} yet.</Card>
          ) : (
            items.map((item) => <Card key={item.id}>{row(item)}</Card>)
          )}
        </div>
      )}
    </div>
  );
}
