import { ImagePlus, Loader2, Sparkles, Trash2 } from 'lucide-react';
import { readAvoidList } from '@/features/ingredients/avoid-list';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { ASSISTANT_ID } from '../../../shared/assistant';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { isAcceptedImage, prepareImage, type PreparedImage } from './image';
import { clearChat, loadChat, saveChat } from './storage';
import {
  CLEARED_TEXT,
  CLEARED_TITLE,
  CONVERT_FAILED_TEXT,
  CONVERT_FAILED_TITLE,
  CONVERTING_OVERLAY,
  CONVERTING_TOAST,
  EMPTY_REPLY,
  ERROR_MESSAGE,
  ERROR_TOAST_TEXT,
  ERROR_TOAST_TITLE,
  GREETING,
  INVALID_TYPE_TEXT,
  INVALID_TYPE_TITLE,
  TOO_LARGE_TEXT,
  TOO_LARGE_TITLE,
} from './texts';
import type { ChatMessage, ChatProduct } from './types';
import { DropZone } from '@/components/ui/drop-zone';
import { Composer } from './composer';
import { MessageList } from './message-list';

function makeId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function greeting(): ChatMessage {
  return {
    id: 'greeting',
    text: GREETING,
    sender: 'assistant',
    timestamp: new Date().toISOString(),
  };
}

function initialState(): { messages: ChatMessage[]; threadId: string | null } {
  const saved = loadChat();
  return saved ?? { messages: [greeting()], threadId: null };
}

