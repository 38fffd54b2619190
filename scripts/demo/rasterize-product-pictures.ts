/**
 * The demo catalogue's product pictures as a shop's own would be: WebP in the widths the server
 * makes of an upload (shared/product-pictures.ts), drawn from the SVG packshots that
 * render-product-images.ts writes.
 *
 *   client/public/images/products/{slug}.svg  ->  {slug}-400.webp, {slug}-800.webp, {slug}-1200.webp
 *
 * Why: a browser lays out and paints every SVG picture as a document of its own on the page's main
 * thread (about a hundred shapes each here), where a WebP is decoded off it; a catalogue page of
 * SVG packshots blocked the main thread for longer than the same page with photos (decision 0018).
 * The SVGs stay: databases seeded before point at them.
 *
 * Usage (from the repository root): npx tsx scripts/demo/rasterize-product-pictures.ts
 * The text on the packshots uses the machine's serif face (Georgia, else fontconfig's choice).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_WEBP_QUALITY, PICTURE_WIDTHS } from '../../shared/product-pictures';

const DIR = path.resolve(import.meta.dirname, '../../client/public/images/products');
/** The packshots' own size (their viewBox), from which each width is drawn afresh. */
const SVG_WIDTH = 800;

async function rasterize(svgFile: string) {
  const base = svgFile.replace(/\.svg$/, '');
  let bytes = 0;
  for (const width of PICTURE_WIDTHS) {
    const info = await sharp(path.join(DIR, svgFile), { density: (72 * width) / SVG_WIDTH })
      .resize(width, width, { fit: 'inside' })
      .webp({ quality: PICTURE_WEBP_QUALITY, effort: 6 })
      .toFile(path.join(DIR, `${base}-${width}.webp`));
    bytes += info.size;
  }
  return bytes;
}

const files = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.svg'))
  .sort();
let total = 0;
for (const file of files) total += await rasterize(file);
console.log(
  `${files.length} pictures in ${PICTURE_WIDTHS.join(', ')} px: ${Math.round(total / 1024)} KB`,
);
