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
import { Textarea } from '@/components/ui/textarea';
import type { FormPatch } from './ai-flow';
import { AiTools } from './post-ai-tools';
import { Counter, FieldLabelRow, PostField, postFieldId } from './post-fields';
import type { PostAi } from './use-post-ai';

/** SEO & Meta Data: meta title and description with their counters, and the keywords. */
export function PostSeoCard({ ai, patch }: { ai: PostAi; patch: (values: FormPatch) => void }) {
  const { control } = useFormContext<PostForm>();
  const title = useWatch({ control, name: 'title' });
  const countId = (name: string) => `${postFieldId(name)}-count`;
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
      <PostField name="meta_title" label="Meta Title">
        {(field) => (
          <>
            <FormControl aria-describedby={countId('meta_title')}>
              <Input
                {...field}
                onChange={(e) => field.onChange(e.target.value.slice(0, META_TITLE_MAX))}
                maxLength={META_TITLE_MAX}
                placeholder="Title shown in search results"
              />
            </FormControl>
            <Counter id={countId('meta_title')} value={field.value.length} max={META_TITLE_MAX} />
          </>
        )}
      </PostField>
      <PostField name="meta_description" label="Meta Description">
        {(field) => (
          <>
            <FormControl aria-describedby={countId('meta_description')}>
              <Textarea
                {...field}
                rows={4}
                onChange={(e) => field.onChange(e.target.value.slice(0, META_DESCRIPTION_MAX))}
                maxLength={META_DESCRIPTION_MAX}
                placeholder="Description shown in search results"
              />
            </FormControl>
            <Counter
              id={countId('meta_description')}
              value={field.value.length}
              max={META_DESCRIPTION_MAX}
            />
          </>
        )}
      </PostField>
      <KeywordsField />
    </Card>
  );
}

/** Type a keyword and press Enter (or Add); each has a remove button (SPEC.md §5). */
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
