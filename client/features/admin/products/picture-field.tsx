import { ImagePlus, Loader2, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PICTURE_SIZES, pictureSrcSet } from '../../../../shared/product-pictures';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { Input } from '@/components/ui/input';
import { fitsSize, postFile } from './file-upload';

const ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/avif,.jpg,.jpeg,.png,.webp,.gif,.avif';
const MAX_BYTES = 15 * 1024 * 1024;

/** Sends the file as it is; the server checks it, converts it and answers with its URL. */
export async function uploadPicture(file: File): Promise<string> {
  const res = await postFile('/api/admin/product-images', file, 'application/octet-stream');
  const body = (await res.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!res.ok || !body.url) throw new Error(body.error ?? 'The picture could not be uploaded.');
  return body.url;
}

/** The product picture: preview, upload (button or drop), remove, or a path on this site. */
export function PictureField({
  value,
  onChange,
  alt,
  error,
  onBusyChange,
}: {
  value: string;
  onChange: (url: string) => void;
  alt: string;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file || !fitsSize(file, MAX_BYTES, 'Please choose a picture smaller than 15 MB.')) return;
    setUploading(true);
    onBusyChange?.(true);
    try {
      onChange(await uploadPicture(file));
      toast.success('Picture uploaded', { description: 'Save the product to keep it.' });
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

  const showImage = value && broken !== value;
  return (
    <div className="space-y-3">
      <DropZone
        onFile={(file) => void send(file)}
        className="relative flex aspect-square items-center justify-center overflow-hidden rounded-2xl border border-dashed border-line bg-cream data-[dragging]:border-forest data-[dragging]:bg-sage-light/50"
        data-testid="picture-drop"
      >
        {showImage ? (
          <img
            src={value}
            srcSet={pictureSrcSet(value)}
            sizes={PICTURE_SIZES.card}
            alt={alt}
            className="h-full w-full object-cover"
            onError={() => setBroken(value)}
            data-testid="picture-preview"
          />
        ) : (
          <div className="px-6 text-center text-sm text-muted">
            <ImagePlus className="mx-auto mb-2 size-8 text-sage" aria-hidden />
            {value ? 'This picture cannot be shown.' : 'Drop a picture here'}
            <span className="mt-1 block text-xs">JPG, PNG, WebP, GIF or AVIF · up to 15 MB</span>
          </div>
        )}
        {uploading && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-cream/80 text-sm text-forest">
            <Loader2 className="size-5 animate-spin" aria-hidden /> Uploading…
          </div>
        )}
      </DropZone>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={`${ids}-file`}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => void send(event.target.files?.[0])}
          aria-label="Upload picture"
          data-testid="picture-file"
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden /> {value ? 'Replace picture' : 'Upload picture'}
        </Button>
        {value && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={uploading}
            onClick={() => onChange('')}
          >
            <Trash2 aria-hidden /> Remove
          </Button>
        )}
      </div>
      <div>
        <label htmlFor={`${ids}-path`} className="mb-1.5 block text-xs font-medium text-muted">
          Picture path on this site
        </label>
        <Input
          id={`${ids}-path`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="/images/products/name.svg"
          maxLength={500}
          className="h-9 text-xs aria-invalid:border-danger"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
        />
        {error ? (
          <p id={`${ids}-error`} className="mt-1 text-xs text-danger">
            {error}
          </p>
        ) : (
          <p className="mt-1 text-xs text-muted">
            Without a picture the shop shows its fallback image.
          </p>
        )}
      </div>
    </div>
  );
}
