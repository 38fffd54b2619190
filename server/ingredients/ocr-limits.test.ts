/**
 * The label reader's limits (decision 0001, "Hardening after the review"): a photo with more
 * pixels than the cap is refused from its header, before anything is decoded, as a 400 that names
 * the field and the limit; photos are decoded one at a time, and only once admitted. Behaviour
 * only: nothing here is timed.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test/http';
import { createTestDeps } from '../test/deps';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import {
  checkImageSize,
  closeLabelReader,
  ImageTooLargeError,
  LabelImageError,
  MAX_IMAGE_PIXELS,
  OcrBusyError,
  OcrService,
  prepareForOcr,
} from './ocr';

const TOO_MANY = /^Please choose a photo of at most 25 megapixels\.$/;

/** A real PNG of width × height in one colour, from a 1-pixel raw buffer: cheap and small. */
function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from([250, 246, 238]), { raw: { width: 1, height: 1, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A PNG whose header says width × height but whose pixel data is a few bytes of nothing. */
function headerOnlyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** Opens the decode gate of two admitted photos one after the other; both then stop. */
async function decodeBothInTurn(
  watch: ReturnType<typeof watchedPrepare>,
  admitted: Promise<PromiseSettledResult<unknown>[]>,
) {
  watch.gates.shift()!();
  await vi.waitFor(() => expect(watch.calls).toBe(2));
  watch.gates.shift()!();
  for (const result of await admitted) {
    expect(result).toMatchObject({ status: 'rejected', reason: { message: /stopped by/ } });
  }
}

/** A prepare() that records how many run at once, and waits for the test to let each finish. */
function watchedPrepare() {
  const watch = {
    calls: 0,
    active: 0,
    most: 0,
    gates: [] as (() => void)[],
    prepare: async (_bytes: Buffer): Promise<Buffer> => {
      watch.calls++;
      watch.active++;
      watch.most = Math.max(watch.most, watch.active);
      await new Promise<void>((resolve) => watch.gates.push(resolve));
      watch.active--;
      // Stop before tesseract: this test is about decoding.
      throw new LabelImageError('Stopped by the test.');
    },
  };
  return watch;
}

let giant: Buffer;
let small: Buffer;
beforeAll(async () => {
  giant = await solidPng(10_000, 10_000); // 100 megapixels, a few hundred KB
  small = await solidPng(600, 400);
});
afterAll(() => closeLabelReader());

describe('the pixel cap, from the header', () => {
  it('is 25 megapixels: a 24.5 MP phone photo passes, one pixel row more than the cap does not', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(25_000_000);
    // The "24 MP" default of recent iPhones, 5712 × 4284; header only (nothing decoded).
    await expect(checkImageSize(headerOnlyPng(5712, 4284))).resolves.toEqual({
      width: 5712,
      height: 4284,
    });
    await expect(checkImageSize(headerOnlyPng(5000, 5001))).rejects.toThrow(TOO_MANY);
  });

  it('refuses a 100 MP PNG with the named limit and never decodes it', async () => {
    const watch = watchedPrepare();
    const ocr = new OcrService({ maxWorkers: 1, maxQueue: 1, prepare: watch.prepare });
    try {
      const refused = ocr.read(giant);
      await expect(refused).rejects.toBeInstanceOf(ImageTooLargeError);
      await expect(refused).rejects.toThrow(TOO_MANY);
      expect(watch.calls).toBe(0);
      expect(ocr.load()).toEqual({ running: 0, waiting: 0 });
    } finally {
      await ocr.close();
    }
  });

  it('reads only the header: a giant whose pixels are garbage is refused for its size', async () => {
    // Decoding this file fails ("could not be read"), so the size message shows it was not tried.
    await expect(prepareForOcr(headerOnlyPng(2000, 1500))).rejects.toThrow(/could not be read/);
    const ocr = new OcrService({ maxWorkers: 1, maxQueue: 1 });
    try {
      await expect(ocr.read(headerOnlyPng(50_000, 50_000))).rejects.toThrow(TOO_MANY);
    } finally {
      await ocr.close();
    }
  });

  it('reaches the caller of ingredients.readLabel and assistant.send as BAD_REQUEST', async () => {
    const caller = createCaller(createContextInner(await createTestDeps()));
    await expect(
      caller.ingredients.readLabel({ image: dataUrl(giant), imageName: 'giant.png' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(TOO_MANY),
      cause: { field: 'image' },
    });
    // The assistant answers as a stream: the refusal comes before its first event.
    const stream = await caller.assistant.send({
      message: 'What is in this?',
      image: dataUrl(giant),
    });
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(TOO_MANY),
    });
  });

  it('answers 400 over HTTP, never 500', async () => {
    const server = await startTestServer(await createTestDeps());
    try {
      const res = await fetch(`${server.url}/trpc/ingredients.readLabel`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({ json: { image: dataUrl(giant), imageName: 'giant.png' } }),
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.json.message).toMatch(TOO_MANY);
    } finally {
      await server.close();
    }
  });
});

describe('decoding inside the bounded queue', () => {
  it('starts no decode for a refused request, and one at a time for the admitted', async () => {
    const watch = watchedPrepare();
    const ocr = new OcrService({ maxWorkers: 1, maxQueue: 1, prepare: watch.prepare });
    try {
      // Either admitted photo may be decoded first (their headers are read in parallel).
      const admitted = Promise.allSettled([ocr.read(small), ocr.read(small)]);
      await expect(ocr.read(small)).rejects.toBeInstanceOf(OcrBusyError);
      await vi.waitFor(() => expect(watch.calls).toBe(1));
      expect(ocr.load()).toEqual({ running: 1, waiting: 1 });
      await decodeBothInTurn(watch, admitted);
      expect(watch.calls).toBe(2);
      expect(watch.most).toBe(1);
    } finally {
      await ocr.close();
    }
  });

  it('decodes one photo at a time even with two workers', async () => {
    const watch = watchedPrepare();
    const ocr = new OcrService({ maxWorkers: 2, maxQueue: 0, prepare: watch.prepare });
    try {
      const admitted = Promise.allSettled([ocr.read(small), ocr.read(small)]);
      // Both jobs have a worker's turn; one waits for the decode slot.
      await vi.waitFor(() => expect(ocr.load().running).toBe(2));
      expect(watch.calls).toBe(1);
      await decodeBothInTurn(watch, admitted);
      expect(watch.most).toBe(1);
    } finally {
      await ocr.close();
    }
  });
});
