import { Camera } from 'lucide-react';
import { lazy, Suspense, type Ref } from 'react';
import { ProductCard } from '@/features/catalog/product-card';
import { cn } from '@/lib/utils';
import type { ChatMessage } from './types';

const Markdown = lazy(() => import('./markdown'));

/** Links, emphasis, headings, lists, quotes, code or tables. */
function looksLikeMarkdown(text: string): boolean {
  return /[*_#`>[\]|]|^\s*([-+]|\d+\.)\s/m.test(text);
}

/** The conversation: its messages, then the reply as it streams in (or the typing dots). */
export function MessageList({
  ref,
  messages,
  sending,
  streaming,
}: {
  ref: Ref<HTMLDivElement>;
  messages: ChatMessage[];
  sending: boolean;
  streaming: string | null;
}) {
  return (
    <div
      ref={ref}
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
