import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPostPayload, emptyPostForm, type PostForm } from '../../shared/blog';
import { createTestDeps } from '../test/deps';
import { addTestStaff } from '../test/staff';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { MAX_REVISIONS, storeRevision } from './revisions';

let deps: AppDeps;
let caller: ReturnType<typeof createCaller>;
beforeEach(async () => {
  deps = await createTestDeps();
  const staff = await addTestStaff(deps.db, 'editor');
  caller = createCaller(createContextInner(deps, { staff }));
});

const form = (overrides: Partial<PostForm> = {}): PostForm => ({
  ...emptyPostForm(),
  title: 'First title',
  slug: 'revisions-post',
  content: 'The first text of the post.',
  ...overrides,
});

describe('the AI mark', () => {
  it('stays on an AI-written text until an editor changes the text', async () => {
    const ai = form({ content: 'A draft the AI wrote.' });
    const { id } = await caller.blogAdmin.posts.create({
      ...buildPostPayload(ai, 'draft'),
      ai_written: true,
    });
    expect((await caller.blogAdmin.posts.byId({ id })).ai_draft).toBe(true);
    const listed = async () =>
      (await caller.blogAdmin.posts.list()).posts.find((p) => p.id === id)!.ai_draft;
    expect(await listed()).toBe(true);
    // Other fields change, the text does not: still the AI's.
    await caller.blogAdmin.posts.update({
      id,
      ...buildPostPayload({ ...ai, title: 'Retitled' }, 'review'),
    });
    expect((await caller.blogAdmin.posts.byId({ id })).ai_draft).toBe(true);
    // An editor changes the text: the mark is gone.
    await caller.blogAdmin.posts.update({
      id,
      ...buildPostPayload({ ...ai, content: 'A draft the AI wrote, checked by Lena.' }, 'review'),
    });
    expect((await caller.blogAdmin.posts.byId({ id })).ai_draft).toBe(false);
    expect(await listed()).toBe(false);
  });
});

describe('revisions', () => {
  it('stores every save and restores an older text as a new revision', async () => {
    const { id } = await caller.blogAdmin.posts.create(buildPostPayload(form(), 'draft'));
    await caller.blogAdmin.posts.update({
      id,
      ...buildPostPayload(
        form({ title: 'Second title', content: 'A rewritten text, longer than before.' }),
        'review',
      ),
    });
    const revisions = await caller.blogAdmin.posts.revisions({ id });
    expect(revisions.map((r) => [r.title, r.status, r.words])).toEqual([
      ['Second title', 'review', 6],
      ['First title', 'draft', 6],
    ]);
    expect(revisions[0]!.saved_by).toBeTruthy();

    const restored = await caller.blogAdmin.posts.restoreRevision({
      id,
      revisionId: revisions[1]!.id,
    });
    expect(restored).toMatchObject({
      title: 'First title',
      content: 'The first text of the post.',
      // The status stays what it is; only the text comes back.
      status: 'review',
      read_time_minutes: 1,
    });
    const after = await caller.blogAdmin.posts.revisions({ id });
    expect(after).toHaveLength(3);
    expect(after[0]!.title).toBe('First title');
  });

  it('refuses a revision of another post or a missing one, naming it', async () => {
    const a = await caller.blogAdmin.posts.create(buildPostPayload(form(), 'draft'));
    const b = await caller.blogAdmin.posts.create(
      buildPostPayload(form({ slug: 'other-post' }), 'draft'),
    );
    const [ofB] = await caller.blogAdmin.posts.revisions({ id: b.id });
    const error = (await caller.blogAdmin.posts
      .restoreRevision({ id: a.id, revisionId: ofB!.id })
      .catch((e: unknown) => e)) as TRPCError;
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Revision not found.');
    await expect(caller.blogAdmin.posts.revisions({ id: 9999 })).rejects.toThrow('Post not found.');
  });

  it(`keeps the newest ${MAX_REVISIONS} revisions of a post`, async () => {
    const { id } = await caller.blogAdmin.posts.create(buildPostPayload(form(), 'draft'));
    for (let i = 0; i < MAX_REVISIONS + 5; i++) await storeRevision(deps.db, id, null);
    expect(await caller.blogAdmin.posts.revisions({ id })).toHaveLength(MAX_REVISIONS);
  });
});
