/**
 * The packshots of decoration, fashion and baby things: candles, vases, diffusers, planters,
 * cushions, totes, garments, hats, wipes, play blocks and steel bottles.
 */
import { CANVAS, STEEL, TERRACOTTA, WAX, WOOD } from './colours';
import {
  B,
  CX,
  hangTag,
  highlight,
  label,
  leaf,
  pathEl,
  rect,
  sprig,
  type Ctx,
  type Drawn,
} from './drawing';
import { brandText, verticalBrandText } from './lettering';
import { dark, has, light, luminance, n } from './svg-kit';

// ----- Decoration --------------------------------------------------------------------------------

export function candle(c: Ctx): Drawn {
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

export function vase(c: Ctx): Drawn {
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

export function diffuser(c: Ctx): Drawn {
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

export function planter(c: Ctx): Drawn {
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

export function cushion(c: Ctx): Drawn {
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

export function tote(c: Ctx): Drawn {
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

export function garment(c: Ctx): Drawn {
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

export function hat(c: Ctx): Drawn {
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

export function wipes(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const col = light(p.body, 0.55);
  let s = rect(x - 200, B - 150, 400, 150, 48, d.cyl(col, 0.6));
  s += rect(x - 84, B - 166, 168, 26, 10, d.cyl(p.cap));
  s += rect(x - 200, B - 30, 400, 30, 15, p.body, ' opacity=".5"');
  s += label(c, x - 120, B - 124, 240, 90, { paper: col, size: 30 });
  return { svg: s, w: 400, h: 166 };
}

export function blocks(c: Ctx): Drawn {
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

export function steelBottle(c: Ctx): Drawn {
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
