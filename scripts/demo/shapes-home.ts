/**
 * The household and kitchen packshots: trigger sprays, refill jugs, boxes, pouches, dryer balls,
 * pans, bowls, tapers, a beanie, boards, stacked cloths, brushes and storage jars.
 */
import { CANVAS, KRAFT, SISAL, STEEL, WAX, WOOD } from './colours';
import { B, CX, hangTag, highlight, label, pathEl, rect, type Ctx, type Drawn } from './drawing';
import { brandText } from './lettering';
import { dark, has, light, luminance, n, pick } from './svg-kit';

// ----- Household ---------------------------------------------------------------------------------

export function trigger(c: Ctx): Drawn {
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

export function refillJug(c: Ctx): Drawn {
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

export function box(c: Ctx): Drawn {
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

export function pouch(c: Ctx): Drawn {
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

export function dryerBalls(c: Ctx): Drawn {
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

export function pan(c: Ctx): Drawn {
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

export function bowl(c: Ctx): Drawn {
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

export function tapers(c: Ctx): Drawn {
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

export function beanie(c: Ctx): Drawn {
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

export function board(c: Ctx): Drawn {
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

export function clothStack(c: Ctx): Drawn {
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

export function brushCup(c: Ctx): Drawn {
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

export function storageJar(c: Ctx): Drawn {
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
