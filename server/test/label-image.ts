/**
 * Renders an ingredient label to a PNG inside a test, with no system fonts: the glyphs of a font
 * file from npm (@fontsource/inter, WOFF) are turned into SVG paths by opentype.js, and sharp
 * rasterises the SVG. So it draws the same on a bare CI machine as on a laptop.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import sharp from 'sharp';

/** A hand-cream label as printed: a title, the ingredient list and a footnote. */
export const SAMPLE_LABEL = `Nourishing Hand Cream · 75 ml
INGREDIENTS: Aqua (Water), Glycerin, Cetearyl Alcohol, Butyrospermum Parkii (Shea) Butter*, Parfum (Fragrance), Phenoxyethanol, Sodium Benzoate, Methylparaben, Limonene, Tocopherol, CI 77891.
*from organic farming
Made in the Netherlands`;

export interface LabelOptions {
  /** Label text; '\n' starts a new line, long lines wrap. */
  text: string;
  width?: number;
  fontSize?: number;
  /** Paper and ink colours. */
  background?: string;
  ink?: string;
  /** Degrees, to imitate a photo taken slightly askew. */
  rotate?: number;
  format?: 'png' | 'jpeg';
}

let font: ReturnType<typeof opentype.parse> | null = null;

function loadFont() {
  if (font) return font;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff');
  const data = fs.readFileSync(file);
  font = opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
  return font;
}

export async function renderLabel(options: LabelOptions): Promise<Buffer> {
  const f = loadFont();
  const width = options.width ?? 900;
  const size = options.fontSize ?? 30;
  const margin = Math.round(size * 1.2);
  const lineHeight = Math.round(size * 1.45);
  const advance = (text: string) =>
    [...text].reduce(
      (sum, ch) => sum + ((f.charToGlyph(ch).advanceWidth ?? 0) * size) / f.unitsPerEm,
      0,
    );

  const lines: string[] = [];
  for (const paragraph of options.text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && advance(next) > width - 2 * margin) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }

  let d = '';
  lines.forEach((line, row) => {
    let x = margin;
    const y = margin + size + row * lineHeight;
    for (const ch of line) {
      const glyph = f.charToGlyph(ch);
      d += glyph.getPath(x, y, size).toPathData(2);
      x += ((glyph.advanceWidth ?? 0) * size) / f.unitsPerEm;
    }
  });
  const height = margin * 2 + size + (lines.length - 1) * lineHeight + Math.round(size * 0.4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${options.background ?? '#fbf7ee'}"/><path d="${d}" fill="${options.ink ?? '#2b2b2b'}"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (options.rotate)
    image = image.rotate(options.rotate, { background: options.background ?? '#fbf7ee' });
  return options.format === 'jpeg'
    ? image.jpeg({ quality: 85 }).toBuffer()
    : image.png().toBuffer();
}

/** A rendered label as a browser's file input takes it (e2e uploads). */
export async function labelPhotoFile(name: string, options: LabelOptions) {
  return { name, mimeType: 'image/png', buffer: await renderLabel(options) };
}

/** A text file, which image inputs must refuse (e2e uploads). */
export const NOT_AN_IMAGE_FILE = {
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Aqua, Glycerin'),
};
