/**
 * The share image of a post (og:image, decision 0004): a 1200×630 PNG drawn on the server, since
 * the big social networks show no SVG. The text is set in Inter from npm (@fontsource/inter, WOFF):
 * opentype.js turns its glyphs into SVG paths and sharp rasterises the SVG, so no system font is
 * needed and nothing is downloaded. Images are cached in memory by post and version, and served
 * with long HTTP caching (the URL carries the version).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import express, { type Router } from 'express';
import { LRUCache } from 'lru-cache';
import opentype from 'opentype.js';
import sharp from 'sharp';
import type { AppDeps } from '../trpc/context';
import { readPublishedPost, type PublicPost } from './posts';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_PREFIX = '/share/blog/';

type Font = ReturnType<typeof opentype.parse>;
const fonts = new Map<string, Font[]>();

/** Inter at a weight, with its latin-ext and greek/cyrillic cuts as fallbacks for other letters. */
function fontsOf(weight: 400 | 600 | 700): Font[] {
  const key = String(weight);
  let chain = fonts.get(key);
  if (!chain) {
    const require = createRequire(import.meta.url);
    chain = ['latin', 'latin-ext', 'cyrillic', 'greek', 'vietnamese'].flatMap((subset) => {
      try {
        const file = require.resolve(
          `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
        );
        const data = fs.readFileSync(file);
        return [
          opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)),
        ];
      } catch {
        return [];
      }
    });
    if (!chain.length) throw new Error('The share image font (@fontsource/inter) is missing.');
    fonts.set(key, chain);
  }
  return chain;
}

interface Glyphs {
  width: (text: string) => number;
  path: (text: string, x: number, y: number) => string;
}

/** Text measured and drawn glyph by glyph (each from the first font of the chain that has it). */
function glyphs(chain: Font[], size: number): Glyphs {
  const glyphOf = (ch: string) => {
    for (const font of chain) {
      const glyph = font.charToGlyph(ch);
      if (glyph.index !== 0) return { font, glyph };
    }
    return { font: chain[0]!, glyph: chain[0]!.charToGlyph(ch) };
  };
  const advance = (ch: string) => {
    const { font, glyph } = glyphOf(ch);
    return ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm;
  };
  return {
    width: (text) => [...text].reduce((sum, ch) => sum + advance(ch), 0),
    path: (text, x, y) => {
      let at = x;
      const parts: string[] = [];
      for (const ch of text) {
        const { glyph } = glyphOf(ch);
        parts.push(glyph.getPath(at, y, size).toPathData(1));
        at += advance(ch);
      }
      return parts.join('');
    },
  };
}

/** Words into at most `maxLines` lines of `maxWidth`; the last one ends in '…' when cut. */
function wrap(text: string, g: Glyphs, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  for (let i = 0; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i]!;
    if (line && g.width(next) > maxWidth) {
      lines.push(line);
      line = words[i]!;
      if (lines.length === maxLines) {
        let last = lines[maxLines - 1]!;
        while (last && g.width(`${last}…`) > maxWidth) last = last.replace(/\s*\S+$/, '');
        lines[maxLines - 1] = `${last}…`;
        return lines;
      }
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface ShareImageText {
  title: string;
  category: string | null;
  author: string | null;
  siteName: string;
}

const COLOURS = {
  ground: '#f7f3ec',
  forest: '#23402f',
  sand: '#d9c7a7',
  clay: '#8f4a33',
  muted: '#5f6b63',
};

/** The share image as SVG (paths only: it needs no font to draw). */
export function shareImageSvg(text: ShareImageText): string {
  const W = SHARE_IMAGE_WIDTH;
  const H = SHARE_IMAGE_HEIGHT;
  const margin = 80;
  const maxWidth = W - 2 * margin - 40;
  // The largest title size that fits in 3 lines (else 4 at the smallest size, cut with '…').
  let size = 72;
  let lines: string[] = [];
  for (; size >= 44; size -= 4) {
    const g = glyphs(fontsOf(700), size);
    lines = wrap(text.title || 'Untitled', g, maxWidth, 4);
    if (lines.length <= 3 || size === 44) break;
  }
  const titleGlyphs = glyphs(fontsOf(700), size);
  const lineHeight = Math.round(size * 1.18);
  const label = glyphs(fontsOf(600), 26);
  const small = glyphs(fontsOf(400), 28);
  const brand = glyphs(fontsOf(700), 34);

  const top = 200;
  const titlePaths = lines
    .map((line, i) => titleGlyphs.path(line, margin, top + i * lineHeight + size * 0.8))
    .join('');
  const category = (text.category ?? 'Clear Reasons').toUpperCase();
  const footer = [text.author, 'Clear Reasons'].filter(Boolean).join(' · ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect width="${W}" height="${H}" fill="${COLOURS.ground}"/>`,
    `<rect x="0" y="0" width="24" height="${H}" fill="${COLOURS.forest}"/>`,
    `<circle cx="${W - 60}" cy="${H - 40}" r="190" fill="${COLOURS.sand}" opacity="0.35"/>`,
    `<path fill="${COLOURS.clay}" d="${label.path(category, margin, 140)}"/>`,
    `<path fill="${COLOURS.forest}" d="${titlePaths}"/>`,
    `<rect x="${margin}" y="${H - 120}" width="${W - 2 * margin}" height="2" fill="${COLOURS.sand}"/>`,
    `<path fill="${COLOURS.forest}" d="${brand.path(text.siteName.toUpperCase(), margin, H - 60)}"/>`,
    `<path fill="${COLOURS.muted}" d="${small.path(footer, W - margin - small.width(footer), H - 62)}"/>`,
    '</svg>',
  ].join('');
}

export async function renderShareImage(text: ShareImageText): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(text)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The version of a post's share image: changes when what it shows changes. */
export function shareImageVersion(post: PublicPost, siteName: string): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([post.title, post.category?.name, post.author?.name, siteName]))
    .digest('hex')
    .slice(0, 12);
}

/** The path of a post's share image (with its version, so caches never show an old one). */
export function shareImagePath(post: PublicPost, siteName: string): string {
  return `${SHARE_IMAGE_PREFIX}${encodeURIComponent(post.slug)}.png?v=${shareImageVersion(post, siteName)}`;
}

const cache = new LRUCache<string, Buffer>({
  max: 64,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (b) => b.length,
});

/** The PNG of a published post's share image, drawn once per version. */
export async function shareImageFor(post: PublicPost, siteName: string): Promise<Buffer> {
  const key = `${post.id}:${shareImageVersion(post, siteName)}`;
  let png = cache.get(key);
  if (!png) {
    png = await renderShareImage({
      title: post.title,
      category: post.category?.name ?? null,
      author: post.author?.name ?? null,
      siteName,
    });
    cache.set(key, png);
  }
  return png;
}

/** GET /share/blog/{slug}.png: a published post's share image; 404 for any other slug. */
export function shareImageRoutes(deps: AppDeps): Router {
  const routes = express.Router();
  routes.get(/^\/share\/blog\/([^/]+)\.png$/, async (req, res, next) => {
    try {
      let slug: string;
      try {
        slug = decodeURIComponent((req.params as Record<string, string>)[0] ?? '');
      } catch {
        res.status(400).type('text/plain').send('The address of the image is malformed.');
        return;
      }
      const post = slug ? await readPublishedPost(deps.db, slug) : null;
      if (!post) {
        res.status(404).type('text/plain').send('No published post has this address.');
        return;
      }
      const png = await shareImageFor(post, deps.env.SITE_NAME);
      const versioned = req.query.v === shareImageVersion(post, deps.env.SITE_NAME);
      res
        .status(200)
        .set({
          'Content-Type': 'image/png',
          'Cache-Control': versioned
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        })
        .send(png);
    } catch (error) {
      next(error);
    }
  });
  return routes;
}
