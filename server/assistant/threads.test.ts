import { describe, expect, it } from 'vitest';
import { extractProductMarkers, THREAD_ID_PATTERN } from '../../shared/assistant';
import { createTestDb } from '../test/db';
import { MarkerFilter } from './markers';
import {
  addMessage,
  MAX_THREAD_MESSAGES,
  newThreadId,
  openThread,
  pruneThreadsNow,
  recentMessages,
  THREAD_RETENTION_DAYS,
} from './threads';

describe('chat threads', () => {
  it('makes unguessable ids: 128 random bits, base64url', () => {
    const ids = new Set(Array.from({ length: 1000 }, newThreadId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(THREAD_ID_PATTERN);
  });

  it('continues a known thread and starts a new one for an unknown or malformed id', async () => {
    const db = await createTestDb();
    const first = await openThread(db, '');
    expect(first.created).toBe(true);
    const again = await openThread(db, first.id);
    expect(again).toMatchObject({ id: first.id, created: false });
    const unknown = await openThread(db, newThreadId());
    expect(unknown.created).toBe(true);
    const malformed = await openThread(db, "x' or 1=1 --");
    expect(malformed.created).toBe(true);
  });

  it(`deletes threads idle for ${THREAD_RETENTION_DAYS} days, with their messages`, async () => {
    const db = await createTestDb();
    const old = await openThread(db, null);
    const fresh = await openThread(db, null);
    await addMessage(db, old.id, { role: 'user', content: 'hello' });
    await addMessage(db, fresh.id, { role: 'user', content: 'hello' });
    const longAgo = new Date(Date.now() - (THREAD_RETENTION_DAYS + 1) * 86_400_000).toISOString();
    await db
      .updateTable('chat_threads')
      .set({ updated_at: longAgo })
      .where('id', '=', old.id)
      .execute();
    expect(await pruneThreadsNow(db, Date.now(), true)).toBe(1);
    expect(await recentMessages(db, old.id)).toEqual([]);
    expect(await recentMessages(db, fresh.id)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_THREAD_MESSAGES} messages per thread`, async () => {
    const db = await createTestDb();
    const thread = await openThread(db, null);
    for (let i = 0; i < MAX_THREAD_MESSAGES + 5; i++) {
      await addMessage(db, thread.id, { role: 'user', content: `m${i}`, productIds: [i] });
    }
    const rows = await recentMessages(db, thread.id, 1000);
    expect(rows).toHaveLength(MAX_THREAD_MESSAGES);
    expect(rows.at(-1)).toMatchObject({
      content: `m${MAX_THREAD_MESSAGES + 4}`,
      product_ids: [MAX_THREAD_MESSAGES + 4],
    });
  });
});

describe('product markers', () => {
  it('removes markers and returns their ids', () => {
    expect(extractProductMarkers('Try these:\n\n[PRODUCT:3, 7,3]\n')).toEqual({
      text: 'Try these:',
      ids: [3, 7],
    });
    expect(extractProductMarkers('No [products] here')).toEqual({
      text: 'No [products] here',
      ids: [],
    });
  });

  it('never lets half a marker through while streaming', () => {
    const text = 'Here you go [see below]. [PRODUCT:12,34] Enjoy [PROD';
    for (let size = 1; size <= 6; size++) {
      const filter = new MarkerFilter();
      let shown = '';
      for (let i = 0; i < text.length; i += size) {
        shown += filter.push(text.slice(i, i + size));
        expect(shown).not.toMatch(/\[PRODUCT/);
      }
      shown += filter.flush();
      expect(shown).toBe('Here you go [see below].  Enjoy [PROD');
      expect(filter.ids).toEqual([12, 34]);
    }
  });
});
