/**
 * The small tools every demo picture is drawn with: a string hash and a seeded random generator
 * (so the same input always gives the same picture), colour mixing, XML escaping, number
 * formatting, and a registry of the gradients and filters one SVG file declares.
 */

/** FNV-1a, 32 bit. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a tiny deterministic PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const n = (v: number): string => String(Math.round(v * 10) / 10);

/** list[i] with wrap-around, for non-empty lists. */
export function pick<T>(list: readonly T[], i: number): T {
  return list[((i % list.length) + list.length) % list.length] as T;
}

/** Whether one of the words (regular expressions) starts a word of the text, in any case. */
export const has = (text: string, ...words: string[]): boolean =>
  words.some((w) => new RegExp(`\\b${w}`, 'i').test(text));

export function esc(text: string): string {
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

export function mix(a: string, b: string, t: number): string {
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

export const light = (c: string, t: number): string => mix(c, '#FFFDF8', t);
export const dark = (c: string, t: number): string => mix(c, '#1E1A15', t);

export function luminance(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Gradient registry: each file declares only the gradients it uses, with short ids
// ---------------------------------------------------------------------------------------------

export class Defs {
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
