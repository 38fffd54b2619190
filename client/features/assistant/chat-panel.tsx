import { Camera, ImagePlus, Loader2, SendHorizontal, Sparkles, Trash2, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { toast } from 'sonner';
import { ASSISTANT_ID } from '../../../shared/assistant';
import { ProductCard } from '@/features/catalog/product-card';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { ACCEPT, isAcceptedImage, prepareImage, type PreparedImage } from './image';
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
  READY_TO_SEND,
  TOO_LARGE_TEXT,
  TOO_LARGE_TITLE,
} from './texts';
import type { ChatMessage, ChatProduct } from './types';
import { DropZone } from '@/components/ui/drop-zone';
import { Textarea } from '@/components/ui/textarea';

const Markdown = lazy(() => import('./markdown'));

/** Links, emphasis, headings, lists, quotes, code or tables. */
function looksLikeMarkdown(text: string): boolean {
  return /[*_#`>[\]|]|^\s*([-+]|\d+\.)\s/m.test(text);
}

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
  const fileRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const firstSave = useRef(true);

  // History is saved after every change to the messages (SPEC.md §4).
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

  useEffect(() => {
    const area = textRef.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 160)}px`;
  }, [input]);

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

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
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

          <div
            ref={listRef}
            data-testid="chat-messages"
            className="relative h-[62vh] min-h-[380px] space-y-5 overflow-y-auto px-4 py-5 sm:h-[620px] sm:px-6"
            aria-live="polite"
            aria-busy={sending}
          >
            {messages.map((message) => (
              <MessageView key={message.id} message={message} />
            ))}
            {sending &&
              (streaming ? (
                <MessageView
                  message={{ id: 'streaming', sender: 'assistant', text: streaming, timestamp: '' }}
                />
              ) : (
                <div className="flex justify-start" data-testid="typing-indicator">
                  <div className="flex items-center gap-1.5 rounded-2xl rounded-bl-md border border-line bg-cream px-4 py-3.5">
                    <span className="sr-only">The assistant is typing</span>
                    {[0, 1, 2].map((i) => (
                      <span
                        key={i}
                        aria-hidden
                        className="size-2 animate-bounce rounded-full bg-sage"
                        style={{ animationDelay: `${i * 150}ms` }}
                      />
                    ))}
                  </div>
                </div>
              ))}
          </div>

          <div className="border-t border-line bg-cream/60 px-3 py-3 sm:px-5">
            {attachment && (
              <div
                data-testid="image-preview"
                className="mb-3 flex items-center gap-3 rounded-2xl border border-line bg-paper p-2 pr-3"
              >
                {attachment.thumbnail && (
                  <img
                    src={attachment.thumbnail}
                    alt={`Preview of ${attachment.name}`}
                    className="size-12 rounded-xl object-cover"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{attachment.name}</p>
                  <p className="text-xs text-forest">{READY_TO_SEND}</p>
                </div>
                <button
                  type="button"
                  onClick={() => setAttachment(null)}
                  aria-label="Remove the photo"
                  className="rounded-full p-2 text-muted hover:bg-sand-light hover:text-ink"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </div>
            )}
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <input
                ref={fileRef}
                type="file"
                accept={ACCEPT}
                className="sr-only"
                tabIndex={-1}
                aria-label="Choose a photo"
                data-testid="chat-file-input"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void acceptFile(file);
                }}
              />
              <button
                type="button"
                onClick={() => fileRef.current?.click()}
                disabled={busy}
                aria-label="Attach a photo of a label"
                title="Attach a photo (or drop it here)"
                className="flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-paper text-forest transition hover:border-forest disabled:opacity-50"
              >
                <ImagePlus className="size-5" aria-hidden />
              </button>
              <label htmlFor="chat-input" className="sr-only">
                Your message
              </label>
              <Textarea
                id="chat-input"
                ref={textRef}
                rows={1}
                value={input}
                disabled={busy}
                onChange={(event) => setInput(event.target.value)}
                onKeyDown={onKeyDown}
                maxLength={8000}
                placeholder="Ask about a product or ingredient…"
                className="max-h-40 min-h-11 w-auto min-w-0 flex-1 resize-none rounded-3xl py-2.5 text-[15px] leading-6 placeholder:text-muted/80 focus:border-forest focus:outline-none focus-visible:outline-none disabled:opacity-60"
              />
              <button
                type="submit"
                disabled={!canSend}
                aria-label="Send"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-forest text-cream transition hover:bg-forest-dark disabled:opacity-40"
              >
                {sending ? (
                  <Loader2 className="size-5 animate-spin" aria-hidden />
                ) : (
                  <SendHorizontal className="size-5" aria-hidden />
                )}
              </button>
            </form>
            <p className="mt-2 hidden px-1 text-[11px] text-muted sm:block">
              Enter sends, Shift+Enter adds a line. Drop a photo of a label anywhere here.
            </p>
          </div>

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

function MessageView({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'user';
  return (
    <div
      data-message={message.sender}
      data-testid={mine ? 'user-message' : 'assistant-message'}
      className={cn('flex flex-col gap-3', mine ? 'items-end' : 'items-start')}
    >
      <div
        className={cn(
          'max-w-[88%] rounded-2xl px-4 py-3 text-[15px] leading-relaxed sm:max-w-[80%]',
          mine
            ? 'rounded-br-md bg-forest text-cream'
            : 'rounded-bl-md border border-line bg-cream text-ink',
        )}
      >
        {message.image && (
          <img
            src={message.image}
            alt={message.imageName ? `Photo: ${message.imageName}` : 'Photo sent to the assistant'}
            className="mb-2 max-h-48 rounded-xl object-cover"
          />
        )}
        {!message.image && message.imageName && (
          <p className="mb-1 flex items-center gap-1.5 text-xs opacity-80">
            <Camera className="size-3.5" aria-hidden /> {message.imageName}
          </p>
        )}
        {mine ? (
          message.text && <p className="whitespace-pre-wrap break-words">{message.text}</p>
        ) : (
          <div className="break-words">
            {/* Plain text (like the greeting) needs no Markdown code: it loads with the first reply. */}
            {looksLikeMarkdown(message.text) ? (
              <Suspense fallback={<p className="whitespace-pre-wrap">{message.text}</p>}>
                <Markdown text={message.text} />
              </Suspense>
            ) : (
              <p className="whitespace-pre-wrap">{message.text}</p>
            )}
          </div>
        )}
      </div>
      {message.products && message.products.length > 0 && (
        <div
          data-testid="chat-products"
          className="grid w-full grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 max-sm:[&_.aspect-square]:aspect-[16/10]"
        >
          {message.products.map((product) => (
            <ProductCard key={product.id} product={product} compact />
          ))}
        </div>
      )}
    </div>
  );
}
