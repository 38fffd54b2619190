/** Label photos: checked and shrunk in the browser before upload (a phone photo can be 10 MB). */
import { convertHeic } from '../assistant/image';

export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
const MAX_SIDE = 2400;
const ACCEPTED = /^image\/(png|jpe?g|webp|gif|heic|heif)$/i;

export class PhotoError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

function isHeic(file: File) {
  return /image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}

export function checkPhoto(file: File) {
  if (!ACCEPTED.test(file.type) && !isHeic(file)) {
    throw new PhotoError(
      'Invalid file type',
      'Please choose a photo of the label (JPG, PNG, WebP, GIF or HEIC).',
    );
  }
  if (file.size > MAX_PHOTO_BYTES) {
    throw new PhotoError('File too large', 'Please select an image smaller than 20MB.');
  }
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(blob);
  });
}

/** A JPEG data URL of at most 2400 px on its longest side (HEIC converted first). */
export async function photoToDataUrl(file: File): Promise<string> {
  checkPhoto(file);
  let blob: Blob = file;
  if (isHeic(file)) {
    try {
      // The chat's conversion: checks the HEIF header first and cannot hang (decision 0019).
      blob = await convertHeic(file);
    } catch {
      throw new PhotoError(
        'Image processing failed',
        'Could not process the image. Please try a different format.',
      );
    }
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    // The browser cannot decode it: send it as it is and let the server decide.
    return readAsDataUrl(blob);
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return readAsDataUrl(blob);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.92),
  );
  return readAsDataUrl(jpeg ?? blob);
}
