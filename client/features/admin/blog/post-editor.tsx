import { Link, useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import {
  ArrowLeft,
  Check,
  CircleHelp,
  Loader2,
  RefreshCw,
  Send,
  Sparkles,
  Upload,
  X,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  addKeyword,
  buildPostPayload,
  emptyPostForm,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  POST_STATUSES,
  type AiType,
  type PostForm,
  type PostStatus,
} from '../../../../shared/blog';
import { readTimeMinutes, slugify } from '../../../../shared/text';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Tooltip } from '@/components/ui/tooltip';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { AiDialog } from './ai-dialog';
import {
  AI_TEXT,
  AUTO_STEPS,
  autoGenerateAll,
  canRegenerate,
  regenerateField,
  type AutoStep,
  type FormPatch,
} from './ai-flow';
import { toastPair, useGenerate } from './use-generate';

type AdminPost = RouterOutputs['blogAdmin']['posts']['byId'];

const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  review: 'Review',
  published: 'Published',
};

function formOf(post: AdminPost): PostForm {
  return {
    title: post.title,
    slug: post.slug,
    subtitle: post.subtitle ?? '',
    content: post.content,
    excerpt: post.excerpt ?? '',
    featured_image_url: post.featured_image_url ?? '',
    status: post.status,
    author_id: post.author_id,
    category_id: post.category_id,
    meta_title: post.meta_title ?? '',
    meta_description: post.meta_description ?? '',
    meta_keywords: post.meta_keywords,
    og_image_url: post.og_image_url ?? '',
  };
}

/** /admin/posts/{id}/edit: 'Loading post...' while fetching, then the editor. */
export function EditPostPage({ id }: { id: number }) {
  const query = trpc.blogAdmin.posts.byId.useQuery({ id }, { staleTime: 0, retry: false });
  if (query.isPending) return <p className="py-20 text-center text-muted">Loading post...</p>;
  if (!query.data) {
    return (
      <div className="py-20 text-center">
        <p className="text-muted">This post could not be loaded. It may have been deleted.</p>
        <Link
          to="/admin/posts"
          className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
        >
          <ArrowLeft aria-hidden /> Back to Posts
        </Link>
      </div>
    );
  }
  return <PostEditor key={id} post={query.data} />;
}

