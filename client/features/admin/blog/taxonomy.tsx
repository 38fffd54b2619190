import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormControl, FormItemField, FormLabel } from '@/components/ui/form';
import { TextControl } from '@/components/ui/text-control';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { ListEditor } from './list-editor';
import { countOf } from '../../../../shared/text';

const DEFAULT_COLOR = '#D9E4D3';

interface CategoryValues {
  name: string;
  slug: string;
  color: string;
}

/** A labelled text field of a list editor's form (a text area with `rows`). */
function TextField<Values extends FieldValues>({
  form,
  name,
  label,
  rows,
  ...props
}: Pick<ComponentProps<'input'>, 'maxLength' | 'required' | 'placeholder'> & {
  form: UseFormReturn<Values>;
  name: FieldPath<Values>;
  label: string;
  rows?: number;
}) {
  return (
    <FormItemField
      control={form.control}
      name={name}
      label={<FormLabel>{label}</FormLabel>}
      render={(field) => (
        <FormControl>
          <TextControl rows={rows} {...props} {...field} />
        </FormControl>
      )}
    />
  );
}

/** Save, and Cancel (as an icon beside the fields, or as text below them). */
function FormButtons({
  saving,
  cancel,
  iconCancel = false,
}: {
  saving: boolean;
  cancel: () => void;
  iconCancel?: boolean;
}) {
  return (
    // Beside the fields, the buttons line up with the inputs under their labels.
    <div className={cn('flex gap-2', iconCancel && 'sm:mt-[1.625rem]')}>
      <Button type="submit" disabled={saving}>
        Save
      </Button>
      {iconCancel ? (
        <Button type="button" variant="ghost" size="icon" onClick={cancel} aria-label="Cancel">
          <X aria-hidden />
        </Button>
      ) : (
        <Button type="button" variant="ghost" onClick={cancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}

/** /admin/categories: the topic categories posts are filed under (name, slug, badge colour). */
export function CategoriesPage() {
  const utils = trpc.useUtils();
  const list = trpc.blogAdmin.categories.list.useQuery();
  return (
    <ListEditor
      title="Categories"
      intro="The topics readers can browse on Clear Reasons."
      noun="Category"
      plural="categories"
      items={list.data}
      loading={list.isPending}
      layout="list"
      valuesOf={(category): CategoryValues => ({
        name: category?.name ?? '',
        slug: category?.slug ?? '',
        color: category?.color ?? DEFAULT_COLOR,
      })}
      // An empty slug is sent as it is: the server makes it from the name.
      create={trpc.blogAdmin.categories.create.useMutation()}
      update={trpc.blogAdmin.categories.update.useMutation()}
      remove={trpc.blogAdmin.categories.remove.useMutation()}
      onChanged={() => {
        void utils.blogAdmin.categories.list.invalidate();
        void utils.blogAdmin.stats.invalidate();
      }}
      deleteQuestion={(c) =>
        `Are you sure you want to delete "${c.name}"? Its posts keep existing without a category.`
      }
      renderForm={(form, { saving, cancel }) => (
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-start">
          <TextField form={form} name="name" label="Name" maxLength={60} required />
          <TextField
            form={form}
            name="slug"
            label="Slug"
            placeholder="From the name"
            maxLength={60}
          />
          <FormItemField
            control={form.control}
            name="color"
            label={<FormLabel>Colour</FormLabel>}
            render={(field) => (
              <FormControl>
                <input
                  type="color"
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                  className="h-11 w-full cursor-pointer rounded-full border border-line bg-paper px-2"
                />
              </FormControl>
            )}
          />
          <FormButtons saving={saving} cancel={cancel} iconCancel />
        </div>
      )}
      renderItem={(c, actions) => (
        <div className="flex items-center gap-4">
          <span
            className="size-8 shrink-0 rounded-full border border-line"
            style={{ backgroundColor: c.color ?? undefined }}
            aria-hidden
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">{c.name}</p>
            <p className="text-xs text-muted">
              /{c.slug} · {countOf(c.post_count, 'post')}
            </p>
          </div>
          {actions}
        </div>
      )}
    />
  );
}

/** /admin/authors: the author profiles shown under each article (name and bio). */
export function AuthorsPage() {
  const utils = trpc.useUtils();
  const list = trpc.blogAdmin.authors.list.useQuery();
  return (
    <ListEditor
      title="Authors"
      intro="The people behind the articles, shown under each post."
      noun="Author"
      plural="authors"
      newFormTitle="New author"
      items={list.data}
      loading={list.isPending}
      layout="cards"
      valuesOf={(author) => ({ name: author?.name ?? '', bio: author?.bio ?? '' })}
      create={trpc.blogAdmin.authors.create.useMutation()}
      update={trpc.blogAdmin.authors.update.useMutation()}
      remove={trpc.blogAdmin.authors.remove.useMutation()}
      onChanged={() => void utils.blogAdmin.authors.list.invalidate()}
      deleteQuestion={(a) =>
        `Are you sure you want to delete "${a.name}"? Their posts keep existing without an author.`
      }
      renderForm={(form, { saving, cancel }) => (
        <div className="space-y-4">
          <TextField form={form} name="name" label="Name" maxLength={80} required />
          <TextField form={form} name="bio" label="Bio" rows={3} maxLength={1000} />
          <FormButtons saving={saving} cancel={cancel} />
        </div>
      )}
      renderItem={(a, actions) => (
        <div className="flex gap-4">
          <span
            aria-hidden
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-sage-light font-display text-xl text-forest"
          >
            {a.name.charAt(0)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-display text-lg text-forest">{a.name}</p>
            <p className="text-xs text-muted">{countOf(a.post_count, 'post')}</p>
            {a.bio && <p className="mt-2 text-sm leading-relaxed text-muted">{a.bio}</p>}
          </div>
          <div className="flex shrink-0 items-start gap-1">{actions}</div>
        </div>
      )}
    />
  );
}
