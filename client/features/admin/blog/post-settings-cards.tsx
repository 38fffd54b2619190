import { useFormContext, useWatch } from 'react-hook-form';
import { POST_STATUSES, type PostForm, type PostStatus } from '../../../../shared/blog';
import { Card } from '@/components/ui/card';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SelectOptions } from '@/components/select-options';
import { trpc } from '@/lib/trpc';
import { PostField, PostTextField } from './post-fields';

const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  review: 'Review',
  published: 'Published',
};

/** Status, author and category (native selects: they work with every picker and keyboard). */
export function PostSettingsCard() {
  const authors = trpc.blogAdmin.authors.list.useQuery();
  const categories = trpc.blogAdmin.categories.list.useQuery();
  return (
    <Card heading="Settings" className="space-y-4">
      <PostField name="status" label="Status">
        {(field) => (
          <FormControl>
            <NativeSelect {...field}>
              <SelectOptions values={POST_STATUSES} labels={STATUS_LABELS} />
            </NativeSelect>
          </FormControl>
        )}
      </PostField>
      <ReferenceField name="author_id" label="Author" empty="Select author" items={authors.data} />
      <ReferenceField
        name="category_id"
        label="Category"
        empty="Select category"
        items={categories.data}
      />
      <ScheduleField />
    </Card>
  );
}

/** An ISO time as a datetime-local value in the browser's time zone ('' for none). */
function localInputValue(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * Scheduled publishing (decision 0004): a draft or review saved with a time goes live by itself
 * at that time. Publish ignores it (publishing is now).
 */
function ScheduleField() {
  return (
    <PostField
      name="scheduled_at"
      label="Publish at (optional)"
      note="Save Draft or Submit for Review with a time: the post goes live by itself then."
    >
      {(field) => (
        <FormControl>
          <Input
            type="datetime-local"
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={localInputValue(field.value)}
            onChange={(e) => {
              const value = e.target.value;
              const date = value ? new Date(value) : null;
              field.onChange(date && !Number.isNaN(date.getTime()) ? date.toISOString() : '');
            }}
          />
        </FormControl>
      )}
    </PostField>
  );
}

function ReferenceField({
  name,
  label,
  empty,
  items,
}: {
  name: 'author_id' | 'category_id';
  label: string;
  empty: string;
  items: { id: number; name: string }[] | undefined;
}) {
  return (
    <PostField name={name} label={label}>
      {(field) => (
        <FormControl>
          <NativeSelect
            {...field}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{empty}</option>
            {items?.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      )}
    </PostField>
  );
}

/** The featured image with its preview, and the social share image. */
export function PostImageCard() {
  const { control } = useFormContext<PostForm>();
  const image = useWatch({ control, name: 'featured_image_url' });
  return (
    <Card heading="Featured Image" className="space-y-4">
      <PostTextField
        name="featured_image_url"
        label="Image URL"
        placeholder="https://… or /images/…"
        maxLength={2000}
      />
      {image.trim() && (
        <img
          src={image}
          alt="Featured image preview"
          className="aspect-video w-full rounded-2xl border border-line object-cover"
          data-testid="image-preview"
        />
      )}
      <PostTextField
        name="og_image_url"
        label="Social Share Image URL (Optional)"
        placeholder="Defaults to the featured image"
        maxLength={2000}
      />
    </Card>
  );
}
