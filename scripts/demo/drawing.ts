/**
 * What every packshot is built from: the drawing context a shape receives, the floor line it
 * stands on, and the shared parts (rectangles, leaves, botanical sprigs, the brand's label and
 * hang tag, highlights).
 */
import { KRAFT, type Palette } from './colours';
import { brandText } from './lettering';
import { dark, light, n, pick, type Defs } from './svg-kit';

export interface Ctx {
  p: Palette;
  d: Defs;
  brand: string;
  text: string; // name and subtitle, for material and cut details
  r: () => number;
  variant: number;
}

export interface Drawn {
  svg: string;
  w: number; // footprint width, for the floor shadow
  h: number; // height above the floor line
  dx?: number; // horizontal offset of the footprint centre
}

export const CX = 400;
export const B = 636; // floor line of the packshot: the products stand on it

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;

export const pathEl = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

/** A leaf with its base at (0,0) pointing along +x, placed by transform. */
export function leaf(
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

export type SprigKind = 'eucalyptus' | 'olive' | 'willow' | 'fern';

/** A curved stem from (x0,y0) to (x1,y1) with leaves along it. */
export function sprig(
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
export function label(
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
export function hangTag(
  c: Ctx,
  x: number,
  y: number,
  angle: number,
  len = 60,
  paper = KRAFT,
): string {
  const w = 96;
  const h = 130;
  const t = brandText(c.brand, 0, len + h * 0.58, w - 20, 17, c.p.ink);
  const tag = `M${-w / 2} ${len + 22}L${-w / 2 + 18} ${len}H${w / 2 - 18}L${w / 2} ${len + 22}V${len + h}H${-w / 2}Z`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0V${len + 14}" stroke="${dark(KRAFT, 0.35)}" stroke-width="2"/>${pathEl(tag, paper)}<circle cx="0" cy="${len + 16}" r="5" fill="${dark(paper, 0.3)}"/>${t.svg}<path d="M-16 ${n(len + h * 0.58 + t.height / 2 + 10)}H16" stroke="${c.p.ink}" stroke-width="1" opacity=".5"/></g>`;
}

export function highlight(x: number, y: number, w: number, h: number, o = 0.28): string {
  return rect(x, y, w, h, w / 2, '#ffffff', ` opacity="${o}"`);
}
