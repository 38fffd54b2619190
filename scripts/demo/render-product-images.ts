/**
 * Renders the demo catalogue's pictures as small, self-contained SVG files:
 *
 *   client/public/images/products/{slug}.svg  (800x800 packshot per product)
 *   client/public/images/blog/{slug}.svg      (1200x630 editorial illustration per post)
 *
 * Usage (from the repository root):
 *   npx tsx scripts/demo/render-product-images.ts
 *   npx tsx scripts/demo/render-product-images.ts --products other.ts --blog other-blog.ts --out dir
 *   npx tsx scripts/demo/render-product-images.ts --only products   (or --only blog)
 *
 * The packshot vessel follows the category and keywords in the name/subtitle (dropper for oils
 * and serums, jar for creams, pump for washes, tube for pastes, …); the colours come from a
 * curated palette picked by a hash of the brand name, so one brand always looks the same.
 * Output is deterministic: the same input gives byte-identical files. Only Node built-ins.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DemoPost } from '../../server/seed/demo-blog';
import type { DemoProduct } from '../../server/seed/demo-products';

type ProductInput = Pick<DemoProduct, 'slug' | 'name' | 'brand' | 'category' | 'subtitle'>;
type PostInput = Pick<DemoPost, 'slug' | 'title' | 'category'> &
  Partial<Pick<DemoPost, 'featured_image_url'>>;

// ---------------------------------------------------------------------------------------------
// Small utilities: hashing, a seeded random generator, colours, XML escaping, number formatting
// ---------------------------------------------------------------------------------------------

/** FNV-1a, 32 bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a tiny deterministic PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number): string => String(Math.round(v * 10) / 10);

/** list[i] with wrap-around, for non-empty lists. */
function pick<T>(list: readonly T[], i: number): T {
  return list[((i % list.length) + list.length) % list.length] as T;
}

function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return (
    '#' +
    x
      .map((c, i) => Math.round(c + ((y[i] ?? c) - c) * t))
      .map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, '0'))
      .join('')
  );
}

const light = (c: string, t: number): string => mix(c, '#FFFDF8', t);
const dark = (c: string, t: number): string => mix(c, '#1E1A15', t);

function luminance(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Palettes: calm, natural colour families. A brand hashes into one of them.
// ---------------------------------------------------------------------------------------------

interface Palette {
  name: string;
  bg: string; // backdrop wall
  arch: string; // arch behind the product
  body: string; // main vessel colour
  cap: string; // closures, secondary parts
  label: string; // label paper
  ink: string; // text on the label
  leaf: string; // botanicals
  accent: string; // small details
}

const PALETTES: Palette[] = [
  {
    name: 'sage',
    bg: '#ECEEE6',
    arch: '#DDE4D6',
    body: '#9DB19A',
    cap: '#2F4A3A',
    label: '#F7F3EC',
    ink: '#23402F',
    leaf: '#6E8B6A',
    accent: '#D9C7A7',
  },
  {
    name: 'terracotta',
    bg: '#F4E9DF',
    arch: '#EBD7C6',
    body: '#C27E5F',
    cap: '#5B3627',
    label: '#F8F0E6',
    ink: '#5B3627',
    leaf: '#8A9A6E',
    accent: '#E3C4A8',
  },
  {
    name: 'cream',
    bg: '#F3EEE5',
    arch: '#E7DDCC',
    body: '#F1E9DC',
    cap: '#B59A74',
    label: '#FBF7F0',
    ink: '#6A5438',
    leaf: '#8E9F7A',
    accent: '#C9A77D',
  },
  {
    name: 'amber',
    bg: '#F2EADF',
    arch: '#E6D7C1',
    body: '#A9672F',
    cap: '#2D2824',
    label: '#F4EDE1',
    ink: '#2D2824',
    leaf: '#6D7F57',
    accent: '#D9B27C',
  },
  {
    name: 'forest',
    bg: '#E7ECE5',
    arch: '#D4DED4',
    body: '#2F4F3C',
    cap: '#D2BE98',
    label: '#F1EBDD',
    ink: '#23402F',
    leaf: '#7C9A77',
    accent: '#D9C7A7',
  },
  {
    name: 'clay-rose',
    bg: '#F5EAE6',
    arch: '#EDD9D2',
    body: '#D4A598',
    cap: '#7A4A42',
    label: '#FBF4F1',
    ink: '#7A4A42',
    leaf: '#8FA186',
    accent: '#E9C7BC',
  },
  {
    name: 'mist',
    bg: '#E8EDEE',
    arch: '#D7E1E3',
    body: '#86A1A8',
    cap: '#304C54',
    label: '#F4F6F4',
    ink: '#304C54',
    leaf: '#789A8C',
    accent: '#C9D7D6',
  },
  {
    name: 'olive',
    bg: '#EFEEE3',
    arch: '#E1DFCA',
    body: '#7F7C4A',
    cap: '#3E3B22',
    label: '#F6F2E5',
    ink: '#3E3B22',
    leaf: '#6F7F4E',
    accent: '#D6CBA0',
  },
  {
    name: 'stone',
    bg: '#EEEBE6',
    arch: '#DFDAD2',
    body: '#5A5450',
    cap: '#BBA98B',
    label: '#EFE9DF',
    ink: '#3A3633',
    leaf: '#7F8E78',
    accent: '#CDBFA6',
  },
  {
    name: 'heather',
    bg: '#EFEBEF',
    arch: '#E2DAE2',
    body: '#A897AE',
    cap: '#4D4057',
    label: '#F8F4F7',
    ink: '#4D4057',
    leaf: '#82957F',
    accent: '#D8CCD7',
  },
  {
    name: 'ochre',
    bg: '#F5EDDC',
    arch: '#EEDFBF',
    body: '#CFA04E',
    cap: '#5A4322',
    label: '#FAF4E6',
    ink: '#5A4322',
    leaf: '#7B8B58',
    accent: '#E8D2A2',
  },
];

function paletteFor(brand: string): Palette {
  return pick(PALETTES, hash(brand.trim().toLowerCase()));
}

// Fixed material colours
const WOOD = '#C89B6D';
const KRAFT = '#CDAE83';
const STEEL = '#B9BDBC';
const TERRACOTTA = '#C47A58';
const WAX = '#F5EEE2';
const CANVAS = '#E9DECB';
const SISAL = '#D8C397';

// ---------------------------------------------------------------------------------------------
// Gradient registry: each file declares only the gradients it uses, with short ids
// ---------------------------------------------------------------------------------------------

class Defs {
  private items = new Map<string, string>();
  private count = 0;
  constructor(private prefix = 'g') {}

  private add(key: string, build: (id: string) => string): string {
    let id = this.items.get(key)?.match(/id="([^"]+)"/)?.[1];
    if (!id) {
      id = `${this.prefix}${this.count++}`;
      this.items.set(key, build(id));
    }
    return `url(#${id})`;
  }

  /** Left-lit cylinder shading across the object's width. */
  cyl(c: string, strength = 1): string {
    return this.add(`cyl${c}${strength}`, (id) => {
      const s = strength;
      return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${dark(c, 0.16 * s)}"/><stop offset=".22" stop-color="${light(c, 0.2 * s)}"/><stop offset=".5" stop-color="${c}"/><stop offset=".86" stop-color="${dark(c, 0.1 * s)}"/><stop offset="1" stop-color="${dark(c, 0.2 * s)}"/></linearGradient>`;
    });
  }

  /** Vertical gradient top→bottom. */
  vert(a: string, b: string): string {
    return this.add(
      `v${a}${b}`,
      (id) =>
        `<linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
    );
  }

  /** Soft round blob: colour in the middle, transparent at the rim. */
  glow(c: string, opacity: number): string {
    return this.add(
      `gl${c}${opacity}`,
      (id) =>
        `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    );
  }

  /** Ball shading, lit from the upper left. */
  ball(c: string): string {
    return this.add(
      `b${c}`,
      (id) =>
        `<radialGradient id="${id}" cx=".38" cy=".34" r=".7"><stop offset="0" stop-color="${light(c, 0.25)}"/><stop offset=".7" stop-color="${c}"/><stop offset="1" stop-color="${dark(c, 0.15)}"/></radialGradient>`,
    );
  }

  raw(key: string, build: (id: string) => string): string {
    return this.add(key, build);
  }

  toString(): string {
    return this.items.size ? `<defs>${[...this.items.values()].join('')}</defs>` : '';
  }
}

// ---------------------------------------------------------------------------------------------
// Brand lettering: spaced small caps in Georgia, fitted to the available width
// ---------------------------------------------------------------------------------------------

const CHAR_W: Record<string, number> = {
  A: 0.72,
  B: 0.68,
  C: 0.68,
  D: 0.76,
  E: 0.66,
  F: 0.62,
  G: 0.75,
  H: 0.82,
  I: 0.4,
  J: 0.5,
  K: 0.74,
  L: 0.62,
  M: 0.9,
  N: 0.78,
  O: 0.78,
  P: 0.64,
  Q: 0.78,
  R: 0.72,
  S: 0.6,
  T: 0.66,
  U: 0.78,
  V: 0.72,
  W: 1.02,
  X: 0.72,
  Y: 0.68,
  Z: 0.64,
  ' ': 0.3,
  '&': 0.78,
  '.': 0.3,
  "'": 0.25,
  '-': 0.4,
};
const SMALL = 0.78; // size of the small capitals relative to the capitals
const TRACK = 0.14; // letter spacing, em

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
  for (const g of gs) w += (CHAR_W[g.ch] ?? 0.62) * size * (g.big ? 1 : SMALL) + TRACK * size;
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

/**
 * The brand name in small caps, centred on (cx, cy). Returns the markup and the block height.
 */
