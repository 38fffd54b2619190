import { describe, expect, it } from 'vitest';
import { buildPostPayload } from '../../shared/blog';
import { postSlugs } from '../test/posts';
import { deps, anonymous, staffCaller, form, codeOf, useBlogRouter } from './router-test-setup';
import { storedRow } from '../test/db';

useBlogRouter();

describe('the public blog', () => {
  it('lists published posts only, newest first, at most 3 by default', async () => {
    const { posts } = await anonymous().blog.list();
    expect(posts).toHaveLength(3);
    const { posts: all } = await anonymous().blog.list({ limit: 24 });
    expect(all.length).toBeGreaterThanOrEqual(8);
    const statuses = await deps.db.selectFrom('blog_posts').select(['slug', 'status']).execute();
    const hidden = new Set(statuses.filter((p) => p.status !== 'published').map((p) => p.slug));
    expect(hidden.size).toBeGreaterThanOrEqual(2);
    for (const post of all) expect(hidden.has(post.slug)).toBe(false);
    const dates = all.map((p) => p.published_at!);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Explicit columns: no content, no private fields.
    expect(Object.keys(all[0]!)).not.toContain('content');
    expect(Object.keys(all[0]!)).not.toContain('status');
  });

  it('filters by topic chip and by the search text', async () => {
    const { posts: sun } = await anonymous().blog.list({ topic: 'Sun Protection', limit: 24 });
    expect(sun.length).toBeGreaterThan(0);
    for (const post of sun) expect(post.category?.name).toBe('Sun Protection');
    const { posts: found } = await anonymous().blog.list({ search: 'PARABEN', limit: 24 });
    expect(found.map((p) => p.slug)).toContain('parabens-plainly-explained');
    expect((await anonymous().blog.list({ search: 'zzzz-nothing' })).posts).toEqual([]);
    // LIKE wildcards are text, not patterns.
    expect((await anonymous().blog.list({ search: 'a%e' })).posts).toEqual([]);
  });

  it('pages through every published post, 3 per page (/clear-reasons?page=N)', async () => {
    const published = await postSlugs(deps.db, true);
    expect(published.length).toBeGreaterThan(3);
    const first = await anonymous().blog.list();
    expect(first).toMatchObject({ page: 1, total: published.length });
    expect(first.pageCount).toBe(Math.ceil(published.length / 3));
    const seen: string[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const result = await anonymous().blog.list({ page });
      expect(result.page).toBe(page);
      expect(result.posts.length).toBeGreaterThan(0);
      expect(result.posts.length).toBeLessThanOrEqual(3);
      seen.push(...result.posts.map((p) => p.slug));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual([...published].sort());
    // A page past the end gives the last page; a bad page is a 400 naming the problem.
    const past = await anonymous().blog.list({ page: 999 });
    expect(past.page).toBe(first.pageCount);
    await expect(anonymous().blog.list({ page: 0 })).rejects.toThrow(/Pages start at 1/);
    await expect(anonymous().blog.list({ page: 1.5 })).rejects.toThrow(/whole number/);
  });

  it('reads a published post with its author and category; drafts and reviews are not found', async () => {
    const post = await anonymous().blog.bySlug({ slug: 'parabens-plainly-explained' });
    expect(post.author?.name).toBe('Dr. Lena Vos');
    expect(post.category).toMatchObject({ name: 'Skincare', slug: 'skincare' });
    expect(post.meta_keywords).toContain('parabens');
    for (const slug of await postSlugs(deps.db, false)) {
      expect(await codeOf(anonymous().blog.bySlug({ slug }))).toBe('NOT_FOUND');
      expect(await codeOf(anonymous().blog.recordView({ slug }))).toBe('NOT_FOUND');
    }
    expect(await codeOf(anonymous().blog.bySlug({ slug: 'no-such-post' }))).toBe('NOT_FOUND');
  });

  it('counts each public view of a published post by one, and never a draft', async () => {
    const slug = 'parabens-plainly-explained';
    const before = (await anonymous().blog.bySlug({ slug })).view_count;
    // Reading alone does not count (the server-rendered head and crawlers read too).
    expect((await anonymous().blog.bySlug({ slug })).view_count).toBe(before);
    expect(await anonymous().blog.recordView({ slug })).toEqual({ viewCount: before + 1 });
    await Promise.all([1, 2, 3].map(() => anonymous().blog.recordView({ slug })));
    expect((await anonymous().blog.bySlug({ slug })).view_count).toBe(before + 4);

    const draft = await storedRow(deps.db, 'blog_posts', { status: 'draft' }, [
      'slug',
      'view_count',
    ]);
    await codeOf(anonymous().blog.recordView({ slug: draft.slug }));
    const after = await storedRow(deps.db, 'blog_posts', { slug: draft.slug }, ['view_count']);
    expect(after.view_count).toBe(draft.view_count);
  });
});

describe('staff only', () => {
  it('refuses anonymous callers on every admin procedure', async () => {
    const caller = anonymous();
    const calls: Promise<unknown>[] = [
      caller.blogAdmin.stats(),
      caller.blogAdmin.posts.list(),
      caller.blogAdmin.posts.byId({ id: 1 }),
      caller.blogAdmin.posts.create(buildPostPayload(form())),
      caller.blogAdmin.posts.update({ id: 1, ...buildPostPayload(form()) }),
      caller.blogAdmin.posts.remove({ id: 1 }),
      caller.blogAdmin.categories.list(),
      caller.blogAdmin.categories.create({ name: 'X' }),
      caller.blogAdmin.categories.update({ id: 1, name: 'X' }),
      caller.blogAdmin.categories.remove({ id: 1 }),
      caller.blogAdmin.authors.list(),
      caller.blogAdmin.authors.create({ name: 'X' }),
      caller.blogAdmin.authors.update({ id: 1, name: 'X' }),
      caller.blogAdmin.authors.remove({ id: 1 }),
      caller.blogAdmin.generate({ type: 'title', input: 'soap' }),
    ];
    for (const call of calls) expect(await codeOf(call)).toBe('UNAUTHORIZED');
    // Nothing was written.
    expect(
      (await deps.db.selectFrom('blog_posts').select('id').where('id', '=', 1).executeTakeFirst())
        ?.id,
    ).toBe(1);
  });

  it('lets both editors and admins write', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const caller = await staffCaller(role);
      const { id } = await caller.blogAdmin.posts.create(
        buildPostPayload(form({ slug: `by-${role}` })),
      );
      await caller.blogAdmin.posts.remove({ id });
    }
  });
});