export function ChatPanel() {
  const utils = trpc.useUtils();
  const clearOnServer = trpc.assistant.clear.useMutation();
  const [initial] = useState(initialState);
  const [messages, setMessages] = useState<ChatMessage[]>(initial.messages);
  const [threadId, setThreadId] = useState<string | null>(initial.threadId);
  const [input, setInput] = useState('');
  const [attachment, setAttachment] = useState<PreparedImage | null>(null);
  const [sending, setSending] = useState(false);
  const [converting, setConverting] = useState(false);
  /** The reply as it streams in; null while waiting for its first words. */
  const [streaming, setStreaming] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const firstSave = useRef(true);

  // History is saved after every change to the messages, so a reload keeps the conversation.
  useEffect(() => {
    if (firstSave.current) {
      firstSave.current = false;
      if (!loadChat()) return; // nothing saved yet: the greeting alone is not history
    }
    saveChat({ messages, threadId });
  }, [messages, threadId]);

  // Leaving the page cancels the reply (and the model call behind it).
  useEffect(() => () => abortRef.current?.abort(), []);

  // Follow the conversation; a long answer (text and cards) is shown from its start.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const last = list.lastElementChild as HTMLElement | null;
    if (
      !sending &&
      last?.dataset.message === 'assistant' &&
      last.offsetHeight > list.clientHeight
    ) {
      list.scrollTop = last.offsetTop - 12;
    } else {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages, streaming, sending]);

  const busy = sending || converting;
  const canSend = !busy && (input.trim().length > 0 || attachment !== null);

  const acceptFile = useCallback(async (file: File) => {
    if (!isAcceptedImage(file)) {
      toast.error(INVALID_TYPE_TITLE, { description: INVALID_TYPE_TEXT });
      return;
    }
    const result = await prepareImage(file, (on) => {
      setConverting(on);
      if (on) toast(CONVERTING_TOAST);
    });
    if (result.ok) {
      setAttachment(result.image);
      textRef.current?.focus();
    } else if (result.reason === 'type') {
      toast.error(INVALID_TYPE_TITLE, { description: INVALID_TYPE_TEXT });
    } else if (result.reason === 'size') {
      toast.error(TOO_LARGE_TITLE, { description: TOO_LARGE_TEXT });
    } else {
      toast.error(CONVERT_FAILED_TITLE, { description: CONVERT_FAILED_TEXT });
    }
  }, []);

  async function send() {
    if (!canSend) return;
    const text = input.trim();
    const image = attachment;
    const userMessage: ChatMessage = {
      id: makeId(),
      text,
      sender: 'user',
      timestamp: new Date().toISOString(),
      ...(image ? { image: image.thumbnail || undefined, imageName: image.name } : {}),
    };
    setMessages((list) => [...list, userMessage]);
    setInput('');
    setAttachment(null);
    setSending(true);
    setStreaming(null);
    const controller = new AbortController();
    abortRef.current = controller;
    let reply: { text: string; products: ChatProduct[] } | null = null;
    let failed = false;
    try {
      const stream = await utils.client.assistant.send.mutate(
        {
          message: text,
          threadId: threadId ?? '',
          assistantId: ASSISTANT_ID,
          image: image?.dataUrl ?? '',
          imageName: image?.name ?? '',
          // The avoid list kept in this browser: the assistant honours it in every answer.
          avoid: readAvoidList(),
        },
        { signal: controller.signal },
      );
      let partial = '';
      for await (const event of stream) {
        if (event.type === 'thread') setThreadId(event.threadId);
        else if (event.type === 'text') {
          partial += event.delta;
          setStreaming(partial);
        } else if (event.type === 'done') {
          if (event.error) failed = true;
          else reply = { text: event.response, products: event.products };
          setThreadId(event.threadId);
        }
      }
      if (!reply && !failed) failed = true; // the stream ended without an answer
    } catch (error) {
      if (controller.signal.aborted) return; // the shopper left
      console.error('assistant: chat call failed', error);
      failed = true;
    } finally {
      if (!controller.signal.aborted) {
        setSending(false);
        setStreaming(null);
      }
    }
    const answer: ChatMessage = {
      id: makeId(),
      sender: 'assistant',
      timestamp: new Date().toISOString(),
      text: failed ? ERROR_MESSAGE : reply?.text.trim() ? reply.text : EMPTY_REPLY,
      ...(reply && reply.products.length > 0 ? { products: reply.products } : {}),
    };
    setMessages((list) => [...list, answer]);
    if (failed) toast.error(ERROR_TOAST_TITLE, { description: ERROR_TOAST_TEXT });
  }

  function clearHistory() {
    abortRef.current?.abort();
    if (threadId) clearOnServer.mutate({ threadId });
    clearChat();
    firstSave.current = true;
    setMessages([greeting()]);
    setThreadId(null);
    setSending(false);
    setStreaming(null);
    toast.success(CLEARED_TITLE, { description: CLEARED_TEXT });
  }

  return (
    <DropZone
      asChild
      disabled={busy}
      accept={isAcceptedImage}
      onFile={(file) => void acceptFile(file)}
      onReject={() => toast.error(INVALID_TYPE_TITLE, { description: INVALID_TYPE_TEXT })}
    >
      {({ dragging }) => (
        <section
          aria-label="Chat with the personal assistant"
          className="relative flex flex-col overflow-hidden rounded-3xl border border-line bg-paper shadow-[0_1px_0_rgba(31,42,36,0.04),0_20px_50px_-30px_rgba(31,42,36,0.35)]"
        >
          <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-6">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-full bg-forest text-cream">
                <Sparkles className="size-4" aria-hidden />
              </span>
              <div>
                <p className="font-display text-base leading-tight text-ink">Puur assistant</p>
                <p className="text-xs text-muted">{sending ? 'Typing…' : 'Here to help'}</p>
              </div>
            </div>
            <button
              type="button"
              onClick={clearHistory}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-xs font-medium text-muted transition hover:bg-sand-light hover:text-ink"
            >
              <Trash2 className="size-3.5" aria-hidden /> Clear History
            </button>
          </header>

          <MessageList ref={listRef} messages={messages} sending={sending} streaming={streaming} />

          <Composer
            textRef={textRef}
            input={input}
            onInput={setInput}
            attachment={attachment}
            onRemoveAttachment={() => setAttachment(null)}
            busy={busy}
            sending={sending}
            canSend={canSend}
            onSend={() => void send()}
            onFile={(file) => void acceptFile(file)}
          />

          {(dragging || converting) && (
            <div
              className={cn(
                'absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-paper/90 text-forest backdrop-blur-sm',
                dragging && !converting && 'border-2 border-dashed border-sage',
              )}
              data-testid={converting ? 'converting-overlay' : 'drop-overlay'}
            >
              {converting ? (
                <>
                  <Loader2 className="size-8 animate-spin" aria-hidden />
                  <p className="font-medium">{CONVERTING_OVERLAY}</p>
                </>
              ) : (
                <>
                  <ImagePlus className="size-8" aria-hidden />
                  <p className="font-medium">Drop your photo here</p>
                </>
              )}
            </div>
          )}
        </section>
      )}
    </DropZone>
  );
}
