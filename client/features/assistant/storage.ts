/**
 * The chat's local history in the browser's localStorage: three entries, the messages, the
 * thread id and the time they were saved. Older than 30 days → cleared on load.
 */
import { CHAT_HISTORY_MS } from '../../../shared/assistant';
import type { ChatMessage } from './types';

export const HISTORY_KEY = 'puur.assistant.history';
export const THREAD_KEY = 'puur.assistant.threadId';
export const SAVED_AT_KEY = 'puur.assistant.savedAt';

export interface StoredChat {
  messages: ChatMessage[];
  threadId: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage;
  return (
    Boolean(m) &&
    typeof m.id === 'string' &&
    typeof m.text === 'string' &&
    (m.sender === 'user' || m.sender === 'assistant') &&
    typeof m.timestamp === 'string'
  );
}

export function loadChat(now = Date.now()): StoredChat | null {
  const store = storage();
  if (!store) return null;
  const savedAt = Number(store.getItem(SAVED_AT_KEY));
  if (!savedAt || now - savedAt > CHAT_HISTORY_MS) {
    clearChat();
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(store.getItem(HISTORY_KEY) ?? 'null');
    if (!Array.isArray(parsed)) return null;
    const messages = parsed.filter(isMessage);
    if (messages.length === 0) return null;
    return { messages, threadId: store.getItem(THREAD_KEY) || null };
  } catch {
    return null;
  }
}

/**
 * Saves after every change. When the browser's storage is full, older photo thumbnails are
 * dropped first, then the oldest messages.
 */
export function saveChat(chat: StoredChat, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  let messages = chat.messages;
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      store.setItem(HISTORY_KEY, JSON.stringify(messages));
      if (chat.threadId) store.setItem(THREAD_KEY, chat.threadId);
      else store.removeItem(THREAD_KEY);
      store.setItem(SAVED_AT_KEY, String(now));
      return;
    } catch {
      messages =
        attempt < 2
          ? messages.map((m, i) => (i < messages.length - 4 ? { ...m, image: undefined } : m))
          : messages.slice(Math.ceil(messages.length / 3));
    }
  }
}

export function clearChat(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(HISTORY_KEY);
  store.removeItem(THREAD_KEY);
  store.removeItem(SAVED_AT_KEY);
}
