/**
 * The chat's photo flow (SPEC.md §5): any image type plus HEIC/HEIF by type or name; HEIC is
 * converted in the browser to JPEG at quality 0.85 (heic2any, loaded only when needed); the 20 MB
 * limit applies after conversion. Types the server does not read (BMP, AVIF, SVG …) are redrawn
 * as JPEG too, so that every accepted photo can be read. A photo longer than MAX_UPLOAD_SIDE is
 * shrunk to it (JPEG) before it is sent: a phone photo of 48 megapixels becomes about 4, which
 * saves the shopper's data and stays well under the server's pixel cap (server/ingredients/ocr.ts).
 */
import { HEIC_JPEG_QUALITY, MAX_CHAT_IMAGE_BYTES } from '../../../shared/assistant';

export const ACCEPT = 'image/*,.heic,.heif';
const SERVER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Longest side sent to the server; the label reader reads at this size too (no detail lost). */
export const MAX_UPLOAD_SIDE = 2400;

export function isHeic(file: { type: string; name: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}

export function isAcceptedImage(file: { type: string; name: string }): boolean {
  return file.type.startsWith('image/') || isHeic(file);
}

/** SPEC.md §5: must be under 20 MB. */
export function isTooLarge(size: number): boolean {
  return size >= MAX_CHAT_IMAGE_BYTES;
}

export class ConversionError extends Error {}

export async function convertHeic(file: Blob): Promise<Blob> {
  try {
    const { default: heic2any } = await import('heic2any');
    const out = await heic2any({ blob: file, toType: 'image/jpeg', quality: HEIC_JPEG_QUALITY });
    return Array.isArray(out) ? out[0]! : out;
  } catch (error) {
    throw new ConversionError(error instanceof Error ? error.message : 'HEIC conversion failed');
  }
}

export function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ConversionError('The image could not be decoded.'));
    image.src = src;
  });
}

/** Width and height within `maxSide` on the longest side, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width || 1, height || 1));
  return {
    width: Math.max(1, Math.round((width || 1) * scale)),
    height: Math.max(1, Math.round((height || 1) * scale)),
  };
}

/** Whether a photo must be redrawn before upload: a type the server does not read, or too long. */
export function needsRedraw(type: string, width: number, height: number): boolean {
  return !SERVER_TYPES.has(type) || Math.max(width, height) > MAX_UPLOAD_SIDE;
}

/** A JPEG redraw of the image, at most `maxSide` pixels on its longest side. */
export async function redraw(
  src: string | HTMLImageElement,
  maxSide: number,
  quality: number,
): Promise<string> {
  const image = typeof src === 'string' ? await loadImage(src) : src;
  const size = fitWithin(image.naturalWidth, image.naturalHeight, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new ConversionError('No canvas.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', quality);
}

export interface PreparedImage {
  dataUrl: string;
  name: string;
  /** A small JPEG for the message list and the local history. */
  thumbnail: string;
}

export type PrepareResult =
  { ok: true; image: PreparedImage } | { ok: false; reason: 'type' | 'size' | 'conversion' };

export async function prepareImage(
  file: File,
  onConverting: (converting: boolean) => void,
): Promise<PrepareResult> {
  if (!isAcceptedImage(file)) return { ok: false, reason: 'type' };
  let blob: Blob = file;
  let name = file.name || 'photo';
  if (isHeic(file)) {
    onConverting(true);
    try {
      blob = await convertHeic(file);
      name = name.replace(/\.(heic|heif)$/i, '') + '.jpg';
    } catch {
      return { ok: false, reason: 'conversion' };
    } finally {
      onConverting(false);
    }
  }
  if (isTooLarge(blob.size)) return { ok: false, reason: 'size' };
  try {
    let dataUrl = await readDataUrl(blob);
    let image: HTMLImageElement | null = null;
    try {
      image = await loadImage(dataUrl);
    } catch (error) {
      // A type the server reads, which this browser cannot draw: send it as it is.
      if (!SERVER_TYPES.has(blob.type)) throw error;
    }
    if (image && needsRedraw(blob.type, image.naturalWidth, image.naturalHeight)) {
      dataUrl = await redraw(image, MAX_UPLOAD_SIDE, HEIC_JPEG_QUALITY);
    }
    const thumbnail = await redraw(dataUrl, 480, 0.8).catch(() => '');
    return { ok: true, image: { dataUrl, name, thumbnail } };
  } catch {
    return { ok: false, reason: 'conversion' };
  }
}
