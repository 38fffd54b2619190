/**
 * Chat threads and messages in SQLite. The OpenAI Assistants API (and its server-side threads)
 * is shut down, so threads are ours: an unguessable id (128 random bits) is the only key, no name,
 * e-mail or IP address is stored, photos are never stored (only the text read from them), and a
 * thread idle for THREAD_RETENTION_DAYS is deleted with its messages.
 */
import crypto from 'node:crypto';
import { CHAT_HISTORY_DAYS, THREAD_ID_PATTERN } from '../../shared/assistant';
import type { DB } from '../db/connect';
import { emptyMemory, parseMemory, type Memory } from './memory';

/** As long as the browser keeps its local chat history. */
export const THREAD_RETENTION_DAYS = CHAT_HISTORY_DAYS;
/** A thread keeps at most this many messages; older ones are dropped. */
export const MAX_THREAD_MESSAGES = 200;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function newThreadId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

export interface Thread {
  id: string;
  memory: Memory;
  created: boolean;
}

/** The thread with this id, or a new one when the id is empty, malformed, unknown or expired. */
export async function openThread(db: DB, threadId: string | null | undefined): Promise<Thread> {
  await pruneThreadsNow(db);
  if (threadId && THREAD_ID_PATTERN.test(threadId)) {
    const row = await db
      .selectFrom('chat_threads')
      .select(['id', 'state'])
      .where('id', '=', threadId)
      .executeTakeFirst();
    if (row) return { id: row.id, memory: parseMemory(row.state), created: false };
  }
  const id = newThreadId();
  const now = new Date().toISOString();
  await db
    .insertInto('chat_threads')
    .values({ id, state: JSON.stringify(emptyMemory()), created_at: now, updated_at: now })
    .execute();
  return { id, memory: emptyMemory(), created: true };
}

export interface StoredMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  image_name: string | null;
  image_text: string | null;
  product_ids: number[];
  created_at: string;
}

export async function addMessage(
  db: DB,
  threadId: string,
  message: {
    role: 'user' | 'assistant';
    content: string;
    imageName?: string | null;
    imageText?: string | null;
    productIds?: readonly number[];
    engine?: string | null;
  },
): Promise<number> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('chat_messages')
      .values({
        thread_id: threadId,
        role: message.role,
        content: message.content,
        image_name: message.imageName ?? null,
        image_text: message.imageText ?? null,
        product_ids: JSON.stringify(message.productIds ?? []),
        engine: message.engine ?? null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const thread = await trx
      .updateTable('chat_threads')
      .set((eb) => ({ message_count: eb('message_count', '+', 1), updated_at: now }))
      .where('id', '=', threadId)
      .returning('message_count')
      .executeTakeFirstOrThrow();
    if (thread.message_count > MAX_THREAD_MESSAGES) {
      const keepFrom = await trx
        .selectFrom('chat_messages')
        .select('id')
        .where('thread_id', '=', threadId)
        .orderBy('id', 'desc')
        .offset(MAX_THREAD_MESSAGES - 1)
        .limit(1)
        .executeTakeFirst();
      if (keepFrom) {
        await trx
          .deleteFrom('chat_messages')
          .where('thread_id', '=', threadId)
          .where('id', '<', keepFrom.id)
          .execute();
        await trx
          .updateTable('chat_threads')
          .set({ message_count: MAX_THREAD_MESSAGES })
          .where('id', '=', threadId)
          .execute();
      }
    }
    return row.id;
  });
}

export async function saveMemory(db: DB, threadId: string, memory: Memory): Promise<void> {
  await db
    .updateTable('chat_threads')
    .set({ state: JSON.stringify(memory), updated_at: new Date().toISOString() })
    .where('id', '=', threadId)
    .execute();
}

/** The last `limit` messages of a thread, oldest first. */
export async function recentMessages(
  db: DB,
  threadId: string,
  limit = 20,
): Promise<StoredMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'role', 'content', 'image_name', 'image_text', 'product_ids', 'created_at'])
    .where('thread_id', '=', threadId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((row) => ({
    ...row,
    product_ids: parseIds(row.product_ids),
  }));
}

export async function deleteThread(db: DB, threadId: string): Promise<void> {
  await db.deleteFrom('chat_threads').where('id', '=', threadId).execute();
}

const lastPrune = new WeakMap<DB, number>();

/** Deletes threads idle for longer than the retention period (at most once an hour per DB). */
export async function pruneThreadsNow(db: DB, now = Date.now(), force = false): Promise<number> {
  const last = lastPrune.get(db) ?? 0;
  if (!force && now - last < PRUNE_EVERY_MS) return 0;
  lastPrune.set(db, now);
  const cutoff = new Date(now - THREAD_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db
    .deleteFrom('chat_threads')
    .where('updated_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}
