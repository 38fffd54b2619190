import { ImagePlus, Loader2, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { ACCEPT, type PreparedImage } from './image';
import { READY_TO_SEND } from './texts';

/** The bottom of the chat: the photo waiting to be sent, the message box and its buttons. */
export function Composer({
  textRef,
  input,
  onInput,
  attachment,
  onRemoveAttachment,
  busy,
  sending,
  canSend,
  onSend,
  onFile,
}: {
  textRef: RefObject<HTMLTextAreaElement | null>;
  input: string;
  onInput: (text: string) => void;
  attachment: PreparedImage | null;
  onRemoveAttachment: () => void;
  busy: boolean;
  sending: boolean;
  canSend: boolean;
  onSend: () => void;
  onFile: (file: File) => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);

  // The message box grows with its text, up to 160 px.
  useEffect(() => {
    const area = textRef.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 160)}px`;
  }, [input, textRef]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  }

  return (
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
            onClick={onRemoveAttachment}
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
          onSend();
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
            if (file) onFile(file);
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
          onChange={(event) => onInput(event.target.value)}
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
  );
}
