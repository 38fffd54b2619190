/**
 * Brand lettering: the name in spaced small caps in Georgia, fitted to the width it is given.
 * The widths of the capitals are data (data/lettering.json).
 */
import lettering from './data/lettering.json' with { type: 'json' };
import { esc, n } from './svg-kit';

const CHAR_W: Record<string, number> = lettering.widths;
const SMALL = lettering.smallCaps; // size of the small capitals relative to the capitals
const TRACK = lettering.tracking; // letter spacing, em

interface Glyph {
  ch: string;
  big: boolean;
}

function glyphs(text: string): Glyph[] {
  const out: Glyph[] = [];
  let wordStart = true;
  for (const ch of text) {
    const up = ch.toUpperCase();
    const isLetter = up !== ch.toLowerCase();
    out.push({ ch: up, big: !isLetter || wordStart || ch === up });
    wordStart = !isLetter && ch !== "'";
  }
  return out;
}

function textWidth(text: string, size: number): number {
  const gs = glyphs(text);
  let w = 0;
  for (const g of gs)
    w += (CHAR_W[g.ch] ?? lettering.otherWidth) * size * (g.big ? 1 : SMALL) + TRACK * size;
  return w - TRACK * size;
}

function fitLines(text: string, maxW: number, maxSize: number): { lines: string[]; size: number } {
  const one = Math.min(maxSize, maxW / textWidth(text, 1));
  const words = text.trim().split(/\s+/);
  if (one >= maxSize * 0.62 || words.length < 2) return { lines: [text.trim()], size: one };
  let best = { lines: [text.trim()], size: one };
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const size = Math.min(maxSize * 0.9, ...lines.map((l) => maxW / textWidth(l, 1)));
    if (size > best.size) best = { lines, size };
  }
  return best;
}

/** The brand name turned to read bottom to top, centred on (x, y). */
export function verticalBrandText(
  brand: string,
  x: number,
  y: number,
  maxW: number,
  maxSize: number,
  fill: string,
): string {
  return brandText(
    brand,
    0,
    0,
    maxW,
    maxSize,
    fill,
    ` transform="translate(${x} ${y}) rotate(-90)"`,
  ).svg;
}

/**
 * The brand name in small caps, centred on (cx, cy). Returns the markup and the block height.
 */
export function brandText(
  brand: string,
  cx: number,
  cy: number,
  maxW: number,
  maxSize: number,
  fill: string,
  extra = '',
): { svg: string; height: number } {
  if (!brand.trim()) {
    // no name (the blog illustrations): two faint printed lines stand in for it
    const w = Math.min(maxW * 0.7, maxSize * 4);
    const bar = (y: number, k: number) =>
      `<rect x="${n(cx - (w * k) / 2)}" y="${n(y)}" width="${n(w * k)}" height="${n(maxSize * 0.16)}" rx="${n(maxSize * 0.08)}"/>`;
    return {
      svg: `<g opacity=".45"><g fill="${fill}"${extra}>${bar(cy - maxSize * 0.3, 1)}${bar(cy + maxSize * 0.2, 0.6)}</g></g>`,
      height: maxSize,
    };
  }
  const { lines, size } = fitLines(brand, maxW, maxSize);
  const lh = size * 1.25;
  const top = cy - ((lines.length - 1) * lh) / 2 + size * 0.34;
  const ls = TRACK * size;
  const parts = lines.map((line, i) => {
    let inner = '';
    let run = '';
    let runBig: boolean | null = null;
    const flush = () => {
      if (!run) return;
      inner += runBig ? esc(run) : `<tspan font-size="${n(size * SMALL)}">${esc(run)}</tspan>`;
      run = '';
    };
    for (const g of glyphs(line)) {
      if (runBig !== null && g.big !== runBig) flush();
      runBig = g.big;
      run += g.ch;
    }
    flush();
    return `<text x="${n(cx + ls / 2)}" y="${n(top + i * lh)}" font-size="${n(size)}" letter-spacing="${n(ls)}">${inner}</text>`;
  });
  return {
    svg: `<g font-family="Georgia, serif" text-anchor="middle" fill="${fill}"${extra}>${parts.join('')}</g>`,
    height: (lines.length - 1) * lh + size,
  };
}
