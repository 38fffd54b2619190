import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  buildPostPayload,
  emptyPostForm,
  type PostForm,
  type PostStatus,
} from '../../../../shared/blog';
import { postPayloadSchema } from '../../../../shared/schemas/blog';
import { slugify } from '../../../../shared/text';
import { showServerErrors } from '@/lib/server-errors';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import type { FormPatch } from './ai-flow';

export type AdminPost = RouterOutputs['blogAdmin']['posts']['byId'];

/** The form is checked as the payload it becomes, with the schema the server uses. */
const postFormSchema = z
  .custom<PostForm>()
  .transform((form) => buildPostPayload(form))
  .pipe(postPayloadSchema);

const POST_FIELDS = Object.keys(emptyPostForm()) as (keyof PostForm)[];

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
    scheduled_at: post.scheduled_at ?? '',
  };
}

/**
 * The post form (create without a post, edit with one): its values, `patch` for what the AI
 * writes (a new title brings its slug on create until the slug is edited by hand), and the three
 * saves (Save Draft, Submit for Review, Publish) with the server's field errors under their
 * fields.
 */
export function usePostForm(post?: AdminPost) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useForm<PostForm>({
    defaultValues: post ? formOf(post) : emptyPostForm(),
    resolver: zodResolver(postFormSchema, undefined, { raw: true }),
  });
  const slugTouched = useRef(Boolean(post));
  // The text the AI last wrote into Content (the saved one for a post still marked as AI-written).
  const [aiContent, setAiContent] = useState<string | null>(post?.ai_draft ? post.content : null);
  const create = trpc.blogAdmin.posts.create.useMutation();
  const update = trpc.blogAdmin.posts.update.useMutation();

  const patch = (values: FormPatch) => {
    const next: Partial<PostForm> = { ...values };
    if (values.content !== undefined) setAiContent(values.content);
    if (values.title !== undefined && !slugTouched.current) next.slug = slugify(values.title);
    for (const [key, value] of Object.entries(next) as [keyof PostForm, never][]) {
      // A field that shows a problem is checked again with its new value.
      form.setValue(key, value, {
        shouldDirty: true,
        shouldValidate: form.getFieldState(key).invalid,
      });
    }
  };

  const send = async (status: PostStatus) => {
    const values = form.getValues();
    const payload = {
      ...buildPostPayload(values, status),
      ai_written: aiContent !== null && values.content === aiContent,
    };
    if (status === 'published' && !publishable(payload)) return;
    try {
      if (post) {
        await update.mutateAsync({ id: post.id, ...payload });
        form.setValue('status', status);
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
        post ? utils.blogAdmin.posts.revisions.invalidate({ id: post.id }) : undefined,
      ]);
    } catch (error) {
      const { fields } = showServerErrors(error, form.setError, POST_FIELDS);
      const named =
        error instanceof TRPCClientError &&
        (Object.keys(fields).length > 0 || error.data?.code === 'CONFLICT');
      toast.error('Error', {
        description: named
          ? `Failed to save the post. ${error.message}`
          : 'Failed to save the post. Please try again.',
      });
    }
  };

  /** Publishing needs an author and a category (the server checks the same); named under each. */
  const publishable = (payload: { author_id: number | null; category_id: number | null }) => {
    const missing = [
      payload.author_id === null ? 'an author' : null,
      payload.category_id === null ? 'a category' : null,
    ].filter(Boolean);
    if (missing.length === 0) return true;
    const message = `Choose ${missing.join(' and ')} before publishing.`;
    if (payload.author_id === null) form.setError('author_id', { message: 'Choose an author.' });
    if (payload.category_id === null)
      form.setError('category_id', { message: 'Choose a category.' });
    toast.error('Error', { description: `Failed to save the post. ${message}` });
    return false;
  };

  const showProblems = (errors: FieldErrors<PostForm>) => {
    const [field, error] = Object.entries(errors)[0] ?? [];
    toast.error('Error', {
      description: `Failed to save the post. ${field}: ${error?.message ?? 'Please check it.'}`,
    });
  };

  return {
    form,
    patch,
    /** The slug was edited by hand: titles no longer bring theirs. */
    touchSlug: () => {
      slugTouched.current = true;
    },
    save: (status: PostStatus) => form.handleSubmit(() => send(status), showProblems)(),
    /** Fills the form with the post as the server has it now (after a restore). */
    reset: (saved: AdminPost) => {
      setAiContent(saved.ai_draft ? saved.content : null);
      form.reset(formOf(saved));
    },
    /** The text the AI wrote, while the form may still hold it (for the AI mark). */
    aiContent,
    saving: create.isPending || update.isPending,
  };
}