/** The post editor for create (no post) and edit (SPEC.md §2, §4, §5). */
export function PostEditor({ post }: { post?: AdminPost }) {
  const ids = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const isEdit = Boolean(post);
  const [form, setForm] = useState<PostForm>(() => (post ? formOf(post) : emptyPostForm()));
  const [slugTouched, setSlugTouched] = useState(isEdit);
  const [slugError, setSlugError] = useState<string | null>(null);
  const [topic, setTopic] = useState('');
  const [keyword, setKeyword] = useState('');
  const [autoStep, setAutoStep] = useState<AutoStep | null>(null);
  const [autoDone, setAutoDone] = useState<AutoStep[]>([]);
  const [regenerating, setRegenerating] = useState<AiType | null>(null);
  const { generate } = useGenerate();

  const authors = trpc.blogAdmin.authors.list.useQuery();
  const categories = trpc.blogAdmin.categories.list.useQuery();

  const create = trpc.blogAdmin.posts.create.useMutation();
  const update = trpc.blogAdmin.posts.update.useMutation();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const patch = (values: FormPatch) =>
    setForm((current) => {
      const next = { ...current, ...values };
      // On create, a new title brings its slug unless the slug was edited by hand.
      if (values.title !== undefined && !slugTouched) next.slug = slugify(values.title);
      return next;
    });

  function onTitle(title: string) {
    patch({ title });
  }

  async function save(status: PostStatus) {
    setSlugError(null);
    const payload = buildPostPayload(form, status);
    try {
      if (post) {
        await update.mutateAsync({ id: post.id, ...payload });
        setForm((current) => ({ ...current, status }));
        toast.success('Post updated', {
          description: 'Your blog post has been updated successfully.',
        });
      } else {
        const created = await create.mutateAsync(payload);
        toast.success('Post created', {
          description: 'Your blog post has been created successfully.',
        });
        await navigate({ to: '/admin/posts/$id/edit', params: { id: created.id } });
      }
      await Promise.all([
        utils.blogAdmin.posts.list.invalidate(),
        utils.blogAdmin.stats.invalidate(),
        post ? utils.blogAdmin.posts.byId.invalidate({ id: post.id }) : undefined,
      ]);
    } catch (error) {
      const conflict = error instanceof TRPCClientError && error.data?.code === 'CONFLICT';
      const message = error instanceof TRPCClientError ? error.message : '';
      if (conflict) setSlugError(message.replace(/^slug:\s*/, ''));
      toast.error('Error', {
        description:
          conflict || /^\w+: /.test(message)
            ? `Failed to save the post. ${message.replace(/^slug:\s*/, '')}`
            : 'Failed to save the post. Please try again.',
      });
    }
  }

  async function autoGenerate() {
    if (!topic.trim()) {
      toastPair(AI_TEXT.autoTopicRequired);
      return;
    }
    setAutoDone([]);
    try {
      await autoGenerateAll(
        generate,
        topic.trim(),
        (values, step) => {
          patch(values);
          setAutoDone((done) => [...done, step]);
        },
        setAutoStep,
      );
      toastPair(AI_TEXT.allDone, false);
    } catch {
      toastPair(AI_TEXT.failed);
    } finally {
      setAutoStep(null);
    }
  }

  async function regenerate(field: AiType) {
    const basis = { topic, title: form.title, content: form.content };
    if (field !== 'excerpt' && !topic.trim() && !form.title.trim()) {
      toastPair(AI_TEXT.regenerateNeeds);
      return;
    }
    setRegenerating(field);
    try {
      patch(await regenerateField(generate, field, basis));
      toast.success(AI_TEXT.regenerated);
    } catch {
      toastPair(AI_TEXT.regenerateFailed);
    } finally {
      setRegenerating(null);
    }
  }

  function addKeywordFromInput() {
    setForm((current) => ({
      ...current,
      meta_keywords: addKeyword(current.meta_keywords, keyword),
    }));
    setKeyword('');
  }

  const readTime = readTimeMinutes(form.content);
  const autoRunning = autoStep !== null;
  const aiBasis = topic.trim() || form.title.trim();
  const regenerateButton = (field: AiType) => (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-8 w-8 px-0"
      title={`Regenerate ${field === 'seo' ? 'SEO data' : field}`}
      aria-label={`Regenerate ${field === 'seo' ? 'SEO data' : field}`}
      disabled={
        !canRegenerate(field, { topic, title: form.title, content: form.content }) ||
        regenerating !== null ||
        autoRunning
      }
      onClick={() => void regenerate(field)}
      data-testid={`regenerate-${field}`}
    >
      <RefreshCw className={cn(regenerating === field && 'animate-spin')} aria-hidden />
    </Button>
  );
  const aiTools = (field: AiType, initial: string) => (
    <span className="flex items-center gap-1">
      {regenerateButton(field)}
      <AiDialog field={field} initialInput={initial} onApply={patch} />
    </span>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <Link
            to="/admin/posts"
            className="inline-flex items-center gap-2 text-sm text-muted hover:text-forest"
          >
            <ArrowLeft className="size-4" aria-hidden /> Back to Posts
          </Link>
          <h1 className="mt-2 font-display text-3xl text-forest sm:text-4xl">
            {isEdit ? 'Edit Post' : 'Create New Post'}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={saving}
            onClick={() => void save('draft')}
          >
            Save Draft
          </Button>
          <Button
            type="button"
            variant="sand"
            disabled={saving}
            onClick={() => void save('review')}
          >
            <Send aria-hidden /> Submit for Review
          </Button>
          <Button type="button" disabled={saving} onClick={() => void save('published')}>
            {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}{' '}
            Publish
          </Button>
        </div>
      </div>

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Card className="border-sage bg-sage-light/40">
            <CardTitle className="flex items-center gap-2">
              <Sparkles className="size-5 text-clay" aria-hidden /> AI Writing Assistant
            </CardTitle>
            <p className="mt-1 text-sm text-muted">
              Describe a topic and let the assistant draft the title, article, excerpt and SEO data.
            </p>
            <div className="mt-4">
              <Label htmlFor={`${ids}-topic`}>Topic</Label>
              <div className="flex flex-col gap-3 2xl:flex-row">
                <Input
                  id={`${ids}-topic`}
                  value={topic}
                  onChange={(e) => setTopic(e.target.value)}
                  placeholder="e.g. Why we switched to mineral sunscreen for the kids"
                  maxLength={500}
                />
                <Button
                  type="button"
                  onClick={() => void autoGenerate()}
                  disabled={autoRunning}
                  className="shrink-0"
                >
                  {autoRunning ? (
                    <Loader2 className="animate-spin" aria-hidden />
                  ) : (
                    <Sparkles aria-hidden />
                  )}
                  Auto-generate all content based on topic
                </Button>
              </div>
            </div>
            {(autoRunning || autoDone.length > 0) && (
              <ol
                className="mt-4 flex flex-wrap gap-2"
                aria-label="Generation progress"
                data-testid="auto-progress"
              >
                {AUTO_STEPS.map(({ step, label }) => {
                  const done = autoDone.includes(step);
                  const active = autoStep === step;
                  return (
                    <li
                      key={step}
                      className={cn(
                        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium',
                        done
                          ? 'border-forest bg-forest text-cream'
                          : active
                            ? 'border-forest bg-paper text-forest'
                            : 'border-line bg-paper text-muted',
                      )}
                      aria-current={active ? 'step' : undefined}
                    >
                      {done ? (
                        <Check className="size-3.5" aria-hidden />
                      ) : active ? (
                        <Loader2 className="size-3.5 animate-spin" aria-hidden />
                      ) : null}
                      {label}
                      <span className="sr-only">
                        {done ? ' done' : active ? ' in progress' : ' waiting'}
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
          </Card>

          <Card className="space-y-5">
            <CardTitle>Content</CardTitle>
            <Field id={`${ids}-title`} label="Title" tools={aiTools('title', aiBasis)}>
              <Input
                id={`${ids}-title`}
                value={form.title}
                onChange={(e) => onTitle(e.target.value)}
                placeholder="Enter post title"
                maxLength={200}
              />
            </Field>
            <Field id={`${ids}-slug`} label="URL Slug">
              <Input
                id={`${ids}-slug`}
                value={form.slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  setSlugError(null);
                  set('slug', e.target.value);
                }}
                placeholder="post-url-slug"
                maxLength={120}
                aria-invalid={slugError ? true : undefined}
                aria-describedby={`${ids}-slug-hint`}
              />
              <p
                id={`${ids}-slug-hint`}
                className={cn('mt-1 text-xs', slugError ? 'text-danger' : 'text-muted')}
              >
                {slugError ?? `/blog/${form.slug || '…'}`}
              </p>
            </Field>
            <Field id={`${ids}-subtitle`} label="Subtitle (Optional)">
              <Input
                id={`${ids}-subtitle`}
                value={form.subtitle}
                onChange={(e) => set('subtitle', e.target.value)}
                placeholder="A short line under the title"
                maxLength={300}
              />
            </Field>
            <Field id={`${ids}-excerpt`} label="Excerpt" tools={aiTools('excerpt', form.content)}>
              <Textarea
                id={`${ids}-excerpt`}
                rows={3}
                value={form.excerpt}
                onChange={(e) => set('excerpt', e.target.value)}
                placeholder="Brief description of the post"
                maxLength={1000}
              />
            </Field>
            <Field
              id={`${ids}-content`}
              label="Content (Markdown)"
              hint={
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
              }
              tools={aiTools('content', aiBasis)}
            >
              <Textarea
                id={`${ids}-content`}
                rows={20}
                value={form.content}
                onChange={(e) => set('content', e.target.value)}
                placeholder="Write your post in Markdown..."
                className="font-mono text-[13px] leading-relaxed"
              />
              <p className="mt-2 text-sm text-muted" data-testid="read-time">
                Estimated read time: {readTime} minutes
              </p>
            </Field>
          </Card>

          <Card className="space-y-5">
            <div className="flex items-center justify-between gap-2">
              <CardTitle>SEO &amp; Meta Data</CardTitle>
              {aiTools('seo', form.title.trim() || topic.trim())}
            </div>
            <Field id={`${ids}-meta-title`} label="Meta Title">
              <Input
                id={`${ids}-meta-title`}
                value={form.meta_title}
                onChange={(e) => set('meta_title', e.target.value.slice(0, META_TITLE_MAX))}
                maxLength={META_TITLE_MAX}
                placeholder="Title shown in search results"
                aria-describedby={`${ids}-meta-title-count`}
              />
              <Counter
                id={`${ids}-meta-title-count`}
                value={form.meta_title.length}
                max={META_TITLE_MAX}
              />
            </Field>
            <Field id={`${ids}-meta-description`} label="Meta Description">
              <Textarea
                id={`${ids}-meta-description`}
                rows={4}
                value={form.meta_description}
                onChange={(e) =>
                  set('meta_description', e.target.value.slice(0, META_DESCRIPTION_MAX))
                }
                maxLength={META_DESCRIPTION_MAX}
                placeholder="Description shown in search results"
                aria-describedby={`${ids}-meta-description-count`}
              />
              <Counter
                id={`${ids}-meta-description-count`}
                value={form.meta_description.length}
                max={META_DESCRIPTION_MAX}
              />
            </Field>
            <Field id={`${ids}-keyword`} label="Keywords">
              <div className="flex gap-2">
                <Input
                  id={`${ids}-keyword`}
                  value={keyword}
                  onChange={(e) => setKeyword(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addKeywordFromInput();
                    }
                  }}
                  placeholder="Type a keyword and press Enter"
                  maxLength={60}
                />
                <Button type="button" variant="outline" onClick={addKeywordFromInput}>
                  Add
                </Button>
              </div>
              {form.meta_keywords.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Added keywords">
                  {form.meta_keywords.map((k) => (
                    <li
                      key={k}
                      className="inline-flex items-center gap-1 rounded-full bg-sage-light py-1 pr-1 pl-3 text-sm text-forest-dark"
                    >
                      {k}
                      <button
                        type="button"
                        onClick={() =>
                          set(
                            'meta_keywords',
                            form.meta_keywords.filter((x) => x !== k),
                          )
                        }
                        className="rounded-full p-1 hover:bg-sage/40"
                        aria-label={`Remove keyword ${k}`}
                      >
                        <X className="size-3.5" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </Field>
          </Card>
        </div>

        <div className="space-y-6">
          <Card className="space-y-4">
            <CardTitle>Settings</CardTitle>
            <Field id={`${ids}-status`} label="Status">
              <NativeSelect
                id={`${ids}-status`}
                value={form.status}
                onChange={(e) => set('status', e.target.value as PostStatus)}
              >
                {POST_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${ids}-author`} label="Author">
              <NativeSelect
                id={`${ids}-author`}
                value={form.author_id ?? ''}
                onChange={(e) => set('author_id', e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">Select author</option>
                {authors.data?.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${ids}-category`} label="Category">
              <NativeSelect
                id={`${ids}-category`}
                value={form.category_id ?? ''}
                onChange={(e) => set('category_id', e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">Select category</option>
                {categories.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </Card>

          <Card className="space-y-4">
            <CardTitle>Featured Image</CardTitle>
            <Field id={`${ids}-image`} label="Image URL">
              <Input
                id={`${ids}-image`}
                value={form.featured_image_url}
                onChange={(e) => set('featured_image_url', e.target.value)}
                placeholder="https://… or /images/…"
                maxLength={2000}
              />
            </Field>
            {form.featured_image_url.trim() && (
              <img
                src={form.featured_image_url}
                alt="Featured image preview"
                className="aspect-video w-full rounded-2xl border border-line object-cover"
                data-testid="image-preview"
              />
            )}
            <Field id={`${ids}-og`} label="Social Share Image URL (Optional)">
              <Input
                id={`${ids}-og`}
                value={form.og_image_url}
                onChange={(e) => set('og_image_url', e.target.value)}
                placeholder="Defaults to the featured image"
                maxLength={2000}
              />
            </Field>
          </Card>
        </div>
      </div>
    </div>
  );
}

function Field({
  id,
  label,
  hint,
  tools,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex min-h-8 items-end justify-between gap-2">
        <span className="flex items-center gap-1.5">
          <Label htmlFor={id}>{label}</Label>
          {hint}
        </span>
        {tools}
      </div>
      {children}
    </div>
  );
}

function Counter({ id, value, max }: { id: string; value: number; max: number }) {
  return (
    <p
      id={id}
      className={cn('mt-1 text-right text-xs', value >= max ? 'text-danger' : 'text-muted')}
    >
      {value}/{max} characters
    </p>
  );
}
