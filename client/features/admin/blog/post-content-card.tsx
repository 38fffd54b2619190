import { CircleHelp } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PostForm } from '../../../../shared/blog';
import { readTimeMinutes } from '../../../../shared/text';
import { Card } from '@/components/ui/card';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Tooltip } from '@/components/ui/tooltip';
import type { FormPatch } from './ai-flow';
import { AiTools } from './post-ai-tools';
import { PostField, PostTextField, postFieldId } from './post-fields';
import type { PostAi } from './use-post-ai';

/** Title, URL slug, subtitle, excerpt and the Markdown content, with their AI tools. */
export function PostContentCard({
  ai,
  patch,
  onSlugEdited,
}: {
  ai: PostAi;
  patch: (values: FormPatch) => void;
  onSlugEdited: () => void;
}) {
  const { control } = useFormContext<PostForm>();
  const [title, slug, content] = useWatch({ control, name: ['title', 'slug', 'content'] });
  const aiBasis = ai.topic.trim() || title.trim();
  const tools = (field: 'title' | 'excerpt' | 'content', initialInput: string) => (
    <AiTools field={field} initialInput={initialInput} ai={ai} onApply={patch} />
  );
  return (
    <Card heading="Content" className="space-y-5">
      <PostField name="title" label="Title" tools={tools('title', aiBasis)}>
        {(field) => (
          <FormControl>
            <Input
              {...field}
              onChange={(e) => patch({ title: e.target.value })}
              placeholder="Enter post title"
              maxLength={200}
            />
          </FormControl>
        )}
      </PostField>
      <PostField name="slug" label="URL Slug" note={`/blog/${slug || '…'}`}>
        {(field) => (
          <FormControl aria-describedby={`${postFieldId('slug')}-message`}>
            <Input
              {...field}
              onChange={(e) => {
                onSlugEdited();
                field.onChange(e);
              }}
              placeholder="post-url-slug"
              maxLength={120}
            />
          </FormControl>
        )}
      </PostField>
      <PostTextField
        name="subtitle"
        label="Subtitle (Optional)"
        placeholder="A short line under the title"
        maxLength={300}
      />
      <PostTextField
        name="excerpt"
        label="Excerpt"
        tools={tools('excerpt', content)}
        rows={3}
        placeholder="Brief description of the post"
        maxLength={1000}
      />
      <PostField
        name="content"
        label="Content (Markdown)"
        hint={<MarkdownHelp />}
        tools={tools('content', aiBasis)}
      >
        {(field) => (
          <>
            <FormControl>
              <Textarea
                {...field}
                rows={20}
                placeholder="Write your post in Markdown..."
                className="font-mono text-[13px] leading-relaxed"
              />
            </FormControl>
            <p className="mt-2 text-sm text-muted" data-testid="read-time">
              Estimated read time: {readTimeMinutes(content)} minutes
            </p>
          </>
        )}
      </PostField>
    </Card>
  );
}

function MarkdownHelp() {
  return (
    <Tooltip
      content={
        <div className="space-y-1 font-mono text-xs">
          <p className="font-sans font-semibold">Markdown</p>
          <p># Heading, ## Subheading</p>
          <p>**bold**</p>
          <p>*italic*</p>
          <p>[link text](https://example.com)</p>
          <p>- bullet item</p>
        </div>
      }
    >
      <button
        type="button"
        className="mb-1.5 rounded-full text-muted hover:text-forest"
        aria-label="Markdown help"
      >
        <CircleHelp className="size-4" />
      </button>
    </Tooltip>
  );
}
