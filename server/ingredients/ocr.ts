/**
 * Reads the text of a label photo with tesseract.js (WebAssembly) in worker threads, so the
 * server keeps answering while a photo is read. The English model comes from the npm package
 * @tesseract.js-data/eng on disk: nothing is downloaded at run time (langPath is a local folder,
 * the cache is off, so nothing is written either).
 *
 * Bounded: a photo of more than MAX_IMAGE_PIXELS is refused from its header, before anything is
 * decoded. At most `maxWorkers` photos are prepared and read at once and `maxQueue` wait; more are
 * refused with OcrBusyError. Preparing (sharp: decode, shrink, grey) happens in the job's turn,
 * one photo at a time, so waiting photos hold only their compressed bytes. A photo that takes
 * longer than `jobTimeoutMs` is abandoned (its worker is ended). Idle workers end after `idleMs`
 * to give their memory back.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import Tesseract from 'tesseract.js';
import { MAX_IMAGE_BYTES } from '../../shared/schemas/common';
import { DomainError } from '../errors';

type Worker = Tesseract.Worker;

export { MAX_IMAGE_BYTES };
/** Longest side we give to tesseract: enough for label print, fast to read. */
const MAX_SIDE = 2400;
/** Small photos are enlarged to at least this width (tesseract reads small print badly). */
const MIN_WIDTH = 1200;
/**
 * The most pixels a photo may have, read from its header before anything is decoded. Both upload
 * forms shrink a photo in the browser to at most 2400 px on its longest side (5.8 megapixels), so
 * this only meets photos sent another way. 25 million lets through the full-size photos of
 * ordinary phones (12 MP: 4032 × 3024; the "24 MP" default of recent iPhones: 5712 × 4284 = 24.5
 * million) and refuses the 48–200 MP full-resolution modes and made-up giants: decoding a 60 MP
 * PNG took the server seconds of CPU and hundreds of MB. At this cap one photo decodes
 * in about half a second (a PNG cannot be shrunk while loading; a JPEG or WebP can).
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** At most this many photos are decoded at once, however many OCR workers there are. */
const MAX_DECODES = 1;

// sharp runs each image on a thread of libuv's pool (4 threads, shared with static files,
// compression and argon2) and gives libvips `concurrency` threads of its own. One decode at a
// time takes one pool thread and one libvips thread; the operation cache is off because every
// photo is decoded once (caching would only keep its memory). This is process-wide: the staff's
// product pictures get the same settings.
sharp.concurrency(1);
sharp.cache(false);

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

/** A photo the shopper must change: not an image, unreadable, too big. */
export class LabelImageError extends DomainError {
  constructor(message: string) {
    super('BAD_REQUEST', message, 'image');
  }
}
/** More pixels than MAX_IMAGE_PIXELS, told from the header. */
export class ImageTooLargeError extends LabelImageError {}
export class OcrBusyError extends DomainError {
  constructor(message: string) {
    super('TOO_MANY_REQUESTS', message);
  }
}
export class OcrTimeoutError extends DomainError {
  constructor(message: string) {
    super('TIMEOUT', message);
  }
}

/** The image kind from its first bytes (never from the name or the declared type). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 8 && at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47)
    return 'png';
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP'
  )
    return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(String.fromCharCode(...bytes.subarray(0, 6))))
    return 'gif';
  return null;
}

/** Decodes `data:image/…;base64,…`, checks size and magic number. Throws LabelImageError. */
export function decodeImageDataUrl(dataUrl: string): { bytes: Buffer; kind: ImageKind } {
  const match = /^data:([\w.+/-]*)(?:;[\w-]+=[\w.-]+)*;base64,/i.exec(dataUrl.slice(0, 200));
  if (!match) throw new LabelImageError('Expected a base64 data URL of a photo.');
  const base64 = dataUrl.slice(match[0].length);
  if (base64.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) {
    throw new LabelImageError('Please choose a photo smaller than 20 MB.');
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new LabelImageError('The data URL is not valid base64.');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new LabelImageError('The photo is empty.');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new LabelImageError('Please choose a photo smaller than 20 MB.');
  }
  const kind = sniffImage(bytes);
  if (!kind) {
    throw new LabelImageError('Please choose a JPG, PNG, WebP or GIF photo.');
  }
  return { bytes, kind };
}

