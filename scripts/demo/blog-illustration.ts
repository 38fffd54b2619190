/**
 * One blog post's illustration (1200x630, no text): a still life of the category's vessels and
 * botanicals on a ground of the category's tone (data/blog-tones.json), with a scene picked by
 * the words of the title (sun and dunes, the sea under a magnifier, a washing machine, a chopping
 * board, hair waves, a scent, a structural formula, …).
 */
import { z } from 'zod';
import type { DemoPost } from '../../server/seed/demo-blog';
import { blogVessel, blossom, hexRing, magnifier, particles, washer } from './blog-props';
import type { Shape } from './choose-shape';
import { colour, PALETTES, type Palette } from './colours';
import tonesData from './data/blog-tones.json' with { type: 'json' };
import { leaf, pathEl, rect, sprig, type SprigKind } from './drawing';
import { blocks, hat } from './shapes-living';
import { clothStack, board, pan, storageJar } from './shapes-home';
import {
  dropper,
  jar,
  mist,
  paddleBrush,
  pump,
  soapBars,
  tonerBottle,
  tube,
} from './shapes-beauty';
import { Defs, dark, esc, has, hash, light, n, pick, rng } from './svg-kit';

export type PostInput = Pick<DemoPost, 'slug' | 'title' | 'category'> &
  Partial<Pick<DemoPost, 'featured_image_url'>>;

const toneSchema = z.object({
  bg: colour,
  deep: colour,
  leaf: colour,
  accent: colour,
  /** Names of palettes (data/palettes.json) for the objects. */
  palettes: z.array(z.string().max(40)).min(1).max(20),
});
type Tone = z.infer<typeof toneSchema>;

const BLOG_TONES: Record<string, Tone> = z.record(z.string().max(40), toneSchema).parse(tonesData);

export function renderPost(post: PostInput): string {
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
