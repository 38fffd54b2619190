import { X } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  addKeyword,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  type PostForm,
} from '../../../../shared/blog';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextControl } from '@/components/ui/text-control';
import type { FormPatch } from './ai-flow';
import { AiTools } from './post-ai-tools';
import { Counter, FieldLabelRow, PostField, postFieldId } from './post-fields';
import type { PostAi } from './use-post-ai';

/** SEO & Meta Data: meta title and description with their counters, and the keywords. */
export function PostSeoCard({ ai, patch }: { ai: PostAi; patch: (values: FormPatch) => void }) {
  const { control } = useFormContext<PostForm>();
  const title = useWatch({ control, name: 'title' });
  return (
    <Card className="space-y-5">
      <div className="flex items-center justify-between gap-2">
        <CardTitle>SEO &amp; Meta Data</CardTitle>
        <AiTools
          field="seo"
          initialInput={title.trim() || ai.topic.trim()}
          ai={ai}
          onApply={patch}
        />
      </div>
      <CountedField
        name="meta_title"
        label="Meta Title"
        max={META_TITLE_MAX}
        placeholder="Title shown in search results"
      />
      <CountedField
        name="meta_description"
        label="Meta Description"
        max={META_DESCRIPTION_MAX}
        rows={4}
        placeholder="Description shown in search results"
      />
      <KeywordsField />
    </Card>
  );
}

/** A field cut at `max` characters, with a counter below it. */
function CountedField({
  name,
  label,
  max,
  rows,
  placeholder,
}: {
  name: 'meta_title' | 'meta_description';
  label: string;
  max: number;
  rows?: number;
  placeholder: string;
}) {
  const countId = `${postFieldId(name)}-count`;
  return (
    <PostField name={name} label={label}>
      {(field) => (
        <>
          <FormControl aria-describedby={countId}>
            <TextControl
              {...field}
              rows={rows}
              onChange={(e) => field.onChange(e.target.value.slice(0, max))}
              maxLength={max}
              placeholder={placeholder}
            />
          </FormControl>
          <Counter id={countId} value={field.value.length} max={max} />
        </>
      )}
    </PostField>
  );
}

/**
 * Type a keyword and press Enter (or Add); a blank or repeated keyword is not added. Each has a
 * remove button.
 */
function KeywordsField() {
  const { control, setValue, getValues } = useFormContext<PostForm>();
  const keywords = useWatch({ control, name: 'meta_keywords' });
  const [keyword, setKeyword] = useState('');
  const set = (next: string[]) => setValue('meta_keywords', next, { shouldDirty: true });
  const add = () => {
    set(addKeyword(getValues('meta_keywords'), keyword));
    setKeyword('');
  };
  const id = postFieldId('keyword');
  return (
    <div>
      <FieldLabelRow label={<Label htmlFor={id}>Keywords</Label>} />
      <div className="flex gap-2">
        <Input
          id={id}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          placeholder="Type a keyword and press Enter"
          maxLength={60}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      {keywords.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Added keywords">
          {keywords.map((k) => (
            <li
              key={k}
              className="inline-flex items-center gap-1 rounded-full bg-sage-light py-1 pr-1 pl-3 text-sm text-forest-dark"
            >
              {k}
              <button
                type="button"
                onClick={() => set(keywords.filter((x) => x !== k))}
                className="rounded-full p-1 hover:bg-sage/40"
                aria-label={`Remove keyword ${k}`}
              >
                <X className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
