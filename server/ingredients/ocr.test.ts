import { afterAll, describe, expect, it } from 'vitest';
import { builtinKbEntries } from './kb';
import { IngredientIndex } from './matcher';
import { decodeImageDataUrl, LabelImageError, OcrBusyError, OcrService, sniffImage } from './ocr';
import { parseIngredientList } from './parse';
import { renderLabel, SAMPLE_LABEL } from '../test/label-image';

const EXPECTED = [
  'Aqua',
  'Glycerin',
  'Cetearyl Alcohol',
  'Butyrospermum Parkii Butter',
  'Parfum',
  'Phenoxyethanol',
  'Sodium Benzoate',
  'Methylparaben',
  'Limonene',
  'Tocopherol',
  'CI 77891',
];

const ocr = new OcrService({ maxWorkers: 1, maxQueue: 1, idleMs: 1000 });
afterAll(() => ocr.close());

const index = new IngredientIndex(builtinKbEntries());
const matched = (text: string) =>
  parseIngredientList(text).flatMap((item) => {
    const match = index.match(item);
    return match ? [match.entry.inci] : [];
  });

describe('reading a label photo', () => {
  it('finds every ingredient of a label rendered to a PNG', async () => {
    const png = await renderLabel({ text: SAMPLE_LABEL, width: 900, fontSize: 26 });
    expect(sniffImage(png)).toBe('png');
    // Reading happens in a worker; how long it holds the event loop is judged by `npm run bench`.
    const result = await ocr.read(png);
    expect(result.confidence).toBeGreaterThan(60);
    expect(matched(result.text)).toEqual(EXPECTED);
  }, 60_000);

  it('reads a slightly askew, small JPEG photo too', async () => {
    const jpeg = await renderLabel({
      text: SAMPLE_LABEL,
      width: 640,
      fontSize: 17,
      rotate: 1.5,
      format: 'jpeg',
      background: '#f3ead8',
    });
    expect(sniffImage(jpeg)).toBe('jpeg');
    const result = await ocr.read(jpeg);
    const found = matched(result.text);
    // Allow one slip on a small, rotated photo; the matcher must still find nearly all.
    expect(EXPECTED.filter((name) => found.includes(name)).length).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('refuses work beyond its queue instead of piling it up', async () => {
    const png = await renderLabel({
      text: 'Ingredients: Aqua, Glycerin',
      width: 400,
      fontSize: 24,
    });
    const first = ocr.read(png); // runs
    const second = ocr.read(png); // waits
    await expect(ocr.read(png)).rejects.toBeInstanceOf(OcrBusyError);
    expect(ocr.load().running + ocr.load().waiting).toBe(2);
    await Promise.all([first, second]);
    expect(ocr.load()).toEqual({ running: 0, waiting: 0 });
  }, 60_000);
});

describe('decodeImageDataUrl', () => {
  it('accepts PNG, JPEG, WebP and GIF by their magic numbers, whatever the declared type', async () => {
    const png = await renderLabel({ text: 'Aqua', width: 200, fontSize: 20 });
    expect(decodeImageDataUrl(`data:image/jpeg;base64,${png.toString('base64')}`).kind).toBe('png');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(decodeImageDataUrl(`data:image/gif;base64,${gif.toString('base64')}`).kind).toBe('gif');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(sniffImage(webp)).toBe('webp');
  });

  it('refuses other files, bad base64 and photos over 20 MB with a message naming the field', () => {
    const pdf = Buffer.from('%PDF-1.7 hello').toString('base64');
    expect(() => decodeImageDataUrl(`data:image/png;base64,${pdf}`)).toThrow(
      /JPG, PNG, WebP or GIF/,
    );
    expect(() => decodeImageDataUrl('data:image/png;base64,@@@')).toThrow(LabelImageError);
    expect(() => decodeImageDataUrl('https://example.com/label.png')).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', field: 'image' }),
    );
    const huge = `data:image/png;base64,${'A'.repeat(28_000_000)}`;
    expect(() => decodeImageDataUrl(huge)).toThrow(/smaller than 20 MB/);
  });
});
