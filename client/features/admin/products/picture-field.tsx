import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { PICTURE_SIZES, pictureSrcSet } from '../../../../shared/product-pictures';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { Input } from '@/components/ui/input';
import { PictureChooser, UploadingOverlay, usePictureUpload } from './picture-upload';

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
  const [broken, setBroken] = useState<string | null>(null);
  const upload = usePictureUpload({
    onUploaded: onChange,
    saveNote: 'Save the product to keep it.',
    onBusyChange,
  });
  const { uploading } = upload;

  const showImage = value && broken !== value;
  return (
    <div className="space-y-3">
      <DropZone
        onFile={upload.send}
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
        {uploading && <UploadingOverlay />}
      </DropZone>
      <div className="flex flex-wrap gap-2">
        <PictureChooser
          upload={upload}
          label={value ? 'Replace picture' : 'Upload picture'}
          id={`${ids}-file`}
          aria-label="Upload picture"
          data-testid="picture-file"
        />
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
