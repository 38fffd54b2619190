/**
 * One product's packshot (800x800): the product's vessel standing in front of an arch on a calm
 * wall, with a botanical sprig, its shadows and a pebble or a fallen leaf. The vessel follows the
 * category and keywords (choose-shape.ts); the colours follow the brand.
 */
import { chooseShape, type ProductInput } from './choose-shape';
import { paletteFor } from './colours';
import { B, CX, leaf, pathEl, rect, sprig, type Ctx, type Drawn, type SprigKind } from './drawing';
import { Defs, dark, esc, hash, light, n, pick, rng } from './svg-kit';

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
export function renderProduct(product: ProductInput, nth = 0): string {
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
