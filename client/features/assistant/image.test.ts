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
import type { HeicDecoderAnswer, HeicDecoderRequest } from './heic-decoder.worker';

describe('chat photo rules', () => {
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

describe('HEIF header check before conversion', () => {
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

/**
 * A stand-in for the decoder worker (heic-decoder.worker.ts): each test says what it answers.
 * Once ended, it says nothing more, as a terminated worker.
 */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: HeicDecoderAnswer }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  posted: { message: unknown; transfer: unknown[] }[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown, transfer: unknown[] = []) {
    this.posted.push({ message, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: HeicDecoderAnswer) {
    if (!this.terminated) this.onmessage?.({ data });
  }
  crash(message: string) {
    if (!this.terminated) this.onerror?.({ message, preventDefault() {} });
  }
}

/** The canvas the decoded pixels are drawn on, recording what it was asked. */
function fakeDocument() {
  const drawn: { width: number; height: number; pixels: number[] }[] = [];
  const encoded: { type: string; quality: number }[] = [];
  const document = {
    createElement: () => {
      const canvas = {
        width: 0,
        height: 0,
        getContext: () => ({
          createImageData: (width: number, height: number) => ({
            data: new Uint8ClampedArray(width * height * 4),
            width,
            height,
          }),
          putImageData: (image: { data: Uint8ClampedArray; width: number; height: number }) =>
            drawn.push({ width: image.width, height: image.height, pixels: [...image.data] }),
        }),
        toBlob: (done: (blob: Blob) => void, type: string, quality: number) => {
          encoded.push({ type, quality });
          done(new Blob([`jpeg ${canvas.width}x${canvas.height}`], { type }));
        },
      };
      return canvas;
    },
  };
  return { document, drawn, encoded };
}

/** Lets the conversion read the file and start its worker (the `nth` one of the test). */
async function startedWorker(nth = 1): Promise<FakeWorker> {
  for (let turn = 0; turn < 20 && FakeWorker.started.length < nth; turn += 1) {
    await vi.advanceTimersByTimeAsync(0);
  }
  const worker = FakeWorker.started[nth - 1];
  if (!worker) throw new Error('no decoder worker was started');
  return worker;
}

describe('HEIC conversion in a worker, which cannot hang the chat', () => {
  let canvas: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.started = [];
    canvas = fakeDocument();
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('document', canvas.document);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fails at once for a file that is not HEIF, without starting the decoder', async () => {
    const noise = heicFile(new Uint8Array(4096).map((_, index) => (index * 31) & 0xff));
    await expect(convertHeic(noise)).rejects.toBeInstanceOf(ConversionError);
    expect(FakeWorker.started).toHaveLength(0);
  });

  it('decodes in a module worker of this site, then draws a JPEG at quality 0.85', async () => {
    const file = heicFile(isoFile('heic', ['mif1', 'heic']));
    const conversion = convertHeic(file);
    const worker = await startedWorker();
    expect(worker.url.pathname).toMatch(/\/heic-decoder\.worker\.ts$/);
    expect(worker.options).toMatchObject({ type: 'module' });
    // The file's bytes, handed over rather than copied.
    const [{ message, transfer }] = worker.posted as [
      { message: HeicDecoderRequest; transfer: unknown[] },
    ];
    expect(new Uint8Array(message.bytes)).toEqual(new Uint8Array(await file.arrayBuffer()));
    expect(transfer).toEqual([message.bytes]);

    // Two pixels, red and blue.
    const pixels = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255]).buffer;
    worker.answer({ ok: true, width: 2, height: 1, pixels });
    const jpeg = await conversion;
    expect(jpeg.type).toBe('image/jpeg');
    expect(canvas.drawn).toEqual([
      { width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255] },
    ]);
    expect(canvas.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    // The worker is ended (its memory given back) and no timer is left.
    expect(worker.terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on a decoder error as a conversion failure, and ends the worker', async () => {
    const conversion = convertHeic(heicFile(isoFile('heic', [])));
    const outcome = conversion.catch((error: unknown) => error);
    const worker = await startedWorker();
    worker.answer({ ok: false, message: 'No image in the HEIF file.' });
    const error = await outcome;
    expect(error).toBeInstanceOf(ConversionError);
    expect((error as Error).message).toBe('No image in the HEIF file.');
    expect(worker.terminated).toBe(true);
    expect(canvas.encoded).toEqual([]);
  });

  it('fails at once when the worker cannot start or crashes (a blocked script, no WebAssembly)', async () => {
    const outcome = convertHeic(heicFile(isoFile('heic', ['mif1', 'heic']))).catch(
      (error: unknown) => error,
    );
    const worker = await startedWorker();
    worker.crash('Refused to compile or instantiate WebAssembly module');
    expect(await outcome).toBeInstanceOf(ConversionError);
    expect(worker.terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails after the time limit when the decoder never answers, and ends the worker', async () => {
    expect(HEIC_CONVERSION_TIMEOUT_MS).toBe(30_000);
    let settled: unknown = 'pending';
    const conversion = convertHeic(heicFile(isoFile('heic', ['mif1', 'heic']))).then(
      () => 'converted',
      (error: unknown) => error,
    );
    void conversion.then((value) => (settled = value));
    const worker = await startedWorker();
    await vi.advanceTimersByTimeAsync(HEIC_CONVERSION_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    expect(worker.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ConversionError);
    expect((settled as Error).message).toMatch(/too long/);
    expect(worker.terminated).toBe(true);
  });

  it('ignores a result that comes after the limit', async () => {
    const outcome = convertHeic(heicFile(isoFile('heic', []))).then(
      () => 'converted',
      (error: unknown) => error,
    );
    const worker = await startedWorker();
    await vi.advanceTimersByTimeAsync(HEIC_CONVERSION_TIMEOUT_MS);
    // A worker that was ended says nothing; were it to, the conversion has settled already.
    worker.terminated = false;
    worker.answer({ ok: true, width: 1, height: 1, pixels: new ArrayBuffer(4) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBeInstanceOf(ConversionError);
    expect(canvas.encoded).toEqual([]);
  });

  it('starts a fresh worker for each photo', async () => {
    for (const round of [1, 2]) {
      const conversion = convertHeic(heicFile(isoFile('heic', ['mif1', 'heic'])));
      const worker = await startedWorker(round);
      expect(FakeWorker.started).toHaveLength(round);
      worker.answer({ ok: true, width: 1, height: 1, pixels: new ArrayBuffer(4) });
      await conversion;
      expect(worker.terminated).toBe(true);
    }
  });

  it('prepareImage ends the converting state and reports a conversion failure', async () => {
    const states: boolean[] = [];
    const stuck = prepareImage(heicFile(isoFile('heic', ['mif1', 'heic'])), (on) =>
      states.push(on),
    );
    await startedWorker();
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
