import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPostPayload, emptyPostForm, type PostForm } from '../../shared/blog';
import { createSeededDeps } from '../test/seeded';
import { addTestStaff } from '../test/staff';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { startPostScheduler } from './schedule';
import { storedRow } from '../test/db';
import { shopperCaller } from '../test/callers';

let deps: AppDeps;
beforeEach(async () => {
  deps = await createSeededDeps();
  staffCall = undefined;
});
afterEach(() => {
  vi.useRealTimers();
});

const anonymous = () => shopperCaller(deps);
let staffCall: ReturnType<typeof createCaller> | undefined;
async function staffCaller() {
  if (!staffCall) {
    const staff = await addTestStaff(deps.db, 'editor');
    staffCall = createCaller(createContextInner(deps, { staff }));
  }
  return staffCall;
}

const START = new Date('2026-12-01T08:00:00.000Z');
const GO_LIVE = new Date('2026-12-01T09:30:00.000Z');

async function scheduledDraft(overrides: Partial<PostForm> = {}) {
  const caller = await staffCaller();
  const [author] = await caller.blogAdmin.authors.list();
  const [category] = await caller.blogAdmin.categories.list();
  const form: PostForm = {
    ...emptyPostForm(),
    title: 'Winter skin without the fuss',
    slug: 'winter-skin-without-the-fuss',
    content: 'word '.repeat(300),
    author_id: author!.id,
    category_id: category!.id,
    scheduled_at: GO_LIVE.toISOString(),
    ...overrides,
  };
  const { id } = await caller.blogAdmin.posts.create(buildPostPayload(form, 'draft'));
  return { caller, id, form };
}

const landingSlugs = async () =>
  (await anonymous().blog.list({ limit: 24 })).posts.map((p) => p.slug);

describe('scheduled publishing', () => {
  it('a scheduled draft appears on /clear-reasons at its time, and the timer publishes it', async () => {
    vi.useFakeTimers({ now: START, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { caller, id } = await scheduledDraft();
    expect((await caller.blogAdmin.posts.byId({ id })).scheduled_at).toBe(GO_LIVE.toISOString());

    const scheduler = startPostScheduler(deps.db, undefined, 60_000);
    await scheduler.firstRun;
    try {
      // Before its time: nowhere public, still a draft.
      expect(await landingSlugs()).not.toContain('winter-skin-without-the-fuss');
      vi.setSystemTime(new Date(GO_LIVE.getTime() - 1000));
      expect(await landingSlugs()).not.toContain('winter-skin-without-the-fuss');
      await expect(
        anonymous().blog.bySlug({ slug: 'winter-skin-without-the-fuss' }),
      ).rejects.toThrow(/not found/i);

      // At its time: on the landing (newest first) and readable, even before the timer ran.
      vi.setSystemTime(GO_LIVE);
      const first = await anonymous().blog.list();
      expect(first.posts[0]!.slug).toBe('winter-skin-without-the-fuss');
      expect(first.posts[0]!.published_at).toBe(GO_LIVE.toISOString());
      const post = await anonymous().blog.bySlug({ slug: 'winter-skin-without-the-fuss' });
      expect(post.published_at).toBe(GO_LIVE.toISOString());
      const raw = await storedRow(deps.db, 'blog_posts', { id }, [
        'status',
        'published_at',
        'scheduled_at',
      ]);
      expect(raw.status).toBe('draft');

      // The timer makes it a published post with the scheduled time as its date.
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => {
        const row = await storedRow(deps.db, 'blog_posts', { id }, [
          'status',
          'published_at',
          'scheduled_at',
        ]);
        expect(row).toEqual({
          status: 'published',
          published_at: GO_LIVE.toISOString(),
          scheduled_at: null,
        });
      });
      expect(await landingSlugs()).toContain('winter-skin-without-the-fuss');
    } finally {
      scheduler.stop();
    }
  });

  it('the staff reads publish a due post too (no timer)', async () => {
    vi.useFakeTimers({ now: START, toFake: ['Date'] });
    const { caller, id } = await scheduledDraft({ status: 'review' });
    vi.setSystemTime(new Date(GO_LIVE.getTime() + 5 * 60_000));
    const post = await caller.blogAdmin.posts.byId({ id });
    expect(post).toMatchObject({
      status: 'published',
      published_at: GO_LIVE.toISOString(),
      scheduled_at: null,
    });
  });

  it('refuses a time in the past and a schedule without author or category, naming them', async () => {
    vi.useFakeTimers({ now: START, toFake: ['Date'] });
    await expect(
      scheduledDraft({ scheduled_at: new Date(START.getTime() - 60_000).toISOString() }),
    ).rejects.toThrow('The scheduled time has passed. Choose a time in the future.');
    await expect(scheduledDraft({ author_id: null })).rejects.toThrow(
      'Choose an author before scheduling.',
    );
    await expect(scheduledDraft({ scheduled_at: 'tomorrow' as string })).rejects.toThrow(
      /Must be a date and time/,
    );
  });

  it('publishing now clears the schedule; a draft without one stays a draft', async () => {
    const later = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    const { caller, id, form } = await scheduledDraft({ scheduled_at: later });
    await caller.blogAdmin.posts.update({ id, ...buildPostPayload(form, 'published') });
    const post = await caller.blogAdmin.posts.byId({ id });
    expect(post.status).toBe('published');
    expect(post.scheduled_at).toBeNull();
  });
});
