/** The blog router's staff procedures for posts: drafts, edits, publishing, revisions, deletion. */
import { storedRow } from '../test/db';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { buildPostPayload } from '../../shared/blog';
import { DomainError } from '../errors';
import { deps, anonymous, staffCaller, form, codeOf, useBlogRouter } from './router-test-setup';

useBlogRouter();

describe('the admin posts', () => {
  it('saves the post payload and applies the published_at rule', async () => {
    const caller = await staffCaller('editor');
    const [author] = await caller.blogAdmin.authors.list();
    const [category] = await caller.blogAdmin.categories.list();
    const details = {
      subtitle: 'A small swap',
      excerpt: 'Short.',
      featured_image_url: '/images/hero.svg',
      author_id: author!.id,
      category_id: category!.id,
      meta_title: 'Bar shampoo',
      meta_description: 'Why bars work.',
      meta_keywords: ['shampoo bar', 'zero waste'],
      og_image_url: 'https://cdn.example/og.png',
    };
    const base = form(details);

    // Save Draft: status draft, published_at empty, read time from the words (450 / 200 → 3).
    const draftPayload = buildPostPayload(base, 'draft');
    expect(draftPayload.published_at).toBeNull();
    expect(draftPayload.read_time_minutes).toBe(3);
    const { id } = await caller.blogAdmin.posts.create(draftPayload);
    const saved = await caller.blogAdmin.posts.byId({ id });
    expect(saved).toMatchObject({
      ...details,
      title: 'Why we love bar shampoo',
      slug: 'why-we-love-bar-shampoo',
      status: 'draft',
      read_time_minutes: 3,
      published_at: null,
      view_count: 0,
    });
    expect(await codeOf(anonymous().blog.bySlug({ slug: saved.slug }))).toBe('NOT_FOUND');

    // Publish: published_at is the moment of publishing; the post is public.
    const now = new Date('2026-11-22T10:00:00.000Z');
    await caller.blogAdmin.posts.update({ id, ...buildPostPayload(base, 'published', now) });
    expect((await caller.blogAdmin.posts.byId({ id })).published_at).toBe(now.toISOString());
    expect((await anonymous().blog.bySlug({ slug: saved.slug })).title).toBe(base.title);

    // Submit for Review: published_at empty again, hidden again.
    await caller.blogAdmin.posts.update({ id, ...buildPostPayload(base, 'review', now) });
    const review = await caller.blogAdmin.posts.byId({ id });
    expect(review).toMatchObject({ status: 'review', published_at: null });
    expect(await codeOf(anonymous().blog.bySlug({ slug: saved.slug }))).toBe('NOT_FOUND');

    // Even a client that sends a date with a draft cannot store one.
    await caller.blogAdmin.posts.update({
      id,
      ...buildPostPayload(base, 'draft'),
      published_at: now.toISOString(),
    });
    expect((await caller.blogAdmin.posts.byId({ id })).published_at).toBeNull();
    // And a published post without a date gets the current time.
    await caller.blogAdmin.posts.update({
      id,
      ...buildPostPayload(base, 'published'),
      published_at: null,
    });
    expect((await caller.blogAdmin.posts.byId({ id })).published_at).not.toBeNull();
  });

  it('refuses a duplicate slug with a clear message, and bad fields naming the field', async () => {
    const caller = await staffCaller();
    const error = await caller.blogAdmin.posts
      .create(buildPostPayload(form({ slug: 'parabens-plainly-explained' })))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('CONFLICT');
    expect((error as TRPCError).message).toMatch(/slug.*already exists/);

    const { id } = await caller.blogAdmin.posts.create(buildPostPayload(form()));
    expect(
      await codeOf(
        caller.blogAdmin.posts.update({
          id,
          ...buildPostPayload(form({ slug: 'parabens-plainly-explained' })),
        }),
      ),
    ).toBe('CONFLICT');
    // Its own slug is fine on update.
    await caller.blogAdmin.posts.update({ id, ...buildPostPayload(form({ title: 'New title' })) });

    for (const bad of [
      { meta_title: 'x'.repeat(61) },
      { meta_description: 'x'.repeat(161) },
      { slug: 'Not A Slug' },
      { featured_image_url: 'javascript:alert(1)' },
    ]) {
      const failure = await caller.blogAdmin.posts
        .create({ ...buildPostPayload(form({ slug: 'another' })), ...bad })
        .catch((e: unknown) => e as TRPCError);
      expect((failure as TRPCError).code).toBe('BAD_REQUEST');
      expect((failure as TRPCError).message).toContain(Object.keys(bad)[0]!);
    }
    expect(
      await codeOf(
        caller.blogAdmin.posts.create({
          ...buildPostPayload(form({ slug: 'x2' })),
          author_id: 9999,
        }),
      ),
    ).toBe('BAD_REQUEST');
  });

  it('publishes only with an author and a category, naming what is missing', async () => {
    const caller = await staffCaller();
    const [author] = await caller.blogAdmin.authors.list();
    const [category] = await caller.blogAdmin.categories.list();
    const cases = [
      [{}, /Choose an author and a category before publishing\./, 'author_id'],
      [{ author_id: author!.id }, /Choose a category before publishing\./, 'category_id'],
      [{ category_id: category!.id }, /Choose an author before publishing\./, 'author_id'],
    ] as const;
    for (const [fields, message, field] of cases) {
      const error = (await caller.blogAdmin.posts
        .create(buildPostPayload(form(fields), 'published'))
        .catch((e: unknown) => e)) as TRPCError;
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toMatch(message);
      expect((error.cause as DomainError).field).toBe(field);
    }
    // Drafts and reviews may lack both; publishing the draft later needs them.
    const { id } = await caller.blogAdmin.posts.create(buildPostPayload(form(), 'review'));
    expect(
      await codeOf(caller.blogAdmin.posts.update({ id, ...buildPostPayload(form(), 'published') })),
    ).toBe('BAD_REQUEST');
    await caller.blogAdmin.posts.update({
      id,
      ...buildPostPayload(form({ author_id: author!.id, category_id: category!.id }), 'published'),
    });
    expect((await caller.blogAdmin.posts.byId({ id })).status).toBe('published');
  });

  it('previews any post in the shape of its public page, staff only', async () => {
    const caller = await staffCaller();
    const { id, slug } = await caller.blogAdmin.posts.create(
      buildPostPayload(form({ content: '## Hello\n\nA **draft**.' }), 'draft'),
    );
    const preview = await caller.blogAdmin.posts.preview({ id });
    expect(preview.content_html).toContain('<strong');
    expect(preview.title).toBe('Why we love bar shampoo');
    expect(await codeOf(anonymous().blogAdmin.posts.preview({ id }))).toBe('UNAUTHORIZED');
    // A published post: the preview and the public page carry the same data.
    const published = await anonymous().blog.bySlug({ slug: 'parabens-plainly-explained' });
    const same = await caller.blogAdmin.posts.preview({ id: published.id });
    expect(same).toEqual(published);
    expect(slug).toBe('why-we-love-bar-shampoo');
  });

  it('derives a slug from the title when none is given', async () => {
    const caller = await staffCaller();
    const { slug } = await caller.blogAdmin.posts.create(
      buildPostPayload(form({ title: '  Hello,  World -- again! ', slug: '' })),
    );
    expect(slug).toBe('hello-world-again');
  });

  it('saves a title, subtitle and SEO title as one line', async () => {
    const caller = await staffCaller();
    const { id } = await caller.blogAdmin.posts.create(
      buildPostPayload(
        form({
          title: 'Two\r\nlines',
          subtitle: 'A\nsmall\tswap',
          meta_title: 'Bar\r\nshampoo',
          slug: 'two-lines',
        }),
      ),
    );
    const row = await storedRow(deps.db, 'blog_posts', { id }, ['title', 'subtitle', 'meta_title']);
    expect(row).toEqual({
      title: 'Two lines',
      subtitle: 'A small swap',
      meta_title: 'Bar shampoo',
    });
  });

  it('lists posts with search, status and category filters, and deletes', async () => {
    const caller = await staffCaller('admin');
    const all = await caller.blogAdmin.posts.list();
    expect(all.total).toBe(all.posts.length);
    expect(all.posts.some((p) => p.status === 'draft')).toBe(true);
    const drafts = await caller.blogAdmin.posts.list({ status: 'draft' });
    expect(drafts.posts.every((p) => p.status === 'draft')).toBe(true);
    expect(drafts.total).toBe(all.total);
    const [skincare] = (await caller.blogAdmin.categories.list()).filter(
      (c) => c.slug === 'skincare',
    );
    const inSkincare = await caller.blogAdmin.posts.list({ categoryId: skincare!.id });
    expect(inSkincare.posts.every((p) => p.category === 'Skincare')).toBe(true);
    const found = await caller.blogAdmin.posts.list({ search: 'INCI' });
    expect(found.posts.length).toBeGreaterThan(0);
    for (const post of all.posts) expect(post.summary.length).toBeGreaterThan(0);

    const { id } = await caller.blogAdmin.posts.create(buildPostPayload(form({ excerpt: '' })));
    const listed = (await caller.blogAdmin.posts.list({ search: 'bar shampoo' })).posts[0]!;
    expect(listed.summary).toBe(`${'word '.repeat(30)}...`);
    await caller.blogAdmin.posts.remove({ id });
    expect(await codeOf(caller.blogAdmin.posts.byId({ id }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.blogAdmin.posts.remove({ id }))).toBe('NOT_FOUND');
  });

  it('shows the dashboard counts, the 5 most recent posts and the active AI', async () => {
    const caller = await staffCaller();
    const stats = await caller.blogAdmin.stats();
    const rows = await deps.db.selectFrom('blog_posts').select(['status', 'view_count']).execute();
    expect(stats).toMatchObject({
      total: rows.length,
      published: rows.filter((r) => r.status === 'published').length,
      draft: rows.filter((r) => r.status === 'draft').length,
      review: rows.filter((r) => r.status === 'review').length,
      totalViews: rows.reduce((sum, r) => sum + r.view_count, 0),
      categories: 5,
      ai: { provider: 'builtin', model: 'puur-builtin', languageModel: false },
    });
    expect(stats.recent).toHaveLength(5);
  });

  it('keeps categories and authors as real lists staff can add to and edit', async () => {
    const caller = await staffCaller();
    const { id } = await caller.blogAdmin.categories.create({
      name: 'Oral Care',
      color: '#DDEEDD',
    });
    let categories = await caller.blogAdmin.categories.list();
    expect(categories.map((c) => c.name)).toEqual([...categories.map((c) => c.name)].sort());
    expect(categories.find((c) => c.id === id)).toMatchObject({ slug: 'oral-care', post_count: 0 });
    // The form sends an emptied slug field as it is: the slug then comes from the name.
    await caller.blogAdmin.categories.update({ id, name: 'Teeth & Gums', slug: '  ' });
    categories = await caller.blogAdmin.categories.list();
    expect(categories.find((c) => c.id === id)).toMatchObject({
      name: 'Teeth & Gums',
      slug: 'teeth-gums',
    });
    expect(await codeOf(caller.blogAdmin.categories.create({ name: 'Skincare' }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(caller.blogAdmin.categories.create({ name: 'x', color: 'red' }))).toBe(
      'BAD_REQUEST',
    );
    await caller.blogAdmin.categories.remove({ id });

    const author = await caller.blogAdmin.authors.create({
      name: 'Noor Bakker',
      bio: 'Writes about baby care.',
    });
    await caller.blogAdmin.authors.update({ id: author.id, name: 'Noor Bakker-de Vries', bio: '' });
    const authors = await caller.blogAdmin.authors.list();
    expect(authors.find((a) => a.id === author.id)).toMatchObject({
      name: 'Noor Bakker-de Vries',
      bio: null,
    });
    expect(authors.map((a) => a.name)).toEqual([...authors.map((a) => a.name)].sort());
  });

  it('answers an edit of a category or author that is gone with NOT_FOUND, and a bad field by name', async () => {
    const caller = await staffCaller();
    const { id } = await caller.blogAdmin.authors.create({ name: '  Noor  Bakker ' });
    await expect(
      caller.blogAdmin.authors.update({ id, name: 'Noor', bio: 'x'.repeat(1001) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('bio') });
    expect(await caller.blogAdmin.authors.update({ id, name: ' Noor ', bio: ' Editor ' })).toEqual({
      id,
    });
    expect((await caller.blogAdmin.authors.list()).find((a) => a.id === id)).toMatchObject({
      name: 'Noor',
      bio: 'Editor',
    });
    expect(await caller.blogAdmin.authors.remove({ id })).toEqual({ id });
    expect(await codeOf(caller.blogAdmin.authors.update({ id, name: 'Noor' }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.blogAdmin.authors.remove({ id }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.blogAdmin.categories.update({ id: 99_999, name: 'X' }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(caller.blogAdmin.categories.remove({ id: 99_999 }))).toBe('NOT_FOUND');
  });
});
