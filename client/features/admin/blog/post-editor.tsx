import { Link } from '@tanstack/react-router';
import { Eye, Loader2, Send, Sparkles, Upload } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { PostForm, PostStatus } from '../../../../shared/blog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { BackLink } from '../back-link';
import { trpc } from '@/lib/trpc';
import { PostAiCard } from './post-ai-card';
import { PostNotLoaded } from './post-not-loaded';
import { PostContentCard } from './post-content-card';
import { PostSeoCard } from './post-seo-card';
import { PostRevisionsCard } from './post-revisions';
import { PostImageCard, PostSettingsCard } from './post-settings-cards';
import { usePostAi } from './use-post-ai';
import { usePostForm, type AdminPost } from './use-post-form';

/** /admin/posts/{id}/edit: 'Loading post...' while fetching, then the editor. */
export function EditPostPage({ id }: { id: number }) {
  const query = trpc.blogAdmin.posts.byId.useQuery({ id }, { staleTime: 0, retry: false });
  if (query.isPending) return <p className="py-20 text-center text-muted">Loading post...</p>;
  if (!query.data) return <PostNotLoaded />;
  return <PostEditor key={id} post={query.data} />;
}

/** The post editor for create (no post) and edit. */
export function PostEditor({ post }: { post?: AdminPost }) {
  const { form, patch, touchSlug, save, saving, reset, aiContent } = usePostForm(post);
  const ai = usePostAi(patch, () => form.getValues());
  return (
    <Form {...form}>
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <BackLink to="/admin/posts">Back to Posts</BackLink>
            <h1 className="mt-2 font-display text-3xl text-forest sm:text-4xl">
              {post ? 'Edit Post' : 'Create New Post'}
            </h1>
          </div>
          <div className="flex flex-wrap gap-2">
            {post && (
              <Link
                to="/admin/posts/$id/preview"
                params={{ id: post.id }}
                target="_blank"
                className={buttonVariants({ variant: 'ghost' })}
                title="The last saved version, as its public page will show it"
              >
                <Eye aria-hidden /> Preview
              </Link>
            )}
            <SaveButtons saving={saving} onSave={(status) => void save(status)} />
          </div>
        </div>

        <AiMark aiContent={aiContent} />

        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <PostAiCard ai={ai} />
            <PostContentCard ai={ai} patch={patch} onSlugEdited={touchSlug} />
            <PostSeoCard ai={ai} patch={patch} />
          </div>
          <div className="space-y-6">
            <PostSettingsCard />
            <PostImageCard />
            {post && <PostRevisionsCard postId={post.id} onRestored={reset} />}
          </div>
        </div>
      </div>
    </Form>
  );
}

/**
 * The AI mark: shown while the content is the text the AI wrote, untouched. An editor's change of
 * the text removes it (and, once saved, from the posts list too).
 */
function AiMark({ aiContent }: { aiContent: string | null }) {
  const content = useWatch<PostForm, 'content'>({ name: 'content' });
  if (aiContent === null || content !== aiContent) return null;
  return (
    <p
      role="note"
      className="mt-4 flex items-start gap-2 rounded-2xl border border-sand bg-sand-light px-4 py-3 text-sm text-ink"
      data-testid="ai-mark"
    >
      <Sparkles className="mt-0.5 size-4 shrink-0 text-clay-dark" aria-hidden />
      <span>
        <strong className="font-semibold">AI-written draft.</strong> No editor has changed this text
        yet: read it, check its facts and make it yours before publishing.
      </span>
    </p>
  );
}

/** Save Draft, Submit for Review and Publish: the button's status wins over the Status select. */
function SaveButtons({
  saving,
  onSave,
}: {
  saving: boolean;
  onSave: (status: PostStatus) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" disabled={saving} onClick={() => onSave('draft')}>
        Save Draft
      </Button>
      <Button type="button" variant="sand" disabled={saving} onClick={() => onSave('review')}>
        <Send aria-hidden /> Submit for Review
      </Button>
      <Button type="button" disabled={saving} onClick={() => onSave('published')}>
        {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />} Publish
      </Button>
    </div>
  );
}
