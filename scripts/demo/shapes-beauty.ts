/**
 * The beauty packshots: the vessels of skincare, haircare and bath products (dropper, jar, pump,
 * toner bottle, mist, tube, stick, soap bars, paddle brush) and of make-up (lipstick, pencils,
 * compacts, mascara, foundation).
 */
import { KRAFT, LIP_COLOURS, WOOD } from './colours';
import { B, CX, highlight, label, leaf, pathEl, rect, type Ctx, type Drawn } from './drawing';
import { brandText, verticalBrandText } from './lettering';
import { dark, has, light, luminance, n, pick } from './svg-kit';

// ----- Beauty vessels ---------------------------------------------------------------------------

export function dropper(c: Ctx): Drawn {
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

export function jar(c: Ctx, small = false): Drawn {
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

export function pump(c: Ctx): Drawn {
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

export function tonerBottle(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  const body = `M${x - 78} ${B - 16}V${B - 262}C${x - 78} ${B - 312} ${x - 30} ${B - 308} ${x - 30} ${B - 340}V${B - 348}H${x + 30}V${B - 340}C${x + 30} ${B - 308} ${x + 78} ${B - 312} ${x + 78} ${B - 262}V${B - 16}Q${x + 78} ${B} ${x + 62} ${B}H${x - 62}Q${x - 78} ${B} ${x - 78} ${B - 16}Z`;
  let s = pathEl(body, d.cyl(p.body));
  s += highlight(x - 62, B - 270, 11, 230);
  s += label(c, x - 62, B - 236, 124, 160);
  s += rect(x - 36, B - 420, 72, 76, 8, d.cyl(p.cap));
  return { svg: s, w: 156, h: 420 };
}

export function mist(c: Ctx): Drawn {
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

export function tube(c: Ctx): Drawn {
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

export function stick(c: Ctx): Drawn {
  const { p, d } = c;
  const x = CX;
  let s = rect(x - 72, B - 300, 144, 300, 10, d.cyl(KRAFT));
  s += rect(x - 76, B - 346, 152, 52, 10, d.cyl(dark(KRAFT, 0.1)));
  s += rect(x - 72, B - 300, 144, 6, 0, dark(KRAFT, 0.35), ' opacity=".4"');
  s += label(c, x - 72, B - 240, 144, 150, { rx: 0 });
  s += rect(x - 72, B - 78, 144, 14, 0, p.body, ' opacity=".9"');
  return { svg: s, w: 152, h: 346 };
}

export function soapBars(c: Ctx): Drawn {
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

export function paddleBrush(c: Ctx): Drawn {
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

export function lipstick(c: Ctx): Drawn {
  const { p, d } = c;
  const lx = CX - 62;
  const lip = pick(LIP_COLOURS, c.variant);
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

export function pencils(c: Ctx): Drawn {
  const { p, d } = c;
  const lead = pick(LIP_COLOURS, c.variant);
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

export function compacts(c: Ctx): Drawn {
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

export function mascara(c: Ctx): Drawn {
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

export function foundation(c: Ctx): Drawn {
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