const unreadable = (error: unknown) =>
  new LabelImageError(
    `The photo could not be read (${error instanceof Error ? error.message.split('\n')[0] : 'unknown format'}).`,
  );

/**
 * The photo's size from its header (sharp reads the header only, no pixels). Throws
 * ImageTooLargeError when it has more than MAX_IMAGE_PIXELS, LabelImageError when the header
 * cannot be read.
 */
export async function checkImageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // limitInputPixels is off here only so that the size can be told in our own words.
    meta = await sharp(bytes, { limitInputPixels: false, animated: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width < 1 || height < 1) throw unreadable(new Error('no size in its header'));
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageTooLargeError(
      `Please choose a photo of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return { width, height };
}

/**
 * Upright, grey, normalised and of a size tesseract reads well; PNG. Call checkImageSize first:
 * limitInputPixels only stops a photo over the cap once sharp has begun.
 */
export async function prepareForOcr(bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).rotate();
    const meta = await image.metadata();
    let width = meta.autoOrient?.width ?? meta.width ?? MIN_WIDTH;
    let height = meta.autoOrient?.height ?? meta.height ?? MIN_WIDTH;
    const scale = Math.min(MAX_SIDE / Math.max(width, height), Math.max(1, MIN_WIDTH / width));
    width = Math.max(1, Math.round(width * scale));
    height = Math.max(1, Math.round(height * scale));
    return await image
      // A JPEG or WebP is decoded at 1/2, 1/4 or 1/8 of its size when that is still large enough.
      .resize({ width, height, fit: 'fill', fastShrinkOnLoad: true })
      .flatten({ background: '#ffffff' })
      .grayscale()
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    throw unreadable(error);
  }
}

export interface OcrResult {
  text: string;
  /** Tesseract's mean confidence, 0–100. */
  confidence: number;
  durationMs: number;
}

export interface OcrOptions {
  maxWorkers?: number;
  maxQueue?: number;
  jobTimeoutMs?: number;
  idleMs?: number;
  /** Turns a photo into what tesseract reads (default prepareForOcr); tests watch it. */
  prepare?: (bytes: Buffer) => Promise<Buffer>;
}

function englishDataPath(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('@tesseract.js-data/eng/package.json');
  // The LSTM-only 'best_int' model (small and accurate) for OEM.LSTM_ONLY.
  return path.join(path.dirname(pkg), '4.0.0_best_int');
}

interface Job {
  /** The photo as sent (compressed): it is decoded only when its turn comes. */
  bytes: Buffer;
  resolve: (result: OcrResult) => void;
  reject: (error: unknown) => void;
  queuedAt: number;
}

export class OcrService {
  private readonly maxWorkers: number;
  private readonly maxQueue: number;
  private readonly jobTimeoutMs: number;
  private readonly idleMs: number;
  private readonly prepare: (bytes: Buffer) => Promise<Buffer>;
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private running = 0;
  private admitted = 0;
  private decoding = 0;
  private readonly decodeWaiters: (() => void)[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(options: OcrOptions = {}) {
    this.maxWorkers = options.maxWorkers ?? 1;
    this.maxQueue = options.maxQueue ?? 4;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 60_000;
    this.idleMs = options.idleMs ?? 60_000;
    this.prepare = options.prepare ?? prepareForOcr;
  }

  /** Jobs running and waiting (for tests and health). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.admitted - this.running };
  }

  /**
   * Reads the text of a photo (already validated by decodeImageDataUrl). Throws LabelImageError
   * when it is too large or unreadable, OcrBusyError when the queue is full.
   */
  async read(bytes: Buffer): Promise<OcrResult> {
    if (this.closed) throw new OcrBusyError('The label reader is shutting down.');
    // Admission is counted at once (in call order, before any await), so bursts are bounded too.
    if (this.admitted >= this.maxWorkers + this.maxQueue) {
      throw new OcrBusyError('The label reader is busy. Please try again in a minute.');
    }
    this.admitted++;
    try {
      // The header only; the pixels are decoded in the job's turn (run → decode).
      await checkImageSize(bytes);
      return await new Promise<OcrResult>((resolve, reject) => {
        this.queue.push({ bytes, resolve, reject, queuedAt: Date.now() });
        this.pump();
      });
    } finally {
      this.admitted--;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const job of this.queue.splice(0))
      job.reject(new OcrBusyError('The label reader stopped.'));
    await Promise.allSettled(this.idle.splice(0).map((w) => w.terminate()));
  }

  private pump() {
    while (this.running < this.maxWorkers && this.queue.length > 0) {
      const job = this.queue.shift()!;
      this.running++;
      if (this.idleTimer) {
        clearTimeout(this.idleTimer);
        this.idleTimer = null;
      }
      void this.run(job).finally(() => {
        this.running--;
        this.pump();
        this.scheduleIdleShutdown();
      });
    }
  }

  private async run(job: Job) {
    let worker: Worker | undefined;
    let timedOut = false;
    const started = Date.now();
    const timer = setTimeout(() => {
      timedOut = true;
      job.reject(
        new OcrTimeoutError('Reading the label took too long. Please try a sharper, closer photo.'),
      );
      void worker?.terminate().catch(() => undefined);
    }, this.jobTimeoutMs);
    try {
      const image = await this.decode(job.bytes, () => timedOut);
      if (timedOut || !image) return;
      worker = this.idle.pop() ?? (await this.createWorker());
      if (timedOut) {
        void worker.terminate().catch(() => undefined);
        return;
      }
      const { data } = await worker.recognize(image);
      if (timedOut) return;
      this.idle.push(worker);
      job.resolve({
        text: data.text ?? '',
        confidence: Math.round(data.confidence ?? 0),
        durationMs: Date.now() - started,
      });
    } catch (error) {
      if (worker && !timedOut) void worker.terminate().catch(() => undefined);
      if (!timedOut) job.reject(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * prepare() for one photo at a time (MAX_DECODES), whatever maxWorkers is; null when the job
   * was given up while it waited for its turn.
   */
  private async decode(bytes: Buffer, givenUp: () => boolean): Promise<Buffer | null> {
    if (this.decoding < MAX_DECODES) this.decoding++;
    else await new Promise<void>((resolve) => this.decodeWaiters.push(resolve));
    try {
      return givenUp() ? null : await this.prepare(bytes);
    } finally {
      // Hand the slot to the next photo, or free it.
      const next = this.decodeWaiters.shift();
      if (next) next();
      else this.decoding--;
    }
  }

  private createWorker(): Promise<Worker> {
    return Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: englishDataPath(),
      gzip: true,
      cacheMethod: 'none',
      errorHandler: () => undefined,
    });
  }

  private scheduleIdleShutdown() {
    if (this.running > 0 || this.queue.length > 0 || this.idle.length === 0 || this.closed) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.running === 0) {
        for (const worker of this.idle.splice(0)) void worker.terminate().catch(() => undefined);
      }
    }, this.idleMs);
    this.idleTimer.unref();
  }
}

let shared: OcrService | null = null;

/** The process-wide label reader (one worker: a server has few cores; see docs/decisions/0003). */
export function labelReader(): OcrService {
  shared ??= new OcrService();
  return shared;
}

/** The shared reader's jobs running and waiting, without starting a reader (for /metrics). */
export function labelReaderLoad(): { running: number; waiting: number } {
  return shared?.load() ?? { running: 0, waiting: 0 };
}

export async function closeLabelReader(): Promise<void> {
  await shared?.close();
  shared = null;
}
