/**
 * Which vessel a product is drawn in. The rules are data (data/shape-rules.json): per category, a
 * list of keyword rules tried in order against the product's subtitle and name, then (for the
 * beauty categories) the beauty rules, then the category's fallback. A rule matches when one of
 * its `words` starts a word of the text and, when it has `also`, one of those does too.
 */
import { z } from 'zod';
import type { DemoProduct } from '../../server/seed/demo-products';
import rulesData from './data/shape-rules.json' with { type: 'json' };
import type { Ctx, Drawn } from './drawing';
import {
  compacts,
  dropper,
  foundation,
  jar,
  lipstick,
  mascara,
  mist,
  paddleBrush,
  pencils,
  pump,
  soapBars,
  stick,
  tonerBottle,
  tube,
} from './shapes-beauty';
import {
  beanie,
  board,
  bowl,
  box,
  brushCup,
  clothStack,
  dryerBalls,
  pan,
  pouch,
  refillJug,
  storageJar,
  tapers,
  trigger,
} from './shapes-home';
import {
  blocks,
  candle,
  cushion,
  diffuser,
  garment,
  hat,
  planter,
  steelBottle,
  tote,
  vase,
  wipes,
} from './shapes-living';
import { has } from './svg-kit';

export type ProductInput = Pick<DemoProduct, 'slug' | 'name' | 'brand' | 'category' | 'subtitle'>;

export type Shape = (c: Ctx) => Drawn;

/** Every shape a rule may name. */
const SHAPES = {
  dropper,
  jar,
  smallJar: (c: Ctx) => jar(c, true),
  pump,
  tonerBottle,
  mist,
  tube,
  stick,
  soapBars,
  paddleBrush,
  lipstick,
  pencils,
  compacts,
  mascara,
  foundation,
  trigger,
  refillJug,
  box,
  pouch,
  dryerBalls,
  pan,
  bowl,
  tapers,
  beanie,
  board,
  clothStack,
  brushCup,
  steelBottle,
  storageJar,
  candle,
  vase,
  diffuser,
  planter,
  cushion,
  tote,
  garment,
  hat,
  wipes,
  blocks,
} satisfies Record<string, Shape>;

const shapeName = z.enum(Object.keys(SHAPES) as [keyof typeof SHAPES]);
const words = z.array(z.string().min(1).max(60)).min(1).max(40);
const rule = z.object({ words, also: words.optional(), shape: shapeName });
const category = z.object({
  rules: z.array(rule).max(60),
  /** Whether the beauty rules follow the category's own. */
  beauty: z.boolean(),
  fallback: shapeName,
});
const RULES = z
  .object({
    beauty: z.array(rule).max(60),
    categories: z.record(z.string().max(40), category),
    otherwise: category,
  })
  .parse(rulesData);
const CATEGORY_RULES = new Map(Object.entries(RULES.categories));

export function chooseShape(product: ProductInput): Shape {
  const t = `${product.subtitle} ${product.name}`;
  const chosen = CATEGORY_RULES.get(product.category) ?? RULES.otherwise;
  const rules = chosen.beauty ? [...chosen.rules, ...RULES.beauty] : chosen.rules;
  const match = rules.find((r) => has(t, ...r.words) && (!r.also || has(t, ...r.also)));
  return SHAPES[match?.shape ?? chosen.fallback];
}
