import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { trpc } from '@/lib/trpc';
import { ListEditor, type MutateOptions } from './list-editor';

const DEFAULT_COLOR = '#D9E4D3';

interface CategoryValues {
  name: string;
  slug: string;
  color: string;
}

/** An empty slug is left out: the server makes it from the name. */
function withSlugFromName<Values extends CategoryValues>(values: Values) {
  return { ...values, slug: values.slug.trim() || undefined };
}

/** A labelled field of a list editor's form; `control` is its input. */
function Field<Values extends FieldValues>({
  form,
  name,
  label,
  control,
}: {
  form: UseFormReturn<Values>;
  name: FieldPath<Values>;
  label: string;
  control: (field: { value: string; onChange: (value: string) => void }) => ReactNode;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {control({ value: field.value as string, onChange: field.onChange })}
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** /admin/categories: the topic categories posts are filed under (name, slug, badge colour). */
export function CategoriesPage() {
  const utils = trpc.useUtils();
  const list = trpc.blogAdmin.categories.list.useQuery();
  const create = trpc.blogAdmin.categories.create.useMutation();
  const update = trpc.blogAdmin.categories.update.useMutation();
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
      create={{
        isPending: create.isPending,
        mutate: (values: CategoryValues, options: MutateOptions) =>
          create.mutate(withSlugFromName(values), options),
      }}
      update={{
        isPending: update.isPending,
        mutate: (values: CategoryValues & { id: number }, options: MutateOptions) =>
          update.mutate(withSlugFromName(values), options),
      }}
      remove={trpc.blogAdmin.categories.remove.useMutation()}
      onChanged={() => {
        void utils.blogAdmin.categories.list.invalidate();
        void utils.blogAdmin.stats.invalidate();
      }}
      deleteQuestion={(c) =>
        `Are you sure you want to delete "${c.name}"? Its posts keep existing without a category.`
      }
      renderForm={(form, { saving, cancel }) => (
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end">
          <Field
            form={form}
            name="name"
            label="Name"
            control={(field) => (
              <Input
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                maxLength={60}
                required
              />
            )}
          />
          <Field
            form={form}
            name="slug"
            label="Slug"
            control={(field) => (
              <Input
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                placeholder="From the name"
                maxLength={60}
              />
            )}
          />
          <Field
            form={form}
            name="color"
            label="Colour"
            control={(field) => (
              <input
                type="color"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                className="h-11 w-full cursor-pointer rounded-full border border-line bg-paper px-2"
              />
            )}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={saving}>
              Save
            </Button>
            <Button type="button" variant="ghost" size="icon" onClick={cancel} aria-label="Cancel">
              <X aria-hidden />
            </Button>
          </div>
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
              /{c.slug} · {c.post_count} {c.post_count === 1 ? 'post' : 'posts'}
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
          <Field
            form={form}
            name="name"
            label="Name"
            control={(field) => (
              <Input
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                maxLength={80}
                required
              />
            )}
          />
          <Field
            form={form}
            name="bio"
            label="Bio"
            control={(field) => (
              <Textarea
                rows={3}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                maxLength={1000}
              />
            )}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={saving}>
              Save
            </Button>
            <Button type="button" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
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
            <p className="text-xs text-muted">
              {a.post_count} {a.post_count === 1 ? 'post' : 'posts'}
            </p>
            {a.bio && <p className="mt-2 text-sm leading-relaxed text-muted">{a.bio}</p>}
          </div>
          <div className="flex shrink-0 items-start gap-1">{actions}</div>
        </div>
      )}
    />
  );
}
