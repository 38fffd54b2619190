/** Staff picture uploads (products and blog posts share the server's picture pipeline). */
import { Loader2, Upload } from 'lucide-react';
import { type ChangeEvent, type ComponentProps, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { fitsSize, postFile } from './file-upload';

const PICTURE_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/avif,.jpg,.jpeg,.png,.webp,.gif,.avif';
const PICTURE_MAX_BYTES = 15 * 1024 * 1024;

/** Sends the file as it is; the server checks it, converts it and answers with its URL. */
export async function uploadPicture(file: File): Promise<string> {
  const res = await postFile('/api/admin/product-images', file, 'application/octet-stream');
  const body = (await res.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!res.ok || !body.url) throw new Error(body.error ?? 'The picture could not be uploaded.');
  return body.url;
}

/**
 * One picture upload from a hidden file input or a drop: checks the size, uploads, hands the URL
 * to `onUploaded` and says how it went in a toast (`saveNote` tells what to save to keep it).
 */
export function usePictureUpload({
  onUploaded,
  saveNote,
  onBusyChange,
}: {
  onUploaded: (url: string) => void;
  saveNote: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file || !fitsSize(file, PICTURE_MAX_BYTES, 'Please choose a picture smaller than 15 MB.'))
      return;
    setUploading(true);
    onBusyChange?.(true);
    try {
      onUploaded(await uploadPicture(file));
      toast.success('Picture uploaded', { description: saveNote });
    } catch (caught) {
      toast.error('Upload failed', {
        description: caught instanceof Error ? caught.message : 'Please try a different file.',
      });
    } finally {
      setUploading(false);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  return {
    uploading,
    send: (file: File | undefined) => void send(file),
    /** The props of the button that opens the browser's file picker. */
    buttonProps: {
      type: 'button',
      disabled: uploading,
      onClick: () => input.current?.click(),
    },
    /** The props of the hidden file input. */
    inputProps: {
      ref: input,
      type: 'file',
      accept: PICTURE_ACCEPT,
      className: 'sr-only',
      onChange: (event: ChangeEvent<HTMLInputElement>) => void send(event.target.files?.[0]),
    },
  } as const;
}

type PictureUpload = ReturnType<typeof usePictureUpload>;

/** The hidden file input and the button that opens it. */
export function PictureChooser({
  upload,
  label,
  ...inputProps
}: { upload: PictureUpload; label: string } & ComponentProps<'input'>) {
  return (
    <>
      <input {...upload.inputProps} {...inputProps} />
      <Button variant="outline" size="sm" {...upload.buttonProps}>
        <Upload aria-hidden /> {label}
      </Button>
    </>
  );
}

/** Covers the drop zone while a picture uploads. */
export function UploadingOverlay({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'absolute inset-0 flex items-center justify-center gap-2 bg-cream/80 text-sm text-forest',
        className,
      )}
    >
      <Loader2 className="size-5 animate-spin" aria-hidden /> Uploading…
    </div>
  );
}
