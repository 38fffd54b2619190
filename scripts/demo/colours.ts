/**
 * The colours of the demo pictures, read from data/: calm, natural palettes (a brand hashes into
 * one of them, so one brand always looks the same) and the fixed colours of materials (wood,
 * kraft paper, steel, …). Checked on loading, so a typo in a colour fails loudly instead of
 * drawing a broken picture.
 */
import { z } from 'zod';
import materialsData from './data/materials.json' with { type: 'json' };
import palettesData from './data/palettes.json' with { type: 'json' };
import { hash, pick } from './svg-kit';

export const colour = z.string().regex(/^#[0-9A-F]{6}$/i, 'a colour is #RRGGBB');

const paletteSchema = z.object({
  name: z.string().min(1).max(40),
  bg: colour, // backdrop wall
  arch: colour, // arch behind the product
  body: colour, // main vessel colour
  cap: colour, // closures, secondary parts
  label: colour, // label paper
  ink: colour, // text on the label
  leaf: colour, // botanicals
  accent: colour, // small details
});

export type Palette = z.infer<typeof paletteSchema>;

export const PALETTES: Palette[] = z.array(paletteSchema).min(1).max(100).parse(palettesData);

export function paletteFor(brand: string): Palette {
  return pick(PALETTES, hash(brand.trim().toLowerCase()));
}

const materials = z
  .object({
    wood: colour,
    kraft: colour,
    steel: colour,
    terracotta: colour,
    wax: colour,
    canvas: colour,
    sisal: colour,
    lipColours: z.array(colour).min(1).max(40),
  })
  .parse(materialsData);

export const WOOD = materials.wood;
export const KRAFT = materials.kraft;
export const STEEL = materials.steel;
export const TERRACOTTA = materials.terracotta;
export const WAX = materials.wax;
export const CANVAS = materials.canvas;
export const SISAL = materials.sisal;
/** The shades of the lipsticks, one picked per product. */
export const LIP_COLOURS = materials.lipColours;
