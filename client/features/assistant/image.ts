/**
 * The chat's photo flow (SPEC.md §5): any image type plus HEIC/HEIF by type or name; HEIC is
 * converted in the browser to JPEG at quality 0.85 (heic2any, loaded only when needed); the 20 MB
 * limit applies after conversion. Types the server does not read (BMP, AVIF, SVG …) are redrawn
 * as JPEG too, so that every accepted photo can be read. A photo longer than MAX_UPLOAD_SIDE is
 * shrunk to it (JPEG) before it is sent: a phone photo of 48 megapixels becomes about 4, which
 * saves the shopper's data and stays well under the server's pixel cap (server/ingredients/ocr.ts).
 * convertHeic is shared with the ingredient checker's label photo (ingredients/label-photo.ts).
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

/**
 * How long heic2any may take before the conversion counts as failed. It decodes in a web worker
 * that answers only when it finishes or catches an error: a file that upsets the decoder, or a
 * worker that never started, leaves its promise pending for ever, and with it the chat's
 * 'Converting HEIC...' overlay and its disabled input (issue 20). A 12 MP iPhone photo converts
 * in a few seconds even on a slow phone; 30 s leaves room for a 48 MP one.
 */
export const HEIC_CONVERSION_TIMEOUT_MS = 30_000;

/** ISO-BMFF brands of HEIF images coded with HEVC: what heic2any decodes. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** Generic HEIF brands: the codec is named by another brand, or by nothing. */
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
/** HEIF files coded with AV1 (AVIF): heic2any cannot decode them. */
const AV1_BRANDS = new Set(['avif', 'avis']);
/** Enough of the file for its `ftyp` box: size, type, major brand, minor version, brands. */
const HEADER_BYTES = 64;

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

/**
 * Whether the first bytes of a file are a HEIF `ftyp` box that heic2any can decode: bytes 4–8
 * read 'ftyp', and the major or a compatible brand is a HEVC one, or a generic HEIF brand without
 * AV1 (AVIF is not HEIC).
 */
export function isHeifHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || fourCC(bytes, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16) return false;
  const end = Math.min(boxSize, bytes.length);
  const brands = [fourCC(bytes, 8)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(fourCC(bytes, at));
  if (brands.some((brand) => HEVC_BRANDS.has(brand))) return true;
  return brands.some((brand) => HEIF_BRANDS.has(brand)) && !brands.some((b) => AV1_BRANDS.has(b));
}

export async function hasHeifHeader(file: Blob): Promise<boolean> {
  const head = await file.slice(0, HEADER_BYTES).arrayBuffer();
  return isHeifHeader(new Uint8Array(head));
}

/**
 * A JPEG of a HEIC/HEIF photo. Fails with a ConversionError, never hangs: a file without a HEIF
 * header fails at once, and a conversion still running after `timeoutMs` fails then; its result,
 * should it come later, is dropped.
 */
export async function convertHeic(
  file: Blob,
  timeoutMs: number = HEIC_CONVERSION_TIMEOUT_MS,
): Promise<Blob> {
  if (!(await hasHeifHeader(file))) throw new ConversionError('Not a HEIC or HEIF file.');
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const { default: heic2any } = await import('heic2any');
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ConversionError('HEIC conversion took too long.')),
        timeoutMs,
      );
    });
    // The race settles once; whatever heic2any does after the limit is ignored.
    const out = await Promise.race([
      heic2any({ blob: file, toType: 'image/jpeg', quality: HEIC_JPEG_QUALITY }),
      limit,
    ]);
    const jpeg = Array.isArray(out) ? out[0] : out;
    if (!jpeg) throw new ConversionError('HEIC conversion gave no image.');
    return jpeg;
  } catch (error) {
    if (error instanceof ConversionError) throw error;
    throw new ConversionError(error instanceof Error ? error.message : 'HEIC conversion failed');
  } finally {
    clearTimeout(timer);
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
