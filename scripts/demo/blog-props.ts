/**
 * The parts of the blog illustrations beyond the packshot vessels: a vessel placed and scaled in
 * a scene, a blossom, a hexagon ring of a structural formula, a magnifier, drifting
 * micro-particles and a washing machine.
 */
import type { Shape } from './choose-shape';
import type { Palette } from './colours';
import { B, CX, rect, type Ctx } from './drawing';
import { dark, light, n, rng, type Defs } from './svg-kit';

export function blogVessel(
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

export function blossom(x: number, y: number, r: number, petal: string, heart: string): string {
  let s = '';
  for (let i = 0; i < 5; i++)
    s += `<ellipse cx="${n(x)}" cy="${n(y - r * 0.55)}" rx="${n(r * 0.36)}" ry="${n(r * 0.56)}" fill="${petal}" transform="rotate(${i * 72} ${n(x)} ${n(y)})"/>`;
  return s + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.22)}" fill="${heart}"/>`;
}

export function hexRing(x: number, y: number, r: number): string {
  const pts = Array.from({ length: 6 }, (_, k) => {
    const a = ((30 + k * 60) * Math.PI) / 180;
    return `${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  });
  return `M${pts.join('L')}Z`;
}

export function magnifier(x: number, y: number, r: number, dir: number, ring: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#FFFFFF" opacity=".28"/>` +
    `<path d="M${n(x + dir * r * 0.72)} ${n(y + r * 0.72)}L${n(x + dir * r * 1.42)} ${n(y + r * 1.42)}" stroke="${ring}" stroke-width="${n(r * 0.17)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${ring}" stroke-width="${n(r * 0.09)}"/>` +
    `<path d="M${n(x - r * 0.6)} ${n(y - r * 0.35)}A${n(r * 0.7)} ${n(r * 0.7)} 0 0 1 ${n(x - r * 0.15)} ${n(y - r * 0.68)}" fill="none" stroke="#FFFFFF" stroke-width="${n(r * 0.06)}" stroke-linecap="round" opacity=".7"/>`
  );
}

export function particles(
  r: () => number,
  x: number,
  y: number,
  rad: number,
  count: number,
): string {
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

export function washer(d: Defs, r: () => number, x: number, base: number): string {
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
