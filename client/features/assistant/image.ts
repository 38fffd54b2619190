/**
 * The chat's photo flow: any image type plus HEIC/HEIF by type or name; HEIC is
 * converted in the browser to JPEG at quality 0.85 (libheif in WebAssembly, in a worker started
 * only when needed: docs/decisions/0019-heic-in-the-browser.md); the 20 MB limit applies after
 * conversion. Types the server does not read (BMP, AVIF, SVG …) are redrawn
 * as JPEG too, so that every accepted photo can be read. A photo longer than MAX_UPLOAD_SIDE is
 * shrunk to it (JPEG) before it is sent: a phone photo of 48 megapixels becomes about 4, which
 * saves the shopper's data and stays well under the server's pixel cap (server/ingredients/ocr.ts).
 * convertHeic is shared with the ingredient checker's label photo (ingredients/label-photo.ts).
 */
import { HEIC_JPEG_QUALITY, MAX_CHAT_IMAGE_BYTES } from '../../../shared/assistant';
import type { HeicDecoderAnswer, HeicDecoderRequest } from './heic-decoder.worker';

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

/** A photo must be under 20 MB (MAX_CHAT_IMAGE_BYTES). */
export function isTooLarge(size: number): boolean {
  return size >= MAX_CHAT_IMAGE_BYTES;
}

export class ConversionError extends Error {}

/**
 * How long a HEIC conversion may take before it counts as failed. The decoder works in a web
 * worker that answers only when it finishes or catches an error: a file that sends it into a loop,
 * or a worker that never started, would otherwise leave the chat's 'Converting HEIC...' overlay
 * and its disabled input for ever (decision 0019). At the limit the worker is ended. A 12 MP iPhone
 * photo converts in a few seconds even on a slow phone; 30 s leaves room for a 48 MP one.
 */
export const HEIC_CONVERSION_TIMEOUT_MS = 30_000;

/** ISO-BMFF brands of HEIF images coded with HEVC: what the decoder (libheif with libde265) reads. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
/** Generic HEIF brands: the codec is named by another brand, or by nothing. */
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
/** HEIF files coded with AV1 (AVIF): not HEIC, and the browser reads them itself. */
const AV1_BRANDS = new Set(['avif', 'avis']);
/** Enough of the file for its `ftyp` box: size, type, major brand, minor version, brands. */
const HEADER_BYTES = 64;

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

/**
 * Whether the first bytes of a file are a HEIF `ftyp` box that the decoder can read: bytes 4–8
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
 * Starts the decoder worker (heic-decoder.worker.ts). Vite emits it, and the .wasm it fetches, as
 * files of their own: nothing of the decoder is downloaded until a HEIC photo is chosen.
 */
function startDecoder(): Worker {
  return new Worker(new URL('./heic-decoder.worker.ts', import.meta.url), {
    type: 'module',
    name: 'heic-decoder',
  });
}

/** The primary image of a HEIF file as RGBA pixels, from a worker that is ended afterwards. */
function decodeInWorker(
  bytes: ArrayBuffer,
  timeoutMs: number,
): Promise<{ width: number; height: number; pixels: ArrayBuffer }> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = startDecoder();
    } catch (error) {
      reject(new ConversionError(error instanceof Error ? error.message : 'No decoder.'));
      return;
    }
    // Whatever comes first settles it; the worker is ended then, so nothing comes later.
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new ConversionError('HEIC conversion took too long.'))),
      timeoutMs,
    );
    worker.onmessage = (event: MessageEvent<HeicDecoderAnswer>) => {
      const answer = event.data;
      settle(() => (answer.ok ? resolve(answer) : reject(new ConversionError(answer.message))));
    };
    // The worker file or the WebAssembly could not be loaded, or the worker crashed.
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault?.();
      settle(() => reject(new ConversionError(event.message || 'The HEIC decoder failed.')));
    };
    worker.onmessageerror = () =>
      settle(() => reject(new ConversionError('The HEIC decoder answered nonsense.')));
    worker.postMessage({ bytes } satisfies HeicDecoderRequest, [bytes]);
  });
}

/** A JPEG of RGBA pixels, drawn on a canvas. */
async function pixelsToJpeg(
  width: number,
  height: number,
  pixels: ArrayBuffer,
  quality: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  try {
    const context = canvas.getContext('2d');
    if (!context) throw new ConversionError('No canvas.');
    const image = context.createImageData(width, height);
    image.data.set(new Uint8ClampedArray(pixels));
    context.putImageData(image, 0, 0);
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
    if (!jpeg) throw new ConversionError('HEIC conversion gave no image.');
    return jpeg;
  } finally {
    // Give the pixels back at once: a 12 MP canvas holds 48 MB.
    canvas.width = 1;
    canvas.height = 1;
  }
}

/**
 * A JPEG (quality 0.85) of a HEIC/HEIF photo. Fails with a ConversionError, never hangs: a file
 * without a HEIF header fails at once, and a conversion still running after `timeoutMs` fails then
 * and its worker is ended.
 */
export async function convertHeic(
  file: Blob,
  timeoutMs: number = HEIC_CONVERSION_TIMEOUT_MS,
): Promise<Blob> {
  if (!(await hasHeifHeader(file))) throw new ConversionError('Not a HEIC or HEIF file.');
  try {
    const decoded = await decodeInWorker(await file.arrayBuffer(), timeoutMs);
    return await pixelsToJpeg(decoded.width, decoded.height, decoded.pixels, HEIC_JPEG_QUALITY);
  } catch (error) {
    if (error instanceof ConversionError) throw error;
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