/** The brand name turned to read bottom to top, centred on (x, y). */
function verticalBrandText(
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

function brandText(
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

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

interface Ctx {
  p: Palette;
  d: Defs;
  brand: string;
  text: string; // name and subtitle, for material and cut details
  r: () => number;
  variant: number;
}

interface Drawn {
  svg: string;
  w: number; // footprint width, for the floor shadow
  h: number; // height above the floor line
  dx?: number; // horizontal offset of the footprint centre
}

const CX = 400;
const B = 636; // floor line of the packshot: the products stand on it

const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;

const pathEl = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

/** A leaf with its base at (0,0) pointing along +x, placed by transform. */
function leaf(
  x: number,
  y: number,
  angle: number,
  len: number,
  wid: number,
  fill: string,
  vein?: string,
): string {
  const L = len;
  const w = wid / 2;
  const d = `M0 0C${n(L * 0.25)} ${n(-w * 1.15)} ${n(L * 0.7)} ${n(-w * 1.05)} ${n(L)} 0C${n(L * 0.68)} ${n(w * 0.95)} ${n(L * 0.28)} ${n(w * 1.1)} 0 0Z`;
  const v = vein
    ? `<path d="M${n(L * 0.06)} 0Q${n(L * 0.5)} ${n(-w * 0.12)} ${n(L * 0.9)} 0" fill="none" stroke="${vein}" stroke-width="${n(Math.max(1, wid * 0.05))}" stroke-linecap="round" opacity=".55"/>`
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="${d}" fill="${fill}"/>${v}</g>`;
}

type SprigKind = 'eucalyptus' | 'olive' | 'willow' | 'fern';

/** A curved stem from (x0,y0) to (x1,y1) with leaves along it. */
function sprig(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  bend: number,
  kind: SprigKind,
  color: string,
  size = 1,
  count = 9,
): string {
  const mx = (x0 + x1) / 2 - (y1 - y0) * bend;
  const my = (y0 + y1) / 2 + (x1 - x0) * bend;
  const at = (t: number): [number, number, number] => {
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * mx + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * my + t * t * y1;
    const tx = 2 * (1 - t) * (mx - x0) + 2 * t * (x1 - mx);
    const ty = 2 * (1 - t) * (my - y0) + 2 * t * (y1 - my);
    return [x, y, (Math.atan2(ty, tx) * 180) / Math.PI];
  };
  const stemColor = dark(color, 0.12);
  let out = `<path d="M${n(x0)} ${n(y0)}Q${n(mx)} ${n(my)} ${n(x1)} ${n(y1)}" fill="none" stroke="${stemColor}" stroke-width="${n(3 * size)}" stroke-linecap="round"/>`;
  const vein = light(color, 0.35);
  for (let i = 0; i < count; i++) {
    const t = 0.16 + (0.84 * i) / count;
    const [x, y, a] = at(t);
    const side = i % 2 === 0 ? 1 : -1;
    const fade = 1 - t * 0.45;
    const shade = i % 3 === 0 ? dark(color, 0.08) : i % 3 === 1 ? color : light(color, 0.1);
    if (kind === 'eucalyptus') {
      const L = 44 * size * fade;
      out += leaf(x, y, a + side * 70, L, L * 0.86, shade);
      if (i % 2 === 1) out += leaf(x, y, a - side * 70, L * 0.9, L * 0.8, light(shade, 0.06));
    } else if (kind === 'olive') {
      const L = 62 * size * fade;
      out += leaf(x, y, a + side * 38, L, L * 0.24, shade, vein);
    } else if (kind === 'willow') {
      const L = 70 * size * fade;
      out += leaf(x, y, a + side * 28, L, L * 0.3, shade, vein);
    } else {
      const L = 48 * size * fade;
      out += leaf(x, y, a + 62, L, L * 0.3, shade);
      out += leaf(x, y, a - 62, L, L * 0.3, light(shade, 0.05));
    }
  }
  const [tx, ty, ta] = at(1);
  const tipL = (kind === 'eucalyptus' ? 30 : 42) * size;
  out += leaf(
    tx,
    ty,
    ta,
    tipL,
    kind === 'eucalyptus' ? tipL * 0.85 : tipL * 0.3,
    light(color, 0.08),
  );
  return out;
}

/** A label panel: paper, a tiny leaf mark, the brand and a hairline rule. */
function label(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { rx?: number; paper?: string; ink?: string; size?: number } = {},
): string {
  const paper = opts.paper ?? c.p.label;
  const ink = opts.ink ?? c.p.ink;
  const cx = x + w / 2;
  const pad = Math.max(10, w * 0.1);
  const maxSize = opts.size ?? Math.min(30, h * 0.24, w * 0.2);
  const t = brandText(c.brand, cx, y + h * 0.52, w - 2 * pad, maxSize, ink);
  let out = rect(x, y, w, h, opts.rx ?? 3, paper);
  const blockTop = y + h * 0.52 - t.height / 2;
  if (h > 70) {
    const my = blockTop - Math.min(18, h * 0.14);
    out += `<g opacity=".8">${leaf(cx, my, -120, 12, 6, ink)}${leaf(cx, my, -60, 12, 6, ink)}</g>`;
  }
  out += t.svg;
  if (h > 56) {
    const ry = y + h * 0.52 + t.height / 2 + Math.min(12, h * 0.1);
    out += `<path d="M${n(cx - w * 0.16)} ${n(ry)}H${n(cx + w * 0.16)}" stroke="${ink}" stroke-width="1.2" opacity=".45"/>`;
  }
  if (h > 60) {
    const band = pick([c.p.leaf, c.p.accent, c.p.cap, c.p.body], c.variant);
    out += rect(x, y + h - 7, w, 7, 0, band, ' opacity=".85"');
  }
  // a whisper of shade so the label follows the curve of the vessel
  out += rect(
    x,
    y,
    w,
    h,
    opts.rx ?? 3,
    c.d.raw(
      'lblshade',
      (id) =>
        `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".1"/><stop offset=".25" stop-color="#fff" stop-opacity=".12"/><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>`,
    ),
  );
  return out;
}

/** A small kraft hang tag with the brand, hanging from (x,y) at an angle. */
function hangTag(c: Ctx, x: number, y: number, angle: number, len = 60, paper = KRAFT): string {
  const w = 96;
  const h = 130;
  const t = brandText(c.brand, 0, len + h * 0.58, w - 20, 17, c.p.ink);
  const tag = `M${-w / 2} ${len + 22}L${-w / 2 + 18} ${len}H${w / 2 - 18}L${w / 2} ${len + 22}V${len + h}H${-w / 2}Z`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0V${len + 14}" stroke="${dark(KRAFT, 0.35)}" stroke-width="2"/>${pathEl(tag, paper)}<circle cx="0" cy="${len + 16}" r="5" fill="${dark(paper, 0.3)}"/>${t.svg}<path d="M-16 ${n(len + h * 0.58 + t.height / 2 + 10)}H16" stroke="${c.p.ink}" stroke-width="1" opacity=".5"/></g>`;
}

function highlight(x: number, y: number, w: number, h: number, o = 0.28): string {
  return rect(x, y, w, h, w / 2, '#ffffff', ` opacity="${o}"`);
}

// ----- Beauty vessels ---------------------------------------------------------------------------

function dropper(c: Ctx): Drawn {
  const x = CX;
  const { p, d } = c;
  const body = `M${x - 84} ${B - 18}V${B - 206}C${x - 84} ${B - 256} ${x - 30} ${B - 250} ${x - 30} ${B - 282}V${B - 298}H${x + 30}V${B - 282}C${x + 30} ${B - 250} ${x + 84} ${B - 256} ${x + 84} ${B - 206}V${B - 18}Q${x + 84} ${B} ${x + 66} ${B}H${x - 66}Q${x - 84} ${B} ${x - 84} ${B - 18}Z`;
  let s = pathEl(body, d.cyl(p.body));
  s += highlight(x - 66, B - 214, 11, 178);
  s += highlight(x + 52, B - 190, 6, 120, 0.14);
  s += label(c, x - 66, B - 176, 132, 124);
  s += rect(x - 37, B - 338, 74, 46, 6, d.cyl(p.cap));
  for (let i = 1; i < 7; i++)
    s += `<path d="M${x - 37 + i * 10.5} ${B - 334}V${B - 296}" stroke="${dark(p.cap, 0.3)}" stroke-width="1.5" opacity=".35"/>`;
  s += pathEl(
    `M${x - 25} ${B - 336}V${B - 380}C${x - 25} ${B - 416} ${x + 25} ${B - 416} ${x + 25} ${B - 380}V${B - 336}Z`,
    d.cyl(dark(p.cap, 0.12)),
  );
  return { svg: s, w: 170, h: 410 };
}

function jar(c: Ctx, small = false): Drawn {
  const { p, d } = c;
  const k = small ? 0.78 : 1;
  const x = CX;
  const hw = 142 * k;
  const bh = 150 * k;
  const lh = 74 * k;
  let s = rect(x - hw, B - bh, hw * 2, bh, 26 * k, d.cyl(p.body));
  s += highlight(x - hw + 20 * k, B - bh + 22 * k, 12 * k, bh - 46 * k, 0.22);
  s += rect(x - hw + 6, B - bh - 4, hw * 2 - 12, 12, 4, dark(p.body, 0.35), ' opacity=".35"');
  s += rect(x - hw - 6 * k, B - bh - lh + 2, hw * 2 + 12 * k, lh, 16 * k, d.cyl(p.cap));
  for (let i = 1; i < 24; i++) {
    const lx = x - hw - 6 * k + (i * (hw * 2 + 12 * k)) / 24;
    s += `<path d="M${n(lx)} ${n(B - bh - lh + 12 * k)}V${n(B - bh - 8 * k)}" stroke="${dark(p.cap, 0.3)}" stroke-width="1.2" opacity=".18"/>`;
  }
  s += label(c, x - hw * 0.74, B - bh * 0.86, hw * 1.48, bh * 0.62, { size: 30 * k });
  return { svg: s, w: hw * 2 + 12, h: bh + lh };
}

function pump(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const body = `M${x - 90} ${B - 16}V${B - 286}Q${x - 90} ${B - 330} ${x - 50} ${B - 332}H${x + 50}Q${x + 90} ${B - 330} ${x + 90} ${B - 286}V${B - 16}Q${x + 90} ${B} ${x + 72} ${B}H${x - 72}Q${x - 90} ${B} ${x - 90} ${B - 16}Z`;
  let s = pathEl(body, d.cyl(p.body));
  s += highlight(x - 72, B - 300, 12, 250);
  s += label(c, x - 70, B - 250, 140, 170);
  s += rect(x - 36, B - 366, 72, 38, 7, d.cyl(p.cap));
  s += rect(x - 9, B - 408, 18, 46, 2, d.cyl(light(p.cap, 0.12)));
  s += rect(x - 28, B - 438, 56, 34, 7, d.cyl(p.cap));
  s += pathEl(
    `M${x + 20} ${B - 434}H${x + 84}Q${x + 96} ${B - 434} ${x + 96} ${B - 424}V${B - 418}H${x + 20}Z`,
    d.vert(light(p.cap, 0.1), dark(p.cap, 0.1)),
  );
  return { svg: s, w: 180, h: 438 };
}

function tonerBottle(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const body = `M${x - 78} ${B - 16}V${B - 262}C${x - 78} ${B - 312} ${x - 30} ${B - 308} ${x - 30} ${B - 340}V${B - 348}H${x + 30}V${B - 340}C${x + 30} ${B - 308} ${x + 78} ${B - 312} ${x + 78} ${B - 262}V${B - 16}Q${x + 78} ${B} ${x + 62} ${B}H${x - 62}Q${x - 78} ${B} ${x - 78} ${B - 16}Z`;
  let s = pathEl(body, d.cyl(p.body));
  s += highlight(x - 62, B - 270, 11, 230);
  s += label(c, x - 62, B - 236, 124, 160);
  s += rect(x - 36, B - 420, 72, 76, 8, d.cyl(p.cap));
  return { svg: s, w: 156, h: 420 };
}

function mist(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const body = `M${x - 76} ${B - 16}V${B - 300}Q${x - 76} ${B - 336} ${x - 40} ${B - 338}H${x + 40}Q${x + 76} ${B - 336} ${x + 76} ${B - 300}V${B - 16}Q${x + 76} ${B} ${x + 60} ${B}H${x - 60}Q${x - 76} ${B} ${x - 76} ${B - 16}Z`;
  let s = pathEl(body, d.cyl(p.body));
  s += highlight(x - 60, B - 310, 10, 270);
  s += label(c, x - 60, B - 262, 120, 170);
  s += rect(x - 32, B - 362, 64, 28, 5, d.cyl(dark(p.cap, 0.1)));
  s += rect(x - 40, B - 442, 80, 84, 14, d.cyl(p.cap));
  s += highlight(x - 28, B - 430, 7, 56, 0.2);
  return { svg: s, w: 152, h: 442 };
}

function tube(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  let s = rect(x - 48, B - 58, 96, 58, 10, d.cyl(p.cap));
  for (let i = 1; i < 9; i++)
    s += `<path d="M${x - 48 + i * 10.7} ${B - 52}V${B - 6}" stroke="${dark(p.cap, 0.3)}" stroke-width="1.2" opacity=".25"/>`;
  s += pathEl(
    `M${x - 52} ${B - 56}C${x - 74} ${B - 130} ${x - 96} ${B - 250} ${x - 96} ${B - 344}H${x + 96}C${x + 96} ${B - 250} ${x + 74} ${B - 130} ${x + 52} ${B - 56}Z`,
    d.cyl(p.body),
  );
  s += rect(x - 100, B - 380, 200, 40, 3, d.cyl(light(p.body, 0.08)));
  for (let i = 1; i < 25; i++)
    s += `<path d="M${x - 100 + i * 8} ${B - 376}V${B - 344}" stroke="${dark(p.body, 0.3)}" stroke-width="1" opacity=".16"/>`;
  s += highlight(x - 76, B - 330, 10, 200, 0.22);
  s += label(c, x - 68, B - 280, 136, 130, { rx: 2 });
  return { svg: s, w: 200, h: 380 };
}

function stick(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  let s = rect(x - 72, B - 300, 144, 300, 10, d.cyl(KRAFT));
  s += rect(x - 76, B - 346, 152, 52, 10, d.cyl(dark(KRAFT, 0.1)));
  s += rect(x - 72, B - 300, 144, 6, 0, dark(KRAFT, 0.35), ' opacity=".4"');
  s += label(c, x - 72, B - 240, 144, 150, { rx: 0 });
  s += rect(x - 72, B - 78, 144, 14, 0, p.body, ' opacity=".9"');
  return { svg: s, w: 152, h: 346 };
}

function soapBars(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const soap = pick(
    [light(p.body, 0.45), '#EADFCB', light('#C98B7B', 0.4), light(p.leaf, 0.4)],
    c.variant,
  );
  let s = rect(x - 150, B - 120, 300, 120, 30, d.cyl(p.label));
  s += rect(
    x - 150,
    B - 120,
    300,
    120,
    30,
    'none',
    ` stroke="${dark(p.label, 0.12)}" stroke-width="2"`,
  );
  s += rect(x - 150, B - 120, 300, 16, 0, p.body, ' opacity=".85"');
  s += brandText(c.brand, x, B - 54, 240, 28, p.ink).svg;
  s += `<g transform="rotate(-6 ${x} ${B - 170})">${rect(x - 128, B - 222, 256, 100, 40, d.cyl(soap))}<ellipse cx="${x}" cy="${B - 172}" rx="58" ry="26" fill="none" stroke="${dark(soap, 0.15)}" stroke-width="3" opacity=".6"/>${leaf(x - 24, B - 172, 0, 48, 16, dark(soap, 0.12))}</g>`;
  return { svg: s, w: 300, h: 226 };
}

function paddleBrush(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  let s = pathEl(
    `M${x - 26} ${B - 4}L${x - 20} ${B - 210}H${x + 20}L${x + 26} ${B - 4}Q${x} ${B + 6} ${x - 26} ${B - 4}Z`,
    d.cyl(WOOD),
  );
  s += `<ellipse cx="${x}" cy="${B - 330}" rx="104" ry="132" fill="${d.cyl(WOOD)}"/>`;
  s += `<ellipse cx="${x}" cy="${B - 330}" rx="84" ry="110" fill="${d.cyl(p.body)}"/>`;
  for (let row = -4; row <= 4; row++) {
    for (let col = -3; col <= 3; col++) {
      const bx = x + col * 22 + (row % 2 ? 11 : 0);
      const by = B - 330 + row * 22;
      if (((bx - x) / 74) ** 2 + ((by - B + 330) / 98) ** 2 < 1)
        s += `<circle cx="${bx}" cy="${by}" r="4.5" fill="${dark(p.body, 0.35)}"/><circle cx="${bx - 1}" cy="${by - 1.5}" r="2" fill="${light(p.body, 0.4)}"/>`;
    }
  }
  s += verticalBrandText(c.brand, x, B - 110, 150, 18, dark(WOOD, 0.45));
  return { svg: s, w: 120, h: 462 };
}

// ----- Make-up ----------------------------------------------------------------------------------

const LIP_COLORS = ['#B5654E', '#D29A88', '#8C3F3A', '#C98B7B', '#9E4A43', '#C47F6A'];

function lipstick(c: Ctx): Drawn {
  const { p, d } = c;
  const lx = CX - 62;
  const lip = pick(LIP_COLORS, c.variant);
  let s = rect(lx - 46, B - 176, 92, 176, 6, d.cyl(p.cap));
  s += rect(lx - 39, B - 232, 78, 60, 3, d.cyl(light(p.cap, 0.2)));
  const stickTop = has(c.text, 'stick', 'balm') && !has(c.text, 'lipstick');
  s += stickTop
    ? pathEl(
        `M${lx - 34} ${B - 230}V${B - 296}Q${lx} ${B - 314} ${lx + 34} ${B - 296}V${B - 230}Z`,
        d.cyl(lip),
      )
    : pathEl(
        `M${lx - 31} ${B - 230}V${B - 292}Q${lx - 31} ${B - 302} ${lx - 21} ${B - 306}L${lx + 24} ${B - 328}Q${lx + 31} ${B - 330} ${lx + 31} ${B - 322}V${B - 230}Z`,
        d.cyl(lip),
      );
  const rx = CX + 82;
  s += rect(rx - 50, B - 250, 100, 250, 8, d.cyl(p.cap));
  s += highlight(rx - 36, B - 236, 8, 220, 0.22);
  s += verticalBrandText(c.brand, rx + 2, B - 125, 200, 22, p.label);
  return { svg: s, w: 300, h: 330, dx: 10 };
}

function pencils(c: Ctx): Drawn {
  const { p, d } = c;
  const lead = pick(LIP_COLORS, c.variant);
  const one = (cx: number, cy: number, angle: number, body: string, withText: boolean): string => {
    const L = 470;
    const h = 36;
    let g = rect(-L / 2, -h / 2, L - 70, h, 4, d.vert(light(body, 0.2), dark(body, 0.15)));
    g += rect(-L / 2 - 2, -h / 2 - 1, 56, h + 2, 6, d.vert(light(p.cap, 0.2), dark(p.cap, 0.15)));
    g += pathEl(
      `M${L / 2 - 70} ${-h / 2}L${L / 2 - 12} -5V5L${L / 2 - 70} ${h / 2}Z`,
      d.vert(light(WOOD, 0.2), dark(WOOD, 0.1)),
    );
    g += pathEl(`M${L / 2 - 26} -8.6L${L / 2} 0L${L / 2 - 26} 8.6Z`, lead);
    g += highlight(-L / 2 + 60, -h / 2 + 5, L - 140, 5, 0.25);
    if (withText) g += brandText(c.brand, 0, 0, 250, 19, p.label, '').svg;
    return `<g transform="translate(${cx} ${cy}) rotate(${angle})">${g}</g>`;
  };
  const s =
    one(CX - 6, B - 140, -34, p.body, false) + one(CX + 10, B - 96, -16, dark(p.body, 0.2), true);
  return { svg: s, w: 380, h: 300 };
}

function compacts(c: Ctx): Drawn {
  const { p, d } = c;
  const disc = (cx: number, by: number, rx: number, ry: number, h: number, col: string): string => {
    let g = pathEl(
      `M${cx - rx} ${by - h}V${by}A${rx} ${ry} 0 0 0 ${cx + rx} ${by}V${by - h}Z`,
      d.cyl(col),
    );
    g += `<ellipse cx="${cx}" cy="${by - h}" rx="${rx}" ry="${ry}" fill="${d.vert(light(col, 0.22), col)}"/>`;
    g += `<ellipse cx="${cx}" cy="${by - h}" rx="${rx - 16}" ry="${ry - 6}" fill="none" stroke="${light(col, 0.4)}" stroke-width="2" opacity=".6"/>`;
    return g;
  };
  const x = CX;
  let s = disc(x + 10, B - 46, 160, 46, 40, p.cap);
  const by = B - 46 - 40 - 4;
  s += disc(x - 6, by, 150, 44, 64, p.body);
  const topY = by - 64;
  const mark = luminance(p.body) > 0.55 ? p.ink : p.label;
  // embossed leaves on the lid (foreshortened)
  s += `<g transform="translate(${x - 6} ${topY}) scale(1 .3)" opacity=".7">${leaf(0, 30, -120, 60, 26, mark)}${leaf(0, 30, -60, 60, 26, mark)}${leaf(0, 30, -90, 70, 22, mark)}</g>`;
  // brand printed on the front of the rim
  s += brandText(c.brand, x - 6, by - 20, 200, 24, mark).svg;
  return { svg: s, w: 330, h: 200 };
}

function mascara(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX - 40;
  let s = rect(x - 32, B - 270, 64, 270, 10, d.cyl(p.body));
  s += rect(x - 30, B - 452, 60, 186, 10, d.cyl(p.cap));
  s += rect(x - 33, B - 276, 66, 10, 2, d.cyl(p.accent));
  s += highlight(x - 22, B - 440, 6, 170, 0.22);
  s += verticalBrandText(
    c.brand,
    x + 3,
    B - 136,
    220,
    22,
    luminance(p.body) > 0.55 ? p.ink : p.label,
  );
  // the wand, lying at an angle beside the tube
  const w = `<g transform="translate(${CX + 90} ${B - 150}) rotate(-62)">${rect(-150, -16, 110, 32, 9, d.vert(light(p.cap, 0.2), dark(p.cap, 0.2)))}${rect(-42, -4, 120, 8, 4, d.vert('#cfc8bd', '#8f877c'))}${rect(70, -14, 80, 28, 14, dark(p.cap, 0.3))}${Array.from({ length: 9 }, (_, i) => `<path d="M${76 + i * 8.5} -16V16" stroke="${dark(p.cap, 0.55)}" stroke-width="2.4"/>`).join('')}</g>`;
  return { svg: s + w, w: 260, h: 452, dx: 20 };
}

function foundation(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const skin = pick(['#E2BFA0', '#D6A883', '#C58F6A', '#EBCFB5'], c.variant);
  let s = rect(x - 96, B - 250, 192, 250, 26, d.cyl(light(p.body, 0.55)));
  s += rect(x - 84, B - 190, 168, 178, 18, d.cyl(skin));
  s += highlight(x - 80, B - 236, 12, 200, 0.4);
  s += label(c, x - 62, B - 160, 124, 100);
  s += rect(x - 30, B - 282, 60, 36, 5, d.cyl(p.cap));
  s += rect(x - 44, B - 368, 88, 90, 12, d.cyl(p.cap));
  return { svg: s, w: 192, h: 368 };
}

// ----- Household ---------------------------------------------------------------------------------

function trigger(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX + 8;
  const body = `M${x - 92} ${B - 18}V${B - 252}C${x - 92} ${B - 300} ${x - 36} ${B - 300} ${x - 36} ${B - 330}V${B - 338}H${x + 36}V${B - 330}C${x + 36} ${B - 300} ${x + 92} ${B - 300} ${x + 92} ${B - 252}V${B - 18}Q${x + 92} ${B} ${x + 74} ${B}H${x - 74}Q${x - 92} ${B} ${x - 92} ${B - 18}Z`;
  let s = pathEl(body, d.cyl(p.body));
  s += highlight(x - 74, B - 256, 12, 220);
  s += label(c, x - 72, B - 230, 144, 160);
  s += rect(x - 40, B - 370, 80, 36, 6, d.cyl(p.cap));
  // trigger lever
  s += pathEl(
    `M${x - 44} ${B - 402}C${x - 70} ${B - 392} ${x - 84} ${B - 356} ${x - 78} ${B - 318}Q${x - 76} ${B - 308} ${x - 68} ${B - 314}C${x - 62} ${B - 346} ${x - 54} ${B - 366} ${x - 38} ${B - 378}Z`,
    dark(p.cap, 0.08),
  );
  // shroud with the nozzle pointing left
  s += pathEl(
    `M${x + 42} ${B - 368}V${B - 420}Q${x + 42} ${B - 446} ${x + 16} ${B - 446}H${x - 98}Q${x - 110} ${B - 446} ${x - 110} ${B - 434}V${B - 418}Q${x - 110} ${B - 408} ${x - 100} ${B - 408}H${x - 42}V${B - 368}Z`,
    d.cyl(p.cap),
  );
  s += rect(x - 122, B - 444, 16, 34, 4, dark(p.cap, 0.25));
  return { svg: s, w: 190, h: 446 };
}

function refillJug(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const outer = `M${x - 126} ${B - 22}V${B - 290}Q${x - 126} ${B - 334} ${x - 86} ${B - 338}H${x + 84}Q${x + 126} ${B - 334} ${x + 126} ${B - 290}V${B - 22}Q${x + 126} ${B} ${x + 104} ${B}H${x - 104}Q${x - 126} ${B} ${x - 126} ${B - 22}Z`;
  const hole = `M${x + 46} ${B - 300}H${x + 90}Q${x + 98} ${B - 300} ${x + 98} ${B - 292}V${B - 232}Q${x + 98} ${B - 224} ${x + 90} ${B - 224}H${x + 46}Q${x + 38} ${B - 224} ${x + 38} ${B - 232}V${B - 292}Q${x + 38} ${B - 300} ${x + 46} ${B - 300}Z`;
  let s = pathEl(outer + hole, d.cyl(p.body), ' fill-rule="evenodd"');
  s += highlight(x - 108, B - 300, 12, 260);
  s += rect(x - 96, B - 392, 84, 58, 8, d.cyl(p.cap));
  s += label(c, x - 100, B - 206, 200, 160);
  return { svg: s, w: 252, h: 392 };
}

function box(c: Ctx): Drawn {
  const { p, d } = c;
  const paper = c.variant % 3 === 2 ? light(p.accent, 0.35) : KRAFT;
  const band = pick([p.body, p.leaf, p.cap], c.variant);
  const x = CX - 36;
  const fw = 236;
  const fh = 300;
  const sw = 86;
  const sk = 40;
  const L = x - fw / 2;
  const R = x + fw / 2;
  let s = rect(L, B - fh, fw, fh, 0, d.vert(light(paper, 0.12), paper));
  s += pathEl(
    `M${R} ${B - fh}L${R + sw} ${B - fh - sk}V${B - sk}L${R} ${B}Z`,
    d.vert(dark(paper, 0.08), dark(paper, 0.18)),
  );
  s += pathEl(
    `M${L} ${B - fh}L${L + sw} ${B - fh - sk}H${R + sw}L${R} ${B - fh}Z`,
    light(paper, 0.25),
  );
  s += rect(L, B - 64, fw, 30, 0, band, ' opacity=".9"');
  s += pathEl(
    `M${R} ${B - 64}L${R + sw} ${B - 64 - sk}V${B - 34 - sk}L${R} ${B - 34}Z`,
    dark(band, 0.15),
    ' opacity=".9"',
  );
  s += label(c, L + 28, B - fh + 44, fw - 56, 150);
  return { svg: s, w: fw + sw, h: fh + sk, dx: 4 };
}

function pouch(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const col = light(p.body, 0.25);
  let s = pathEl(
    `M${x - 132} ${B - 12}C${x - 130} ${B - 150} ${x - 126} ${B - 300} ${x - 120} ${B - 396}H${x + 120}C${x + 126} ${B - 300} ${x + 130} ${B - 150} ${x + 132} ${B - 12}Q${x + 132} ${B} ${x + 112} ${B}H${x - 112}Q${x - 132} ${B} ${x - 132} ${B - 12}Z`,
    d.cyl(col, 0.8),
  );
  s += rect(x - 120, B - 396, 240, 30, 0, dark(col, 0.06));
  for (let i = 1; i < 30; i++)
    s += `<path d="M${x - 120 + i * 8} ${B - 392}V${B - 370}" stroke="${dark(col, 0.3)}" stroke-width="1" opacity=".2"/>`;
  s += `<path d="M${x - 121} ${B - 344}H${x + 121}" stroke="${dark(col, 0.2)}" stroke-width="2" opacity=".5"/>`;
  s += highlight(x - 104, B - 330, 10, 280, 0.2);
  s += label(c, x - 92, B - 290, 184, 170);
  return { svg: s, w: 264, h: 396 };
}

function dryerBalls(c: Ctx): Drawn {
  const { p, d } = c;
  const cols = [light(p.body, 0.5), CANVAS, light(p.accent, 0.2)];
  const balls: [number, number, number][] = [
    [CX - 112, B - 72, 74],
    [CX + 92, B - 70, 72],
    [CX - 8, B - 196, 76],
  ];
  let s = '';
  balls.forEach(([bx, by, r], i) => {
    const col = pick(cols, i);
    s += `<circle cx="${bx}" cy="${by}" r="${r}" fill="${d.ball(col)}"/>`;
    for (let k = 0; k < 16; k++) {
      const a = c.r() * Math.PI * 2;
      const rr = c.r() * r * 0.75;
      const px = bx + Math.cos(a) * rr;
      const py = by + Math.sin(a) * rr;
      s += `<path d="M${n(px)} ${n(py)}q${n(6 + c.r() * 8)} ${n(-4 + c.r() * 8)} ${n(14 + c.r() * 6)} ${n(-3 + c.r() * 6)}" fill="none" stroke="${dark(col, 0.18)}" stroke-width="1.4" opacity=".4" stroke-linecap="round"/>`;
    }
  });
  s += hangTag(c, CX + 150, B - 250, -10, 30);
  return { svg: s, w: 340, h: 272 };
}

// ----- Kitchen -----------------------------------------------------------------------------------

function pan(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX - 60;
  const iron = has(c.text, 'cast iron', 'iron', 'carbon');
  const steel = has(c.text, 'stainless', 'steel', 'tri-ply');
  const shell = iron ? '#3B3835' : steel ? STEEL : luminance(p.body) > 0.7 ? p.cap : p.body;
  const inside = iron ? '#4A4643' : steel ? light(STEEL, 0.25) : WAX;
  const handle = iron ? shell : steel ? dark(STEEL, 0.05) : WOOD;
  const hw = iron ? 26 : 34;
  let s = `<g transform="rotate(-14 ${x + 170} ${B - 116})">${rect(x + 150, B - 117 - hw / 2, 230, hw, hw / 2, d.vert(light(handle, 0.15), dark(handle, 0.15)))}<circle cx="${x + 352}" cy="${B - 117}" r="7" fill="${dark(handle, 0.45)}"/>${rect(x + 130, B - 128, 40, 22, 4, dark(shell, 0.2))}</g>`;
  s += pathEl(
    `M${x - 196} ${B - 118}C${x - 190} ${B - 60} ${x - 176} ${B - 6} ${x - 120} ${B - 2}H${x + 120}C${x + 176} ${B - 6} ${x + 190} ${B - 60} ${x + 196} ${B - 118}Z`,
    d.cyl(shell, steel ? 1.4 : 1),
  );
  if (iron)
    s += pathEl(
      `M${x - 214} ${B - 112}Q${x - 226} ${B - 104} ${x - 212} ${B - 98}L${x - 190} ${B - 100}V${B - 114}Z`,
      shell,
    );
  s += `<ellipse cx="${x}" cy="${B - 118}" rx="196" ry="34" fill="${dark(shell, 0.25)}"/>`;
  s += `<ellipse cx="${x}" cy="${B - 114}" rx="182" ry="27" fill="${d.vert(dark(inside, 0.25), inside)}"/>`;
  s += highlight(x - 150, B - 90, 120, 8, iron ? 0.1 : 0.22);
  s += hangTag(c, x + 352, B - 166, 6, 26);
  return { svg: s, w: 420, h: 200, dx: -40 };
}

function bowl(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const clay = '#D9C3A5';
  const glaze = p.body;
  const top = B - 210;
  let s = pathEl(
    `M${x - 200} ${top}C${x - 196} ${B - 90} ${x - 130} ${B - 24} ${x - 72} ${B - 18}V${B}H${x + 72}V${B - 18}C${x + 130} ${B - 24} ${x + 196} ${B - 90} ${x + 200} ${top}Z`,
    d.cyl(clay, 0.8),
  );
  // glaze dipped over the upper part, with a soft uneven edge
  s += pathEl(
    `M${x - 200} ${top}C${x - 199} ${B - 150} ${x - 190} ${B - 126} ${x - 176} ${B - 108}Q${x - 120} ${B - 96} ${x - 60} ${B - 104}T${x + 60} ${B - 100}T${x + 178} ${B - 110}C${x + 190} ${B - 126} ${x + 199} ${B - 150} ${x + 200} ${top}Z`,
    d.cyl(glaze),
  );
  s += `<ellipse cx="${x}" cy="${top}" rx="200" ry="38" fill="${dark(glaze, 0.12)}"/>`;
  s += `<ellipse cx="${x}" cy="${top + 4}" rx="186" ry="30" fill="${d.vert(dark(glaze, 0.3), light(glaze, 0.1))}"/>`;
  for (let k = 0; k < 40; k++)
    s += `<circle cx="${n(x - 170 + c.r() * 340)}" cy="${n(top + 20 + c.r() * 80)}" r="${n(1 + c.r() * 1.8)}" fill="${dark(glaze, 0.45)}" opacity=".5"/>`;
  s += highlight(x - 170, top + 30, 10, 60, 0.25);
  s += brandText(c.brand, x, B - 56, 150, 17, dark(clay, 0.5), ' opacity=".8"').svg;
  return { svg: s, w: 400, h: 248 };
}

function tapers(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const wax = has(c.text, 'beeswax') ? '#E9C77E' : light(p.body, 0.5);
  let s = '';
  const one = (cx: number, h: number): string =>
    rect(cx - 24, B - h, 48, h, 6, d.cyl(wax, 0.8)) +
    pathEl(
      `M${cx - 24} ${B - h + 6}Q${cx} ${B - h - 22} ${cx + 24} ${B - h + 6}Z`,
      light(wax, 0.1),
    ) +
    `<path d="M${cx} ${B - h - 8}q2 -14 -3 -24" fill="none" stroke="#3A332C" stroke-width="3" stroke-linecap="round"/>`;
  s += one(x - 32, 470) + one(x + 32, 440);
  s += rect(x - 62, B - 190, 124, 120, 0, d.cyl(KRAFT, 0.6));
  s += brandText(c.brand, x, B - 130, 104, 18, p.ink).svg;
  // a small brass holder beside them
  s += `<ellipse cx="${x + 190}" cy="${B - 12}" rx="70" ry="14" fill="${d.vert('#E6C98F', '#B08A4E')}"/>`;
  s += rect(x + 170, B - 64, 40, 54, 6, d.cyl('#C9A465'));
  s += `<ellipse cx="${x + 190}" cy="${B - 64}" rx="28" ry="7" fill="#E6C98F"/>`;
  return { svg: s, w: 400, h: 480, dx: 40 };
}

function beanie(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const col = has(c.text, 'undyed', 'natural', 'alpaca') ? '#D8CCBA' : light(p.body, 0.2);
  let s = `<circle cx="${x}" cy="${B - 388}" r="52" fill="${d.ball(light(col, 0.08))}"/>`;
  for (let k = 0; k < 22; k++) {
    const a = c.r() * Math.PI * 2;
    s += `<path d="M${n(x + Math.cos(a) * 30)} ${n(B - 388 + Math.sin(a) * 30)}l${n(Math.cos(a) * 24)} ${n(Math.sin(a) * 24)}" stroke="${dark(col, 0.15)}" stroke-width="2" opacity=".4" stroke-linecap="round"/>`;
  }
  s += pathEl(
    `M${x - 160} ${B - 130}C${x - 168} ${B - 300} ${x - 90} ${B - 350} ${x} ${B - 352}C${x + 90} ${B - 350} ${x + 168} ${B - 300} ${x + 160} ${B - 130}Z`,
    d.cyl(col, 0.8),
  );
  for (let i = -6; i <= 6; i++)
    s += `<path d="M${x + i * 24} ${B - 136}C${x + i * 22} ${B - 240} ${x + i * 14} ${B - 320} ${x + i * 4} ${B - 348}" fill="none" stroke="${dark(col, 0.14)}" stroke-width="3" opacity=".45"/>`;
  s += rect(x - 172, B - 150, 344, 150, 26, d.cyl(dark(col, 0.04), 0.8));
  for (let i = -13; i <= 13; i++)
    s += `<path d="M${x + i * 12.5} ${B - 140}V${B - 10}" stroke="${dark(col, 0.16)}" stroke-width="3.5" opacity=".45"/>`;
  s += rect(x - 70, B - 110, 140, 60, 6, d.vert(light(p.accent, 0.1), dark(p.accent, 0.1)));
  s += `<rect x="${x - 64}" y="${B - 104}" width="128" height="48" rx="4" fill="none" stroke="${dark(p.accent, 0.3)}" stroke-width="1.5" stroke-dasharray="4 4" opacity=".7"/>`;
  s += brandText(c.brand, x, B - 80, 112, 18, p.ink).svg;
  return { svg: s, w: 344, h: 440 };
}

function board(c: Ctx): Drawn {
  const { d } = c;
  const x = CX;
  const w = WOOD;
  const shape = `M${x - 150} ${B - 22}V${B - 330}Q${x - 150} ${B - 362} ${x - 118} ${B - 362}H${x - 48}V${B - 404}Q${x - 48} ${B - 446} ${x - 6} ${B - 446}H${x + 6}Q${x + 48} ${B - 446} ${x + 48} ${B - 404}V${B - 362}H${x + 118}Q${x + 150} ${B - 362} ${x + 150} ${B - 330}V${B - 22}Q${x + 150} ${B} ${x + 128} ${B}H${x - 128}Q${x - 150} ${B} ${x - 150} ${B - 22}Z`;
  let s = pathEl(shape, d.cyl(w, 0.8));
  for (let i = 0; i < 9; i++) {
    const gx = x - 120 + i * 30 + c.r() * 10;
    s += `<path d="M${n(gx)} ${B - 350}C${n(gx + 14)} ${B - 260} ${n(gx - 12)} ${B - 160} ${n(gx + 6)} ${B - 14}" fill="none" stroke="${dark(w, 0.3)}" stroke-width="1.6" opacity=".22"/>`;
  }
  s += `<circle cx="${x}" cy="${B - 410}" r="13" fill="${dark(w, 0.4)}"/>`;
  s += brandText(c.brand, x, B - 190, 220, 30, dark(w, 0.5), ' opacity=".7"').svg;
  return { svg: s, w: 300, h: 446 };
}

function clothStack(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const cols = [p.body, light(p.accent, 0.1), light(p.leaf, 0.2), light(p.body, 0.4)];
  let s = '';
  for (let i = 0; i < 4; i++) {
    const y = B - 62 * (i + 1);
    const col = pick(cols, i);
    const off = (i % 2 ? 8 : -6) + (c.variant % 3) * 2;
    s += rect(x - 160 + off, y, 320, 62, 18, d.vert(light(col, 0.12), dark(col, 0.08)));
    s += `<path d="M${x - 148 + off} ${y + 10}Q${x + off} ${y + 4} ${x + 148 + off} ${y + 10}" fill="none" stroke="${light(col, 0.35)}" stroke-width="3" opacity=".6"/>`;
    if (i === 1)
      for (let k = 0; k < 14; k++)
        s += `<circle cx="${x - 130 + off + k * 20}" cy="${y + 36}" r="4" fill="${dark(col, 0.2)}" opacity=".35"/>`;
  }
  s += rect(x - 72, B - 258, 144, 262, 0, d.cyl(KRAFT, 0.6));
  s += brandText(c.brand, x, B - 140, 116, 22, p.ink).svg;
  s += `<path d="M${x - 22} ${B - 104}H${x + 22}" stroke="${p.ink}" stroke-width="1.2" opacity=".5"/>`;
  return { svg: s, w: 330, h: 250 };
}

function brushCup(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const brush = (bx: number, angle: number, len: number): string => {
    let g = rect(-11, -len, 22, len, 11, d.cyl(WOOD));
    g += `<ellipse cx="0" cy="${-len - 34}" rx="46" ry="46" fill="${d.ball(SISAL)}"/>`;
    for (let k = 0; k < 14; k++) {
      const a = (k / 14) * Math.PI * 2;
      g += `<path d="M${n(Math.cos(a) * 14)} ${n(-len - 34 + Math.sin(a) * 14)}L${n(Math.cos(a) * 44)} ${n(-len - 34 + Math.sin(a) * 44)}" stroke="${dark(SISAL, 0.25)}" stroke-width="1.6" opacity=".45"/>`;
    }
    return `<g transform="translate(${bx} ${B - 120}) rotate(${angle})">${g}</g>`;
  };
  let s = brush(x - 24, -16, 250) + brush(x + 30, 14, 200);
  s += rect(x - 102, B - 200, 204, 200, 22, d.cyl(p.body));
  s += rect(x - 102, B - 200, 204, 14, 7, light(p.body, 0.2));
  s += label(c, x - 74, B - 150, 148, 110);
  return { svg: s, w: 204, h: 440 };
}

function steelBottle(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const col = c.variant % 2 ? STEEL : p.body;
  let s = pathEl(
    `M${x - 76} ${B - 28}V${B - 350}Q${x - 76} ${B - 396} ${x - 46} ${B - 404}H${x + 46}Q${x + 76} ${B - 396} ${x + 76} ${B - 350}V${B - 28}Q${x + 76} ${B} ${x + 48} ${B}H${x - 48}Q${x - 76} ${B} ${x - 76} ${B - 28}Z`,
    d.cyl(col, 1.3),
  );
  s += highlight(x - 58, B - 370, 10, 320, 0.35);
  s += rect(x - 48, B - 478, 96, 80, 12, d.cyl(WOOD));
  s += `<path d="M${x - 20} ${B - 478}Q${x} ${B - 520} ${x + 20} ${B - 478}" fill="none" stroke="${dark(WOOD, 0.3)}" stroke-width="9" stroke-linecap="round"/>`;
  s += verticalBrandText(c.brand, x + 4, B - 200, 260, 26, luminance(col) > 0.55 ? p.ink : p.label);
  return { svg: s, w: 152, h: 512 };
}

function storageJar(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  let s = rect(x - 124, B - 290, 248, 290, 28, '#ffffff', ' opacity=".38"');
  s += rect(x - 112, B - 190, 224, 178, 20, d.vert(light(p.accent, 0.1), p.accent));
  for (let k = 0; k < 60; k++)
    s += `<circle cx="${n(x - 100 + c.r() * 200)}" cy="${n(B - 180 + c.r() * 160)}" r="${n(2 + c.r() * 3)}" fill="${dark(p.accent, 0.2 + c.r() * 0.2)}" opacity=".5"/>`;
  s += rect(
    x - 124,
    B - 290,
    248,
    290,
    28,
    'none',
    ` stroke="#ffffff" stroke-width="3" opacity=".7"`,
  );
  s += highlight(x - 106, B - 270, 12, 240, 0.5);
  s += rect(x - 132, B - 334, 264, 50, 12, d.cyl(WOOD));
  s += label(c, x - 80, B - 164, 160, 100);
  return { svg: s, w: 264, h: 334 };
}

// ----- Decoration --------------------------------------------------------------------------------

function candle(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  let s = `<circle cx="${x}" cy="${B - 300}" r="90" fill="${d.glow('#FFE2A8', 0.55)}"/>`;
  s += rect(x - 118, B - 240, 236, 240, 16, d.cyl(p.body));
  s += `<ellipse cx="${x}" cy="${B - 240}" rx="118" ry="16" fill="${dark(p.body, 0.18)}"/>`;
  s += `<ellipse cx="${x}" cy="${B - 236}" rx="104" ry="11" fill="${WAX}"/>`;
  s += `<path d="M${x} ${B - 236}V${B - 268}" stroke="#3A332C" stroke-width="3" stroke-linecap="round"/>`;
  s += pathEl(
    `M${x} ${B - 326}C${x + 6} ${B - 306} ${x + 16} ${B - 292} ${x + 11} ${B - 278}C${x + 8} ${B - 268} ${x - 8} ${B - 268} ${x - 11} ${B - 278}C${x - 16} ${B - 292} ${x - 6} ${B - 306} ${x} ${B - 326}Z`,
    d.vert('#FFF3D6', '#F2B25C'),
  );
  s += highlight(x - 98, B - 220, 12, 190, 0.22);
  s += label(c, x - 86, B - 184, 172, 130);
  return { svg: s, w: 236, h: 330 };
}

function vase(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const col = c.variant % 2 ? TERRACOTTA : p.body;
  let s = sprig(x - 8, B - 300, x - 150, B - 560, 0.12, 'eucalyptus', p.leaf, 1.05, 8);
  s += sprig(x + 6, B - 300, x + 130, B - 600, -0.1, 'olive', dark(p.leaf, 0.08), 1, 10);
  s += sprig(x, B - 300, x + 20, B - 640, 0.05, 'willow', light(p.leaf, 0.1), 0.8, 8);
  s += pathEl(
    `M${x - 34} ${B - 360}V${B - 308}C${x - 34} ${B - 280} ${x - 128} ${B - 262} ${x - 128} ${B - 150}C${x - 128} ${B - 52} ${x - 96} ${B} ${x - 62} ${B}H${x + 62}C${x + 96} ${B} ${x + 128} ${B - 52} ${x + 128} ${B - 150}C${x + 128} ${B - 262} ${x + 34} ${B - 280} ${x + 34} ${B - 308}V${B - 360}Z`,
    d.cyl(col),
  );
  s += `<ellipse cx="${x}" cy="${B - 360}" rx="34" ry="7" fill="${dark(col, 0.3)}"/>`;
  s += highlight(x - 100, B - 200, 12, 130, 0.2);
  s += hangTag(c, x + 26, B - 318, -16, 50);
  return { svg: s, w: 256, h: 640 };
}

function diffuser(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  let s = '';
  const angles = [-24, -14, -6, 4, 12, 22];
  angles.forEach((a, i) => {
    const len = 250 + ((i * 37) % 50);
    s += `<path d="M${x} ${B - 240}l${n(Math.sin((a * Math.PI) / 180) * len)} ${n(-Math.cos((a * Math.PI) / 180) * len)}" stroke="${i % 2 ? dark(WOOD, 0.1) : WOOD}" stroke-width="6" stroke-linecap="round"/>`;
  });
  s += pathEl(
    `M${x - 104} ${B - 22}V${B - 160}C${x - 104} ${B - 210} ${x - 34} ${B - 210} ${x - 30} ${B - 236}H${x + 30}C${x + 34} ${B - 210} ${x + 104} ${B - 210} ${x + 104} ${B - 160}V${B - 22}Q${x + 104} ${B} ${x + 82} ${B}H${x - 82}Q${x - 104} ${B} ${x - 104} ${B - 22}Z`,
    d.cyl(p.body),
  );
  s += rect(x - 34, B - 262, 68, 34, 6, d.cyl(p.cap));
  s += highlight(x - 86, B - 160, 11, 130, 0.25);
  s += label(c, x - 76, B - 150, 152, 112);
  return { svg: s, w: 208, h: 490 };
}

function planter(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  let s = '';
  const leaves: [number, number, number][] = [
    [-150, 190, 70],
    [-120, 230, 84],
    [-95, 200, 64],
    [-70, 250, 92],
    [-40, 220, 80],
    [-18, 270, 96],
    [8, 240, 88],
    [30, 260, 92],
    [58, 210, 80],
    [84, 230, 84],
    [112, 190, 68],
    [140, 200, 70],
  ];
  leaves.forEach(([a, len, w], i) => {
    const ang = -90 + a * 0.55;
    const col = i % 3 === 0 ? dark(p.leaf, 0.12) : i % 3 === 1 ? p.leaf : light(p.leaf, 0.1);
    s += leaf(x + a * 0.15, B - 250, ang, len, w, col, light(p.leaf, 0.3));
  });
  s += pathEl(
    `M${x - 128} ${B - 214}L${x - 100} ${B - 14}Q${x - 98} ${B} ${x - 84} ${B}H${x + 84}Q${x + 98} ${B} ${x + 100} ${B - 14}L${x + 128} ${B - 214}Z`,
    d.cyl(TERRACOTTA),
  );
  s += rect(x - 142, B - 262, 284, 54, 6, d.cyl(light(TERRACOTTA, 0.06)));
  s += brandText(c.brand, x, B - 110, 170, 24, dark(TERRACOTTA, 0.45), ' opacity=".75"').svg;
  return { svg: s, w: 284, h: 520 };
}

function cushion(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const col = light(p.body, 0.2);
  const t = B - 330;
  const shape = `M${x - 170} ${t}Q${x} ${t + 26} ${x + 170} ${t}Q${x + 146} ${B - 165} ${x + 170} ${B - 4}Q${x} ${B - 28} ${x - 170} ${B - 4}Q${x - 146} ${B - 165} ${x - 170} ${t}Z`;
  let s = pathEl(shape, d.ball(col));
  s += pathEl(
    shape,
    'none',
    ` stroke="${dark(col, 0.18)}" stroke-width="4" stroke-linejoin="round"`,
  );
  // stitched border, a centre button and a few creases
  s += `<path d="M${x - 140} ${t + 30}Q${x} ${t + 50} ${x + 140} ${t + 30}Q${x + 122} ${B - 165} ${x + 140} ${B - 34}Q${x} ${B - 52} ${x - 140} ${B - 34}Q${x - 122} ${B - 165} ${x - 140} ${t + 30}Z" fill="none" stroke="${light(col, 0.4)}" stroke-width="2" stroke-dasharray="7 6" opacity=".8"/>`;
  s += `<circle cx="${x}" cy="${B - 168}" r="11" fill="${dark(col, 0.2)}"/>`;
  s += `<path d="M${x - 10} ${B - 178}Q${x - 60} ${B - 230} ${x - 120} ${t + 40}M${x + 10} ${B - 158}Q${x + 60} ${B - 110} ${x + 118} ${B - 44}M${x + 12} ${B - 176}Q${x + 70} ${B - 230} ${x + 122} ${t + 42}M${x - 12} ${B - 160}Q${x - 64} ${B - 110} ${x - 120} ${B - 42}" fill="none" stroke="${dark(col, 0.14)}" stroke-width="3" opacity=".5"/>`;
  s += hangTag(c, x + 150, t + 8, -10, 20);
  return { svg: s, w: 360, h: 336 };
}

// ----- Fashion -----------------------------------------------------------------------------------

function tote(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  let s = `<path d="M${x - 60} ${B - 330}C${x - 66} ${B - 490} ${x + 66} ${B - 490} ${x + 60} ${B - 330}" fill="none" stroke="${dark(CANVAS, 0.2)}" stroke-width="18"/>`;
  s += pathEl(
    `M${x - 160} ${B - 340}H${x + 160}L${x + 176} ${B - 8}Q${x + 176} ${B} ${x + 166} ${B}H${x - 166}Q${x - 176} ${B} ${x - 176} ${B - 8}Z`,
    d.cyl(CANVAS, 0.7),
  );
  s += `<path d="M${x - 74} ${B - 340}C${x - 82} ${B - 520} ${x + 82} ${B - 520} ${x + 74} ${B - 340}" fill="none" stroke="${CANVAS}" stroke-width="20"/>`;
  s += `<path d="M${x - 74} ${B - 340}V${B - 300}M${x + 74} ${B - 340}V${B - 300}" stroke="${dark(CANVAS, 0.15)}" stroke-width="20"/>`;
  s += `<circle cx="${x}" cy="${B - 170}" r="70" fill="${p.body}" opacity=".9"/>`;
  s += `${leaf(x, B - 172, -120, 52, 26, p.label)}${leaf(x, B - 172, -60, 52, 26, light(p.label, 0.2))}${leaf(x, B - 172, -90, 60, 22, p.label)}`;
  s += brandText(c.brand, x, B - 64, 270, 28, p.ink).svg;
  return { svg: s, w: 352, h: 500 };
}

function garment(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const y = B - 420; // shoulder line
  const knit = has(
    c.text,
    'knit',
    'sweater',
    'jumper',
    'cardigan',
    'hoodie',
    'wool',
    'alpaca',
    'cashmere',
  );
  const shirt = !knit && has(c.text, 'shirt', 'blouse') && !has(c.text, 't-shirt', 'tee');
  const onesie = has(c.text, 'sleepsuit', 'onesie', 'romper', 'bodysuit', 'babygrow');
  const long = knit || shirt || onesie;
  const undyed = has(c.text, 'undyed', 'natural', 'ecru', 'linen');
  const col = undyed ? '#E4DACA' : c.variant % 2 ? light(p.body, 0.3) : light(p.accent, 0.1);
  // wooden hanger behind the garment
  let s = `<path d="M${x} ${y - 20}V${y - 58}a18 18 0 1 1 18 -18" fill="none" stroke="${dark(STEEL, 0.3)}" stroke-width="5" stroke-linecap="round"/>`;
  s += `<path d="M${x - 168} ${y + 34}Q${x} ${y - 46} ${x + 168} ${y + 34}" fill="none" stroke="${WOOD}" stroke-width="16" stroke-linecap="round"/>`;
  const hem = onesie ? 300 : 384;
  const side = (k: number): string =>
    `M${x} ${y + 4}H${x + k * 46}L${x + k * 120} ${y + 20}Q${x + k * 150} ${y + 30} ${x + k * 164} ${y + 52}` +
    (long
      ? `L${x + k * 206} ${y + 300}L${x + k * 166} ${y + 314}L${x + k * 128} ${y + 130}`
      : `L${x + k * 214} ${y + 98}L${x + k * 168} ${y + 150}L${x + k * 128} ${y + 120}`) +
    (onesie
      ? `L${x + k * 132} ${y + 300}L${x + k * 124} ${y + 460}Q${x + k * 86} ${y + 470} ${x + k * 52} ${y + 460}L${x + k * 14} ${y + 330}H${x}Z`
      : `L${x + k * 132} ${y + hem}Q${x + k * 66} ${y + hem + 8} ${x} ${y + hem + 8}Z`);
  s += pathEl(side(-1) + side(1), d.cyl(col, 0.7));
  if (shirt) {
    // collar points and a button placket
    s += `<path d="M${x} ${y + 100}V${y + hem + 6}" stroke="${dark(col, 0.14)}" stroke-width="2.5"/>`;
    for (let i = 0; i < 6; i++)
      s += `<circle cx="${x + 8}" cy="${y + 120 + i * 46}" r="4.5" fill="${dark(col, 0.25)}"/>`;
    s += pathEl(
      `M${x - 48} ${y + 2}L${x - 22} ${y + 70}L${x} ${y + 36}L${x + 22} ${y + 70}L${x + 48} ${y + 2}Q${x} ${y + 16} ${x - 48} ${y + 2}Z`,
      light(col, 0.2),
    );
    s += pathEl(
      `M${x - 48} ${y + 2}L${x - 22} ${y + 70}L${x} ${y + 36}L${x + 22} ${y + 70}L${x + 48} ${y + 2}`,
      'none',
      ` stroke="${dark(col, 0.18)}" stroke-width="2"`,
    );
  } else {
    s += pathEl(`M${x - 46} ${y + 4}Q${x} ${y + 62} ${x + 46} ${y + 4}Z`, dark(col, 0.22));
    s += `<path d="M${x - 46} ${y + 4}Q${x} ${y + 62} ${x + 46} ${y + 4}" fill="none" stroke="${light(col, 0.15)}" stroke-width="9"/>`;
    s += rect(x - 18, y + 12, 36, 14, 2, p.label);
  }
  s += `<path d="M${x - 128} ${y + 124}Q${x - 110} ${y + 220} ${x - 126} ${y + 290}M${x + 128} ${y + 124}Q${x + 112} ${y + 220} ${x + 127} ${y + 290}" fill="none" stroke="${dark(col, 0.12)}" stroke-width="3" opacity=".55"/>`;
  if (knit) {
    for (let i = -5; i <= 5; i++)
      s += `<path d="M${x + i * 22} ${y + 60}V${y + hem - 30}" stroke="${dark(col, 0.1)}" stroke-width="2" opacity=".4" stroke-dasharray="6 5"/>`;
    s += pathEl(
      `M${x - 131} ${y + hem - 34}Q${x} ${y + hem - 26} ${x + 131} ${y + hem - 34}`,
      'none',
      ` stroke="${dark(col, 0.12)}" stroke-width="2" opacity=".7"`,
    );
  }
  if (long)
    s += `<path d="M${x - 200} ${y + 280}L${x - 164} ${y + 292}M${x + 200} ${y + 280}L${x + 164} ${y + 292}" stroke="${dark(col, 0.14)}" stroke-width="3" opacity=".6"/>`;
  if (onesie)
    s += `<path d="M${x} ${y + 40}V${y + 330}" stroke="${dark(col, 0.2)}" stroke-width="3" stroke-dasharray="3 3"/>`;
  s += hangTag(c, x + (long ? 150 : 176), y + (long ? 60 : 120), -8, 26, p.label);
  return { svg: s, w: 270, h: 480 };
}

function hat(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const straw = '#DCC394';
  let s = `<ellipse cx="${x}" cy="${B - 60}" rx="250" ry="58" fill="${d.vert(light(straw, 0.1), dark(straw, 0.1))}"/>`;
  for (let i = 1; i < 6; i++)
    s += `<ellipse cx="${x}" cy="${B - 60}" rx="${250 - i * 22}" ry="${58 - i * 5}" fill="none" stroke="${dark(straw, 0.2)}" stroke-width="1.5" opacity=".4"/>`;
  s += pathEl(
    `M${x - 130} ${B - 66}C${x - 136} ${B - 210} ${x - 90} ${B - 260} ${x} ${B - 262}C${x + 90} ${B - 260} ${x + 136} ${B - 210} ${x + 130} ${B - 66}Z`,
    d.cyl(straw, 0.8),
  );
  s += pathEl(
    `M${x - 131} ${B - 120}C${x - 60} ${B - 106} ${x + 60} ${B - 106} ${x + 131} ${B - 120}L${x + 130} ${B - 70}C${x + 60} ${B - 56} ${x - 60} ${B - 56} ${x - 130} ${B - 70}Z`,
    d.cyl(p.body),
  );
  s += hangTag(c, x + 110, B - 96, -8, 14, p.label);
  return { svg: s, w: 500, h: 262 };
}

// ----- Baby & kids --------------------------------------------------------------------------------

function wipes(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const col = light(p.body, 0.55);
  let s = rect(x - 200, B - 150, 400, 150, 48, d.cyl(col, 0.6));
  s += rect(x - 84, B - 166, 168, 26, 10, d.cyl(p.cap));
  s += rect(x - 200, B - 30, 400, 30, 15, p.body, ' opacity=".5"');
  s += label(c, x - 120, B - 124, 240, 90, { paper: col, size: 30 });
  return { svg: s, w: 400, h: 166 };
}

function blocks(c: Ctx): Drawn {
  const { p, d } = c;
  const cube = (x: number, by: number, s0: number, col: string, mark: number): string => {
    const k = s0 * 0.28;
    let g = rect(x - s0 / 2, by - s0, s0, s0, 6, d.vert(light(col, 0.08), col));
    g += pathEl(
      `M${x + s0 / 2} ${by - s0}l${k} ${-k * 0.6}v${s0}l${-k} ${k * 0.6}Z`,
      dark(col, 0.14),
    );
    g += pathEl(
      `M${x - s0 / 2} ${by - s0}l${k} ${-k * 0.6}h${s0}l${-k} ${k * 0.6}Z`,
      light(col, 0.22),
    );
    const m = light(col, 0.45);
    if (mark === 0) g += `<circle cx="${x}" cy="${by - s0 / 2}" r="${s0 * 0.24}" fill="${m}"/>`;
    if (mark === 1)
      g += pathEl(
        `M${x} ${by - s0 * 0.78}L${x + s0 * 0.26} ${by - s0 * 0.26}H${x - s0 * 0.26}Z`,
        m,
      );
    if (mark === 2) g += leaf(x - s0 * 0.26, by - s0 * 0.32, -40, s0 * 0.66, s0 * 0.34, m);
    return g;
  };
  let s = cube(CX - 104, B, 150, light(p.body, 0.2), 0);
  s += cube(CX + 66, B, 140, p.accent, 1);
  s += cube(CX - 30, B - 150, 136, light(p.leaf, 0.2), 2);
  s += hangTag(c, CX + 150, B - 236, -8, 40);
  return { svg: s, w: 360, h: 300 };
}

// ---------------------------------------------------------------------------------------------
// Choosing the vessel
// ---------------------------------------------------------------------------------------------

type Shape = (c: Ctx) => Drawn;

const has = (text: string, ...words: string[]): boolean =>
  words.some((w) => new RegExp(`\\b${w}`, 'i').test(text));

function chooseShape(product: ProductInput): Shape {
  const t = `${product.subtitle} ${product.name}`;
  const beauty = (fallback: Shape): Shape => {
    if (has(t, 'bar\\b', 'soap bar', 'shampoo bar', 'conditioner bar', 'solid')) return soapBars;
    if (has(t, 'aerosol', 'hairspray')) return mist;
    if (has(t, 'dry shampoo')) return has(t, 'spray', 'mist') ? mist : pouch;
    if (has(t, 'roll-on', 'mouthwash', 'mouth rinse')) return tonerBottle;
    if (has(t, 'deodorant cream', 'deodorant balm', 'hand salve')) return jar;
    if (has(t, 'lip balm', 'deodorant', 'stick')) return stick;
    if (has(t, 'spray', 'mist')) return mist;
    if (has(t, 'tablets')) return (c) => jar(c, true);
    if (
      has(
        t,
        'paste',
        'toothpaste',
        'mask',
        'sunscreen',
        'sun cream',
        'spf',
        'sun lotion',
        'scrub',
        'hand cream',
      )
    )
      return tube;
    if (has(t, 'cleansing oil', 'removing oil', 'body oil', 'bath oil', 'shower oil')) return pump;
    if (has(t, 'oil', 'serum', 'elixir', 'drops', 'tincture', 'ampoule')) return dropper;
    if (has(t, 'cleanser', 'wash', 'shampoo', 'soap')) return pump;
    if (has(t, 'cream', 'balm', 'butter', 'salve', 'moisturi[sz]er', 'ointment', 'pomade', 'wax'))
      return jar;
    if (has(t, 'gel\\b', 'gel ')) return tube;
    if (has(t, 'powder', 'soak', 'salts?\\b', 'flakes')) return pouch;
    if (has(t, 'cleaner', 'conditioner', 'lotion', 'milk', 'foam')) return pump;
    if (has(t, 'toner', 'essence', 'water', 'tonic', 'rinse')) return tonerBottle;
    return fallback;
  };
  switch (product.category) {
    case 'Skincare':
      return beauty(tonerBottle);
    case 'Haircare':
      if (has(t, 'brush', 'comb')) return paddleBrush;
      return beauty(pump);
    case 'Baby & Kids':
      if (has(t, 'wipe')) return wipes;
      if (has(t, 'toy', 'block', 'teether', 'rattle', 'puzzle', 'stacking')) return blocks;
      if (
        has(
          t,
          'sleepsuit',
          'onesie',
          'romper',
          'bodysuit',
          'babygrow',
          'shirt',
          'sweater',
          'cardigan',
        )
      )
        return garment;
      if (has(t, 'hat\\b', 'beanie', 'bonnet')) return beanie;
      if (has(t, 'nappies', 'diapers')) return pouch;
      return beauty(pump);
    case 'Make-up':
      if (has(t, 'mascara', 'liquid liner', 'brow gel', 'lash', 'gloss')) return mascara;
      if (has(t, 'nail')) return foundation;
      if (has(t, 'lip', 'lipstick')) return has(t, 'pencil', 'liner') ? pencils : lipstick;
      if (has(t, 'pencil', 'liner', 'brow', 'kohl', 'crayon')) return pencils;
      if (has(t, 'loose')) return (c) => jar(c, true);
      if (
        has(
          t,
          'powder',
          'pressed',
          'bronzer',
          'blush',
          'highlighter',
          'palette',
          'eyeshadow',
          'compact',
        )
      )
        return compacts;
      if (has(t, 'foundation', 'concealer', 'tint', 'primer', 'liquid', 'serum', 'skin'))
        return foundation;
      return compacts;
    case 'Home cleaners':
      if (has(t, 'tablet', 'powder', 'pods')) return box;
      if (has(t, 'spray', 'mist')) return trigger;
      if (has(t, 'hand soap', 'hand wash')) return pump;
      if (has(t, 'refill', 'concentrate', 'bulk', 'floor', 'groene zeep')) return refillJug;
      if (has(t, 'toilet', 'descal', 'bleach')) return tonerBottle;
      if (has(t, 'wash', 'soap', 'liquid', 'gel')) return pump;
      if (has(t, 'cloth', 'sponge', 'pads?\\b', 'scrubbers')) return clothStack;
      if (has(t, 'brush', 'scrub')) return brushCup;
      return trigger;
    case 'Laundry':
      if (has(t, 'dryer', 'balls?\\b')) return dryerBalls;
      if (has(t, 'refill', 'pouch', 'flakes', 'nuts', 'bag')) return pouch;
      if (has(t, 'powder', 'tablet', 'pods', 'sheet', 'strip', 'soda', 'bleach')) return box;
      if (has(t, 'spray')) return trigger;
      if (has(t, 'stain', 'bar\\b', 'soap')) return soapBars;
      return refillJug;
    case 'Kitchen':
      if (has(t, 'pan\\b', 'skillet', 'wok', 'pot\\b', 'casserole', 'cookware', 'frying'))
        return pan;
      if (has(t, 'board', 'chopping', 'cutting')) return board;
      if (has(t, 'bowl')) return bowl;
      if (has(t, 'brush', 'scrub', 'scourer')) return brushCup;
      if (has(t, 'bottle', 'flask', 'tumbler', 'thermos', 'cup\\b')) return steelBottle;
      if (has(t, 'jar', 'container', 'storage', 'lunch', 'canister', 'box')) return storageJar;
      if (has(t, 'spray')) return trigger;
      if (has(t, 'dish', 'wash', 'soap', 'liquid', 'cleaner')) return pump;
      return clothStack;
    case 'Decoration':
      if (has(t, 'taper', 'dinner candle', 'candlestick')) return tapers;
      if (has(t, 'vase', 'bouquet', 'dried', 'flower', 'stems')) return vase;
      if (has(t, 'diffuser', 'reed', 'room spray')) return diffuser;
      if (has(t, 'plant', 'planter', 'pot\\b')) return planter;
      if (has(t, 'cushion', 'pillow', 'throw', 'blanket', 'plaid')) return cushion;
      if (has(t, 'bowl')) return bowl;
      return candle;
    case 'Fashion':
      if (has(t, 'tote', 'bag', 'shopper', 'backpack')) return tote;
      if (has(t, 'beanie', 'knit hat', 'bonnet')) return beanie;
      if (has(t, 'hat\\b', 'cap\\b')) return hat;
      if (
        has(t, 'jeans', 'trousers', 'pants', 'shorts', 'skirt', 'scarf', 'sock', 'folded', 'towel')
      )
        return clothStack;
      return garment;
    default:
      return beauty(tonerBottle);
  }
}

// ---------------------------------------------------------------------------------------------
// The packshot
// ---------------------------------------------------------------------------------------------

/** Small formats (a 30 ml serum, a 4.5 g balm) are drawn a little smaller than big bottles. */
function sizeFactor(subtitle: string): number {
  const m = subtitle.match(/(\d+(?:[.,]\d+)?)\s*(ml|l|g|kg)\b/i);
  if (!m) return 1;
  const v = parseFloat((m[1] ?? '0').replace(',', '.')) * (/^(l|kg)$/i.test(m[2] ?? '') ? 1000 : 1);
  return v <= 15 ? 0.82 : v <= 50 ? 0.9 : v <= 120 ? 0.96 : 1;
}

const SPRIGS: SprigKind[] = ['eucalyptus', 'olive', 'willow', 'fern'];

/**
 * One packshot. `nth` is the product's position among the same brand's products, so that two
 * products of one brand in the same vessel still differ in their details.
 */
function renderProduct(product: ProductInput, nth = 0): string {
  const p = paletteFor(product.brand);
  const d = new Defs();
  const seed = hash(product.slug);
  const c: Ctx = {
    p,
    d,
    brand: product.brand.trim(),
    text: `${product.name} ${product.subtitle}`,
    r: rng(seed),
    variant: (hash(product.brand.trim().toLowerCase()) % 7) + nth,
  };
  const shape = chooseShape(product);
  const raw = shape(c);
  // scale the product up a little, as far as the frame allows
  const k = Math.min(1.12, 560 / raw.h, 600 / raw.w) * sizeFactor(product.subtitle);
  const drawn: Drawn = {
    svg: `<g transform="translate(${n(CX * (1 - k))} ${n(B * (1 - k))}) scale(${Math.round(k * 1000) / 1000})">${raw.svg}</g>`,
    w: raw.w * k,
    h: raw.h * k,
    dx: (raw.dx ?? 0) * k,
  };

  const horizon = 548;
  const wall = d.vert(light(p.bg, 0.35), p.bg);
  const floor = d.vert(dark(p.bg, 0.045), light(p.bg, 0.3));
  const archFill = d.vert(light(p.arch, 0.12), p.arch);
  const side = seed & 1 ? 1 : -1;
  const kind = pick(SPRIGS, seed >>> 3);

  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${esc(`${product.brand} ${product.name}`)}">`;
  const body: string[] = [];
  body.push(rect(0, 0, 800, horizon, 0, wall));
  body.push(
    `<circle cx="${side > 0 ? 150 : 650}" cy="120" r="300" fill="${d.glow('#FFFFFF', 0.55)}"/>`,
  );
  body.push(pathEl(`M226 ${horizon}V300A174 174 0 0 1 574 300V${horizon}Z`, archFill));
  // dappled leaf shadow on the wall, away from the light
  const sh = dark(p.bg, 0.5);
  const shx = side > 0 ? 690 : 110;
  const soft = d.raw(
    'soft',
    (id) =>
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>`,
  );
  body.push(
    `<g opacity=".07" filter="${soft}">${sprig(shx, -20, shx - side * 150, 330, 0.15 * side, kind === 'fern' ? 'willow' : kind, sh, 1.3, 8)}</g>`,
  );
  body.push(rect(0, horizon, 800, 800 - horizon, 0, floor));
  body.push(rect(0, horizon - 1, 800, 3, 0, light(p.bg, 0.4), ' opacity=".6"'));
  // botanical sprig behind the product
  const tall = drawn.h > 420;
  const sx = CX + side * (drawn.w / 2 - 10);
  body.push(
    sprig(
      sx,
      B - 20,
      CX + side * (tall ? 250 : 230),
      tall ? 190 : 250,
      -0.18 * side,
      kind,
      p.leaf,
      1.15,
      9,
    ),
  );
  // floor shadows
  const fx = CX + (drawn.dx ?? 0);
  body.push(
    `<ellipse cx="${fx + 36}" cy="${B + 6}" rx="${n(drawn.w * 0.75 + 40)}" ry="30" fill="${d.glow(dark(p.bg, 0.6), 0.22)}"/>`,
  );
  body.push(
    `<ellipse cx="${fx}" cy="${B + 2}" rx="${n(drawn.w * 0.56 + 6)}" ry="12" fill="${d.glow(dark(p.bg, 0.7), 0.45)}"/>`,
  );
  body.push(drawn.svg);
  // a pebble or a fallen leaf in front for a touch of life
  const prop = (seed >>> 7) % 3;
  const px = CX - side * (drawn.w / 2 + 70);
  if (prop === 0)
    body.push(
      `<ellipse cx="${px}" cy="${B + 34}" rx="44" ry="9" fill="${d.glow(dark(p.bg, 0.6), 0.3)}"/><ellipse cx="${px}" cy="${B + 16}" rx="40" ry="22" fill="${d.ball(p.accent)}"/>`,
    );
  if (prop === 1) body.push(leaf(px - 40, B + 40, -12, 96, 34, p.leaf, light(p.leaf, 0.35)));

  s += d.toString();
  s += body.join('') + '</svg>\n';
  return s;
}

// ---------------------------------------------------------------------------------------------
// Blog illustrations (1200x630, no text)
// ---------------------------------------------------------------------------------------------

interface Tone {
  bg: string;
  deep: string;
  leaf: string;
  accent: string;
  palettes: string[]; // names from PALETTES for the objects
}

const BLOG_TONES: Record<string, Tone> = {
  skincare: {
    bg: '#EEF1E8',
    deep: '#D9E4D3',
    leaf: '#6E8B6A',
    accent: '#D9C7A7',
    palettes: ['sage', 'forest', 'cream', 'clay-rose', 'amber'],
  },
  haircare: {
    bg: '#F5EFE3',
    deep: '#EDE2CC',
    leaf: '#8A9A6E',
    accent: '#C27E5F',
    palettes: ['terracotta', 'cream', 'heather', 'ochre'],
  },
  'sun-protection': {
    bg: '#F8EEDF',
    deep: '#F3DFC3',
    leaf: '#7B8B58',
    accent: '#D98E5F',
    palettes: ['ochre', 'terracotta', 'cream', 'amber'],
  },
  'micro-plastics': {
    bg: '#EBF2F5',
    deep: '#D5E5EF',
    leaf: '#6F9A8E',
    accent: '#7F9CA5',
    palettes: ['mist', 'forest', 'sage'],
  },
  cooking: {
    bg: '#F6ECE5',
    deep: '#EBD4C7',
    leaf: '#6F8A58',
    accent: '#C27E5F',
    palettes: ['stone', 'terracotta', 'olive', 'cream'],
  },
};

function blogVessel(
  shape: Shape,
  p: Palette,
  d: Defs,
  seed: number,
  x: number,
  base: number,
  scale: number,
  text = '',
): string {
  const c: Ctx = { p, d, brand: '', text, r: rng(seed), variant: seed % 97 };
  const drawn = shape(c);
  const fx = CX + (drawn.dx ?? 0);
  const shadow = `<ellipse cx="${n(fx + 30)}" cy="${B + 6}" rx="${n(drawn.w * 0.7 + 30)}" ry="26" fill="${d.glow('#3A3026', 0.2)}"/>`;
  return `<g transform="translate(${n(x - CX * scale)} ${n(base - B * scale)}) scale(${scale})">${shadow}${drawn.svg}</g>`;
}

function blossom(x: number, y: number, r: number, petal: string, heart: string): string {
  let s = '';
  for (let i = 0; i < 5; i++)
    s += `<ellipse cx="${n(x)}" cy="${n(y - r * 0.55)}" rx="${n(r * 0.36)}" ry="${n(r * 0.56)}" fill="${petal}" transform="rotate(${i * 72} ${n(x)} ${n(y)})"/>`;
  return s + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.22)}" fill="${heart}"/>`;
}

function hexRing(x: number, y: number, r: number): string {
  const pts = Array.from({ length: 6 }, (_, k) => {
    const a = ((30 + k * 60) * Math.PI) / 180;
    return `${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  });
  return `M${pts.join('L')}Z`;
}

function magnifier(x: number, y: number, r: number, dir: number, ring: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#FFFFFF" opacity=".28"/>` +
    `<path d="M${n(x + dir * r * 0.72)} ${n(y + r * 0.72)}L${n(x + dir * r * 1.42)} ${n(y + r * 1.42)}" stroke="${ring}" stroke-width="${n(r * 0.17)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${ring}" stroke-width="${n(r * 0.09)}"/>` +
    `<path d="M${n(x - r * 0.6)} ${n(y - r * 0.35)}A${n(r * 0.7)} ${n(r * 0.7)} 0 0 1 ${n(x - r * 0.15)} ${n(y - r * 0.68)}" fill="none" stroke="#FFFFFF" stroke-width="${n(r * 0.06)}" stroke-linecap="round" opacity=".7"/>`
  );
}

function particles(r: () => number, x: number, y: number, rad: number, count: number): string {
  const cols = ['#E9A463', '#C27E5F', '#F4F1E8', '#5D8A99', '#D4A598', '#9DB19A'];
  let s = '';
  for (let k = 0; k < count; k++) {
    const a = r() * Math.PI * 2;
    const rr = Math.sqrt(r()) * rad;
    const px = x + Math.cos(a) * rr;
    const py = y + Math.sin(a) * rr;
    const sz = 2.5 + r() * 5;
    const col = cols[k % cols.length];
    s +=
      k % 4 === 0
        ? `<path d="M${n(px)} ${n(py)}q${n(sz)} ${n(-sz)} ${n(sz * 2)} 0t${n(sz * 2)} 0" fill="none" stroke="${col}" stroke-width="2" stroke-linecap="round"/>`
        : k % 3 === 0
          ? `<rect x="${n(px)}" y="${n(py)}" width="${n(sz * 1.8)}" height="${n(sz * 0.8)}" rx="1.5" fill="${col}" transform="rotate(${n(r() * 180)} ${n(px)} ${n(py)})"/>`
          : `<circle cx="${n(px)}" cy="${n(py)}" r="${n(sz * 0.6)}" fill="${col}"/>`;
  }
  return s;
}

function washer(d: Defs, r: () => number, x: number, base: number): string {
  const white = '#F2EEE6';
  let s = `<ellipse cx="${x + 30}" cy="${base + 6}" rx="230" ry="24" fill="${d.glow('#3A3026', 0.2)}"/>`;
  s += rect(x - 170, base - 390, 340, 390, 26, d.cyl(white, 0.6));
  s += `<path d="M${x - 170} ${base - 322}H${x + 170}" stroke="${dark(white, 0.12)}" stroke-width="2"/>`;
  s += rect(x - 146, base - 370, 110, 30, 6, dark(white, 0.08));
  s += `<circle cx="${x + 118}" cy="${base - 355}" r="18" fill="${d.ball('#D9D2C6')}"/><circle cx="${x + 60}" cy="${base - 355}" r="5" fill="#8FB09A"/><circle cx="${x + 40}" cy="${base - 355}" r="5" fill="${dark(white, 0.2)}"/>`;
  s += `<circle cx="${x}" cy="${base - 160}" r="124" fill="${d.vert('#E3DDD2', '#C9C1B4')}"/>`;
  s += `<circle cx="${x}" cy="${base - 160}" r="100" fill="${d.vert('#B8D2DC', '#7FA4B3')}"/>`;
  // tumbling laundry and loose fibres behind the glass
  s += `<path d="M${x - 80} ${base - 110}Q${x - 20} ${base - 40} ${x + 70} ${base - 100}" fill="none" stroke="#C27E5F" stroke-width="22" stroke-linecap="round" opacity=".8"/>`;
  s += `<path d="M${x - 60} ${base - 200}Q${x + 10} ${base - 250} ${x + 76} ${base - 180}" fill="none" stroke="#F1E9DC" stroke-width="18" stroke-linecap="round" opacity=".85"/>`;
  s += particles(r, x, base - 160, 80, 26);
  s += `<path d="M${x - 70} ${base - 200}A92 92 0 0 1 ${x - 10} ${base - 246}" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" opacity=".6"/>`;
  s += `<circle cx="${x}" cy="${base - 160}" r="112" fill="none" stroke="${light(white, 0.3)}" stroke-width="6"/>`;
  s +=
    rect(x - 150, base - 8, 40, 10, 3, dark(white, 0.3)) +
    rect(x + 110, base - 8, 40, 10, 3, dark(white, 0.3));
  return s;
}

function renderPost(post: PostInput): string {
  const seed = hash(post.slug);
  const r = rng(seed);
  const tone = BLOG_TONES[post.category] ?? (BLOG_TONES.skincare as Tone);
  const d = new Defs();
  const flip = seed & 1 ? 1 : -1;
  const t = `${post.title} ${post.slug}`;
  const mx = (x: number): number => (flip > 0 ? x : 1200 - x);
  const base = 520;
  const named = tone.palettes.map(
    (name) => PALETTES.find((q) => q.name === name) ?? pick(PALETTES, 0),
  );
  const p: Palette = { ...pick(named, seed >>> 4), label: '#F7F3EC' };
  const p2: Palette = { ...pick(named, (seed >>> 4) + 1), label: '#F7F3EC' };
  const parts: string[] = [];
  const put = (shape: Shape, x: number, scale: number, k = 0, at = base, text = '') =>
    parts.push(blogVessel(shape, k % 2 ? p2 : p, d, seed + k, mx(x), at, scale, text));
  const sprigAt = (
    x0: number,
    x1: number,
    y1: number,
    kind: SprigKind,
    col: string,
    size = 1.2,
    at = base,
  ) => parts.push(sprig(mx(x0), at, mx(x1), y1, 0.16 * flip, kind, col, size, 9));

  // ground: wall, soft light, a large organic shape and a floor
  parts.push(rect(0, 0, 1200, 630, 0, d.vert(light(tone.bg, 0.35), tone.bg)));
  parts.push(`<circle cx="${mx(250)}" cy="80" r="440" fill="${d.glow('#FFFFFF', 0.6)}"/>`);
  const bx = mx(700);
  parts.push(
    pathEl(
      `M${bx - 330} ${base}C${bx - 360} 330 ${bx - 250} 110 ${bx - 20} 96C${bx + 200} 84 ${bx + 350} 220 ${bx + 340} 380C${bx + 334} 460 ${bx + 300} ${base} ${bx + 250} ${base}Z`,
      d.vert(light(tone.deep, 0.12), tone.deep),
    ),
  );
  const floor = () =>
    parts.push(
      rect(0, base, 1200, 630 - base, 0, d.vert(dark(tone.bg, 0.05), light(tone.bg, 0.25))),
    );

  const cat = post.category;
  if (cat === 'sun-protection') {
    const sx = mx(880);
    parts.push(`<circle cx="${sx}" cy="190" r="210" fill="${d.glow('#F6C98A', 0.5)}"/>`);
    parts.push(`<circle cx="${sx}" cy="190" r="110" fill="${d.vert('#F7CF93', '#E9A463')}"/>`);
    // soft dunes as the ground
    parts.push(
      pathEl(
        `M0 ${base - 40}C300 ${base - 110} 560 ${base - 20} 800 ${base - 50}S1100 ${base - 100} 1200 ${base - 70}V630H0Z`,
        d.vert('#EFD9B6', '#E6C99C'),
      ),
    );
    parts.push(
      pathEl(
        `M0 ${base + 10}C260 ${base - 30} 620 ${base + 30} 900 ${base}S1140 ${base - 20} 1200 ${base - 10}V630H0Z`,
        d.vert('#F3E2C4', '#EDD6AF'),
      ),
    );
    sprigAt(170, 300, 140, 'willow', tone.leaf, 1.3, base + 10);
    put(hat, 820, 0.55, 2, base + 40);
    put(tube, 470, 0.66, 0, base + 30);
    put(has(t, 'mineral', 'zinc', 'chemical', 'filter') ? jar : mist, 620, 0.58, 1, base + 34);
  } else if (cat === 'micro-plastics') {
    floor();
    if (has(t, 'laundry', 'wash', 'fibre', 'fiber', 'textile', 'synthetic', 'cloth')) {
      sprigAt(120, 60, 220, 'fern', tone.leaf, 1.1);
      put(clothStack, 270, 0.5, 1, base - 4);
      parts.push(washer(d, r, mx(560), base));
      // the sea in the corner, and a trail of fibres drifting out towards it
      parts.push(
        pathEl(
          `M${mx(820)} 630C${mx(860)} 560 ${mx(960)} 486 ${mx(1070)} 488C${mx(1140)} 490 ${mx(1180)} 520 ${mx(1200)} 540V630Z`,
          d.vert('#A9C7D4', '#7FA4B3'),
        ),
      );
      parts.push(
        `<path d="M${mx(880)} 560C${mx(930)} 520 ${mx(1000)} 500 ${mx(1070)} 504" fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" opacity=".6"/>`,
      );
      for (let k = 0; k < 24; k++) {
        const u = k / 24;
        const px = mx(700 + u * 400);
        const py = 340 + Math.sin(u * 4) * 30 + u * 150;
        parts.push(particles(r, px, py, 14 + u * 12, 2));
      }
    } else {
      const waterTop = 300;
      parts.push(rect(0, waterTop, 1200, base - waterTop, 0, d.vert('#A9C7D4', '#86AAB8')));
      for (let i = 0; i < 5; i++) {
        const y = waterTop + 8 + i * 40;
        let w = `M0 ${y}`;
        for (let x = 0; x < 1200; x += 100)
          w += `Q${x + 25} ${y - 10} ${x + 50} ${y}T${x + 100} ${y}`;
        parts.push(
          `<path d="${w}" fill="none" stroke="#FFFFFF" stroke-width="3" opacity="${n(0.45 - i * 0.07)}"/>`,
        );
      }
      parts.push(
        pathEl(
          `M0 ${base - 20}Q300 ${base - 50} 600 ${base - 24}T1200 ${base - 30}V630H0Z`,
          d.vert('#EFE4D0', '#E6D7BC'),
        ),
      );
      const lx = mx(820);
      parts.push(particles(r, lx, 400, 110, 60));
      parts.push(magnifier(lx, 400, 120, flip, '#2F4A52'));
      sprigAt(150, 250, 200, 'fern', tone.leaf, 1.1, base - 20);
      put(tube, 400, 0.56, 0, base - 12);
      put(jar, 540, 0.52, 1, base - 8);
    }
  } else if (cat === 'cooking') {
    floor();
    if (has(t, 'storage', 'container', 'plastic', 'wrap', 'leftover', 'jar')) {
      sprigAt(280, 170, 170, 'olive', tone.leaf);
      put(storageJar, 540, 0.72, 0);
      put(storageJar, 730, 0.52, 1);
      put(clothStack, 900, 0.56, 2);
      for (let k = 0; k < 3; k++)
        parts.push(
          `<ellipse cx="${mx(360 + k * 56)}" cy="${base - 30}" rx="34" ry="30" fill="${d.ball('#E8C45E')}"/>`,
        );
      parts.push(leaf(mx(410), base - 58, flip > 0 ? -60 : -120, 40, 16, tone.leaf));
    } else {
      sprigAt(240, 360, 170, 'olive', tone.leaf);
      sprigAt(300, 170, 230, 'fern', light(tone.leaf, 0.1), 1);
      put(board, 620, 0.74, 0);
      put(
        pan,
        840,
        0.8,
        1,
        base + 36,
        has(t, 'cast iron', 'iron') ? 'cast iron' : 'stainless steel',
      );
      const fx = mx(420);
      parts.push(
        `<circle cx="${fx}" cy="${base - 30}" r="42" fill="${d.ball('#D46F4D')}"/><circle cx="${fx + 72}" cy="${base - 24}" r="32" fill="${d.ball('#C4553F')}"/>`,
      );
      parts.push(
        leaf(fx - 4, base - 70, -70, 32, 14, tone.leaf) +
          leaf(fx + 70, base - 54, -100, 26, 12, tone.leaf),
      );
    }
  } else if (cat === 'haircare') {
    for (let i = 0; i < 9; i++) {
      const y0 = 130 + i * 30;
      parts.push(
        `<path d="M${mx(60)} ${y0}C${mx(320)} ${y0 - 90} ${mx(420)} ${y0 + 140} ${mx(640)} ${y0 + 40}S${mx(980)} ${y0 + 60} ${mx(1160)} ${y0 - 30}" fill="none" stroke="${i % 2 ? tone.accent : dark(tone.deep, 0.18)}" stroke-width="${n(3 + (i % 3))}" opacity=".3" stroke-linecap="round"/>`,
      );
    }
    floor();
    if (has(t, 'shampoo', 'sulfate', 'sulphate', 'wash', 'foam', 'lather')) {
      put(pump, 560, 0.8, 0);
      put(soapBars, 760, 0.55, 1);
      for (let k = 0; k < 14; k++) {
        const bx2 = mx(380 + r() * 520);
        const by = 120 + r() * 260;
        const br = 8 + r() * 22;
        parts.push(
          `<circle cx="${n(bx2)}" cy="${n(by)}" r="${n(br)}" fill="#FFFFFF" opacity=".35" stroke="#FFFFFF" stroke-width="2"/><path d="M${n(bx2 - br * 0.5)} ${n(by - br * 0.2)}A${n(br * 0.6)} ${n(br * 0.6)} 0 0 1 ${n(bx2 - br * 0.1)} ${n(by - br * 0.6)}" fill="none" stroke="#FFFFFF" stroke-width="2" opacity=".9"/>`,
        );
      }
      sprigAt(300, 200, 180, 'olive', tone.leaf);
    } else if (has(t, 'conditioner', 'silicone', 'mask', 'detangl')) {
      put(pump, 520, 0.78, 0);
      put(tube, 690, 0.7, 1);
      put(paddleBrush, 860, 0.62, 2);
      sprigAt(300, 200, 170, 'willow', tone.leaf);
    } else {
      put(paddleBrush, 520, 0.7, 0);
      put(pump, 720, 0.7, 1);
      sprigAt(860, 990, 170, 'olive', tone.leaf);
    }
  } else {
    floor();
    if (has(t, 'fragrance', 'scent', 'unscented', 'perfume', 'parfum')) {
      for (let k = 0; k < 3; k++) {
        const sx = mx(520 + k * 40);
        parts.push(
          `<path d="M${sx} ${base - 366}c${-22 * flip} -26 ${22 * flip} -46 0 -70s${18 * flip} -34 0 -56" fill="none" stroke="${dark(tone.deep, 0.25)}" stroke-width="3" stroke-linecap="round" stroke-dasharray="2 12" opacity=".7"/>`,
        );
      }
      sprigAt(330, 250, 180, 'willow', tone.leaf);
      for (let k = 0; k < 4; k++) {
        const fx = mx(230 + k * 40);
        const fy = 190 + ((k * 57) % 120);
        parts.push(
          `<path d="M${fx} ${fy}Q${mx(250 + k * 20)} ${base - 120} ${mx(300)} ${base}" fill="none" stroke="${dark(tone.leaf, 0.1)}" stroke-width="2.5"/>`,
        );
        parts.push(blossom(fx, fy, 26 - k * 2, k % 2 ? '#F3DCD3' : '#FBF4EC', '#D9B27C'));
      }
      put(mist, 560, 0.8, 0);
      put(dropper, 730, 0.7, 1);
    } else if (has(t, 'inci', 'label', 'read', 'ingredient')) {
      const x = 560;
      const k = 0.9;
      sprigAt(360, 250, 150, 'eucalyptus', tone.leaf);
      put(tonerBottle, x, k, 0);
      put(jar, 780, 0.56, 1);
      parts.push(magnifier(mx(x + 40), base - 170 * k, 78, flip, dark(p.cap, 0.1)));
    } else if (has(t, 'baby', 'kid', 'child', 'gentle')) {
      const cx0 = mx(420);
      parts.push(
        `<g fill="#FFFFFF" opacity=".6"><circle cx="${cx0 - 70}" cy="150" r="52"/><circle cx="${cx0}" cy="120" r="70"/><circle cx="${cx0 + 76}" cy="156" r="46"/>${rect(cx0 - 122, 150, 244, 52, 26, '#FFFFFF')}</g>`,
      );
      put(pump, 560, 0.78, 0);
      put(blocks, 790, 0.55, 1);
      sprigAt(360, 260, 200, 'eucalyptus', tone.leaf);
    } else {
      // chemistry: a pale structural formula behind a serene still life
      const mxc = mx(880);
      parts.push(
        `<g fill="none" stroke="${dark(tone.deep, 0.25)}" stroke-width="3" opacity=".55">` +
          `<path d="${hexRing(mxc, 170, 46)}"/><path d="${hexRing(mxc + 80, 216, 46)}"/>` +
          `<path d="M${mxc - 40} 147L${mxc - 90} 118M${mxc + 120} 239L${mxc + 170} 210"/></g>` +
          `<circle cx="${mxc - 96}" cy="114" r="9" fill="${tone.accent}"/><circle cx="${mxc + 176}" cy="206" r="9" fill="${tone.leaf}"/>`,
      );
      sprigAt(380, 280, 150, 'willow', light(tone.leaf, 0.08));
      sprigAt(800, 960, 120, 'eucalyptus', tone.leaf);
      put(dropper, 560, 0.78, 0);
      put(jar, 740, 0.7, 1);
      for (let k = 0; k < 4; k++) {
        const dx = mx(400 + k * 34);
        const dy = 300 + ((k * 53) % 110);
        parts.push(
          pathEl(
            `M${dx} ${dy - 20}C${dx + 9} ${dy - 6} ${dx + 12} ${dy} ${dx + 12} ${dy + 5}A12 12 0 0 1 ${dx - 12} ${dy + 5}C${dx - 12} ${dy} ${dx - 9} ${dy - 6} ${dx} ${dy - 20}Z`,
            '#FFFFFF',
            ' opacity=".75"',
          ),
        );
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${esc(post.title)}">${d}${parts.join('')}</svg>\n`;
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function load<T>(file: string, exportName: string): Promise<T[] | null> {
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown> & {
    default?: Record<string, unknown>;
  };
  const list = mod[exportName] ?? mod.default?.[exportName];
  if (!Array.isArray(list)) throw new Error(`${file} does not export an array named ${exportName}`);
  return list as T[];
}

function write(dir: string, slug: string, svg: string): void {
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(slug)) throw new Error(`unsafe slug: ${slug}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${slug}.svg`), svg);
}

async function main(): Promise<void> {
  const here = path.dirname(
    path.resolve(process.argv[1] ?? 'scripts/demo/render-product-images.ts'),
  );
  const root = path.resolve(here, '..', '..');
  const out = path.resolve(arg('out') ?? path.join(root, 'client', 'public', 'images'));
  const only = arg('only');

  if (only !== 'blog') {
    const file = path.resolve(
      arg('products') ?? path.join(here, '../../server/seed/demo-products.ts'),
    );
    const products = await load<ProductInput>(file, 'demoProducts');
    if (!products) console.warn(`No products file at ${file}; skipped product pictures.`);
    else {
      const seen = new Map<string, number>();
      for (const product of products) {
        const nth = seen.get(product.brand) ?? 0;
        seen.set(product.brand, nth + 1);
        write(path.join(out, 'products'), product.slug, renderProduct(product, nth));
      }
      console.log(`Wrote ${products.length} product pictures to ${path.join(out, 'products')}`);
    }
  }
  if (only !== 'products') {
    const file = path.resolve(arg('blog') ?? path.join(here, '../../server/seed/demo-blog.ts'));
    const posts = await load<PostInput>(file, 'demoPosts');
    if (!posts) console.warn(`No blog file at ${file}; skipped blog pictures.`);
    else {
      for (const post of posts) {
        const slug =
          post.featured_image_url?.match(/\/images\/blog\/([^/]+)\.svg$/)?.[1] ?? post.slug;
        write(path.join(out, 'blog'), slug, renderPost(post));
      }
      console.log(`Wrote ${posts.length} blog pictures to ${path.join(out, 'blog')}`);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
