import { Check, LoaderCircle, X } from 'lucide-react';

/** A label photo of the swap analysis, read in the browser one at a time. */
export interface Photo {
  key: number;
  name: string;
  state: 'reading' | 'read' | 'failed';
  /** Everything read from the label (sent; the photo itself is not). */
  text?: string;
  problem?: string;
}

/** The photos added to the swap analysis: each one's reading, read or why it failed. */
export function SwapPhotoList({
  photos,
  onRemove,
}: {
  photos: Photo[];
  onRemove: (key: number) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="space-y-2 text-sm" data-testid="swap-photo-list">
      {photos.map((photo) => (
        <li
          key={photo.key}
          className="flex items-start gap-2 rounded-2xl bg-cream/10 px-4 py-2"
          data-testid="swap-photo"
          data-state={photo.state}
        >
          {photo.state === 'reading' ? (
            <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden />
          ) : photo.state === 'read' ? (
            <Check className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden />
          ) : (
            <X className="mt-0.5 size-4 shrink-0 text-sand" aria-hidden />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate">{photo.name}</span>
            <span className="block text-cream/70">
              {photo.state === 'reading'
                ? 'Reading the label...'
                : photo.state === 'read'
                  ? 'Label read'
                  : `${photo.problem} This photo will not be sent.`}
            </span>
          </span>
          <button
            type="button"
            className="text-cream/70 underline hover:text-cream disabled:opacity-50"
            disabled={photo.state === 'reading'}
            onClick={() => onRemove(photo.key)}
          >
            Remove<span className="sr-only"> {photo.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
