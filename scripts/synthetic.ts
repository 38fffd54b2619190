import * as vocabulary from '../shared/catalog';
import type { DB } from '../server/db/connect';
import { insertProducts, type NewProduct } from '../server/products/repository';
import { settleAllBadges } from '../server/standard/badges';

const ADJECTIVES = [
  'Gentle',
  'Pure',
  'Calm',
  'Fresh',
  'Soft',
  'Bright',
  'Rich',
  'Light',
  'Daily',
  'Wild',
];
const NOUNS = [
  'Cleanser',
  'Balm',
  'Serum',
  'Wash',
  'Spray',
  'Soap',
  'Cream',
  'Oil',
  'Mist',
  'Powder',
];
const BOTANICALS = [
  'rosehip',
  'lavender',
  'calendula',
  'chamomile',
  'aloe vera',
  'shea butter',
  'argan',
  'jojoba',
  'green tea',
  'oat',
  'tea tree',
  'sea buckthorn',
  'olive',
  'coconut',
  'charcoal',
  'rosemary',
  'citrus peel',
  'bamboo',
  'hemp',
  'beeswax',
];
const SYLLABLES = ['mo', 'ra', 'li', 've', 'sa', 'no', 'ki', 'lu', 'ta', 'en', 'or', 'is'];

/**
 * Distinct search texts drawn from the words of synthetic products (names, botanicals, brands,
 * product numbers, word starts), as shoppers type them: each appears once in the list.
 */
export function distinctSearchTexts(count: number, products: number, seed = 7): string[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const makers = [
    () => `${pick(ADJECTIVES)} ${pick(BOTANICALS)}`,
    () => `${pick(BOTANICALS)} ${pick(NOUNS)}`,
    () => `${pick(NOUNS)} ${1 + Math.floor(random() * products)}`,
    () => brandName(Math.floor(random() * 600)),
    () => pick(BOTANICALS).slice(0, 3 + Math.floor(random() * 4)),
    () => `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)}`,
  ];
  const texts = new Set<string>();
  for (let tries = 0; texts.size < count && tries < count * 50; tries++) {
    const text = pick(makers)();
    texts.add(random() < 0.5 ? text.toLowerCase() : text);
  }
  return [...texts];
}

/** A small deterministic PRNG so that every benchmark database is the same. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function brandName(index: number): string {
  const a = SYLLABLES[index % SYLLABLES.length]!;
  const b = SYLLABLES[Math.floor(index / SYLLABLES.length) % SYLLABLES.length]!;
  const c = SYLLABLES[Math.floor(index / 144) % SYLLABLES.length]!;
  const word = `${a}${b}${c}`;
  return `${word[0]!.toUpperCase()}${word.slice(1)} ${index % 3 === 0 ? 'Botanics' : index % 3 === 1 ? 'Naturals' : 'Atelier'}`;
}

/**
 * A USA shop's price in dollars: the euro price times 1.04 to 1.16, ending in .99. Drawn from the
 * index rather than the PRNG, so every other value stays what it was before USA prices.
 */
function usdPriceOf(euro: number, index: number): number {
  const dollars = euro * (1.04 + (index % 7) * 0.02);
  return (Math.ceil(dollars) * 100 - 1) / 100;
}

export function syntheticProduct(index: number, random: () => number, now: number): NewProduct {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const some = (list: readonly string[]) => list.filter(() => random() < 0.3);
  const category = vocabulary.CATEGORIES[index % vocabulary.CATEGORIES.length]!;
  // Taken in turn rather than at random, so the other values stay what they were before types.
  const types = vocabulary.productTypesOf(category);
  const productType = types[Math.floor(index / vocabulary.CATEGORIES.length) % types.length]!;
  const brand = brandName(Math.floor(random() * 600));
  const created = new Date(now - Math.floor(random() * 3 * 365 * 86_400_000)).toISOString();
  const botanical = pick(BOTANICALS);
  const name = `${pick(ADJECTIVES)} ${botanical[0]!.toUpperCase()}${botanical.slice(1)} ${pick(NOUNS)} ${index + 1}`;
  const values = {
    name,
    // About 1 in 200 products has no brand, as in real imports.
    brand: random() < 0.005 ? null : brand,
    description: `${name} by ${brand}: a synthetic ${category.toLowerCase()} product for benchmarks with ${botanical} and ${pick(BOTANICALS)}, made with plant-based ingredients and honest packaging.`,
    subtitle: `${category} · ${Math.ceil(random() * 5) * 50} ml`,
    category,
    product_type: productType.id,
    image_url: null,
    features: some(['Vegan', 'Refillable', 'Zero waste', 'Fragrance free', 'Cold-pressed']).slice(
      0,
      3,
    ),
    price: Math.round((3 + random() * 120) * 100) / 100,
    rating: Math.round((3 + random() * 2) * 10) / 10,
    review_count: Math.floor(random() * 2000),
    is_bestseller: random() < 0.1,
    is_homepage_hero: random() < 0.001,
    is_homepage_bestseller: random() < 0.001,
    is_hero_brand: random() < 0.002,
    toxicity_rating: random() < 0.8 ? 'clean' : null,
    naturalness_rating: random() < 0.6 ? 'natural' : null,
    usa_shop_link: random() < 0.7 ? `https://us.shop.example/p/${index + 1}` : null,
    eu_shop_link: random() < 0.8 ? `https://eu.shop.example/p/${index + 1}` : null,
    natural_ingredients: random() < 0.8 ? pick(vocabulary.NATURAL_INGREDIENTS) : null,
    certifications: some(vocabulary.CERTIFICATIONS),
    packaging: some(vocabulary.PACKAGING),
    origin_region: pick(vocabulary.ORIGIN_REGIONS),
    ownership_brand: pick(vocabulary.OWNERSHIP),
    skin_type: some(vocabulary.SKIN_TYPES),
    sensitivity: some(vocabulary.SENSITIVITIES),
    pros: ['Gentle on skin', 'Lasts long'],
    cons: ['Small bottle'],
    quotes: ['Love it — Anna', 'Works well — Ben', 'Would buy again — Chloé'],
    ingredients_text: 'Aqua, Glycerin, Coco-Glucoside, Xanthan Gum, Citric Acid, Sodium Benzoate',
  };
  const usaPrice = values.usa_shop_link ? usdPriceOf(values.price, index) : null;
  return { values: { ...values, usa_price: usaPrice }, created_at: created, updated_at: created };
}

/** Inserts `count` generated products in batches inside one transaction, badges computed. */
export async function seedSyntheticProducts(db: DB, count: number, seed = 42): Promise<number> {
  const random = mulberry32(seed);
  const now = Date.now();
  const BATCH = 500;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const products: NewProduct[] = [];
      for (let i = start; i < Math.min(count, start + BATCH); i++)
        products.push(syntheticProduct(i, random, now));
      // SQLite allows 32766 bound variables; 500 rows × 34 columns stays below it.
      await insertProducts(trx, products);
    }
  });
  // As a shop would be: the badges computed, so that a server started on it has nothing to redo.
  await settleAllBadges(db);
  return count;
}
