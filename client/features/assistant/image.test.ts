import heic2any from 'heic2any';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_CHAT_IMAGE_BYTES } from '../../../shared/assistant';
import {
  ConversionError,
  convertHeic,
  fitWithin,
  HEIC_CONVERSION_TIMEOUT_MS,
  isAcceptedImage,
  isHeic,
  isHeifHeader,
  isTooLarge,
  MAX_UPLOAD_SIDE,
  needsRedraw,
  prepareImage,
} from './image';

// The real heic2any starts a web worker on import; here each test says what it answers.
vi.mock('heic2any', () => ({ default: vi.fn() }));
const convert = vi.mocked(heic2any);

describe('chat photo rules (SPEC.md §5)', () => {
  it('accepts any image type, and HEIC/HEIF by type or by name', () => {
    expect(isAcceptedImage({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isAcceptedImage({ type: 'image/avif', name: 'a.avif' })).toBe(true);
    expect(isAcceptedImage({ type: '', name: 'IMG_0042.HEIC' })).toBe(true);
    expect(isAcceptedImage({ type: 'application/octet-stream', name: 'photo.heif' })).toBe(true);
    expect(isAcceptedImage({ type: 'application/pdf', name: 'label.pdf' })).toBe(false);
    expect(isAcceptedImage({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
    expect(isHeic({ type: 'image/heic', name: 'x' })).toBe(true);
    expect(isHeic({ type: 'image/heif-sequence', name: 'x' })).toBe(true);
    expect(isHeic({ type: 'image/jpeg', name: 'x.jpg' })).toBe(false);
  });

  it('must be under 20 MB', () => {
    expect(isTooLarge(MAX_CHAT_IMAGE_BYTES - 1)).toBe(false);
    expect(isTooLarge(MAX_CHAT_IMAGE_BYTES)).toBe(true);
  });
});

describe('chat photos are shrunk before upload', () => {
  it('redraws a photo longer than 2400 px, or of a type the server does not read', () => {
    expect(MAX_UPLOAD_SIDE).toBe(2400);
    // A 48 MP phone photo, as JPEG or PNG.
    expect(needsRedraw('image/jpeg', 8064, 6048)).toBe(true);
    expect(needsRedraw('image/png', 6048, 8064)).toBe(true);
    expect(needsRedraw('image/jpeg', 2400, 1800)).toBe(false);
    expect(needsRedraw('image/webp', 1200, 1600)).toBe(false);
    expect(needsRedraw('image/avif', 800, 600)).toBe(true);
  });

  it('keeps the proportions within the longest side and never enlarges', () => {
    expect(fitWithin(8064, 6048, MAX_UPLOAD_SIDE)).toEqual({ width: 2400, height: 1800 });
    expect(fitWithin(4284, 5712, MAX_UPLOAD_SIDE)).toEqual({ width: 1800, height: 2400 });
    expect(fitWithin(640, 480, MAX_UPLOAD_SIDE)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(0, 0, MAX_UPLOAD_SIDE)).toEqual({ width: 1, height: 1 });
  });
});

/** An ISO-BMFF file: an `ftyp` box with these brands, then `rest` bytes of anything. */
function isoFile(major: string, compatible: string[], rest = 256): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const bytes = new Uint8Array(size + rest).fill(0xa5);
  new DataView(bytes.buffer).setUint32(0, size);
  const text = ['ftyp', major, '\0\0\0\0', ...compatible].join('');
  for (let index = 0; index < text.length; index += 1) bytes[4 + index] = text.charCodeAt(index);
  return bytes;
}

function heicFile(bytes: Uint8Array, name = 'IMG_0042.HEIC'): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/heic' });
}

describe('HEIF header check before conversion (issue 20)', () => {
  it('takes iPhone and generic HEIF headers', () => {
    expect(isHeifHeader(isoFile('heic', ['mif1', 'heic']))).toBe(true);
    expect(isHeifHeader(isoFile('mif1', ['mif1', 'heic']))).toBe(true);
    expect(isHeifHeader(isoFile('heix', []))).toBe(true);
    expect(isHeifHeader(isoFile('msf1', ['msf1', 'hevc']))).toBe(true);
    expect(isHeifHeader(isoFile('mif1', ['mif1']))).toBe(true);
  });

  it('refuses AVIF, other ISO files, other images and noise', () => {
    expect(isHeifHeader(isoFile('avif', ['avif', 'mif1', 'miaf']))).toBe(false);
    expect(isHeifHeader(isoFile('mif1', ['mif1', 'avif']))).toBe(false);
    expect(isHeifHeader(isoFile('isom', ['isom', 'mp42']))).toBe(false);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1]);
    expect(isHeifHeader(jpeg)).toBe(false);
    expect(isHeifHeader(new Uint8Array(64).map((_, index) => (index * 37) & 0xff))).toBe(false);
    expect(isHeifHeader(isoFile('heic', []).slice(0, 12))).toBe(false);
    // A box too small to hold its major brand.
    const tiny = isoFile('heic', []);
    new DataView(tiny.buffer).setUint32(0, 8);
    expect(isHeifHeader(tiny)).toBe(false);
  });
});

describe('HEIC conversion cannot hang the chat (issue 20)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    convert.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails at once for a file that is not HEIF, without starting the decoder', async () => {
    const noise = heicFile(new Uint8Array(4096).map((_, index) => (index * 31) & 0xff));
    await expect(convertHeic(noise)).rejects.toBeInstanceOf(ConversionError);
    expect(convert).not.toHaveBeenCalled();
  });

  it('converts a HEIC photo that the decoder answers in time, and leaves no timer', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    convert.mockResolvedValue(jpeg);
    await expect(convertHeic(heicFile(isoFile('heic', ['mif1', 'heic'])))).resolves.toBe(jpeg);
    expect(convert).toHaveBeenCalledWith(expect.objectContaining({ quality: 0.85 }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on a decoder error as a conversion failure', async () => {
    convert.mockRejectedValue({ code: 2, message: 'ERR_LIBHEIF format not supported' });
    await expect(convertHeic(heicFile(isoFile('heic', [])))).rejects.toBeInstanceOf(
      ConversionError,
    );
  });

  it('fails after the time limit when the decoder never answers', async () => {
    expect(HEIC_CONVERSION_TIMEOUT_MS).toBe(30_000);
    convert.mockReturnValue(new Promise(() => {}));
    let settled: unknown = 'pending';
    const conversion = convertHeic(heicFile(isoFile('heic', ['mif1', 'heic']))).then(
      () => 'converted',
      (error: unknown) => error,
    );
    void conversion.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(HEIC_CONVERSION_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ConversionError);
    expect((settled as Error).message).toMatch(/too long/);
  });

  it('ignores a result that comes after the limit', async () => {
    let answer!: (blob: Blob) => void;
    convert.mockReturnValue(new Promise<Blob>((resolve) => (answer = resolve)));
    const conversion = convertHeic(heicFile(isoFile('heic', [])));
    const outcome = conversion.then(
      () => 'converted',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(HEIC_CONVERSION_TIMEOUT_MS);
    answer(new Blob(['late'], { type: 'image/jpeg' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBeInstanceOf(ConversionError);
  });

  it('prepareImage ends the converting state and reports a conversion failure', async () => {
    convert.mockReturnValue(new Promise(() => {}));
    const states: boolean[] = [];
    const stuck = prepareImage(heicFile(isoFile('heic', ['mif1', 'heic'])), (on) =>
      states.push(on),
    );
    await vi.advanceTimersByTimeAsync(HEIC_CONVERSION_TIMEOUT_MS);
    expect(await stuck).toEqual({ ok: false, reason: 'conversion' });

    const noise = heicFile(new Uint8Array(512).fill(7), 'holiday.heic');
    expect(await prepareImage(noise, (on) => states.push(on))).toEqual({
      ok: false,
      reason: 'conversion',
    });
    expect(states).toEqual([true, false, true, false]);
  });
});
