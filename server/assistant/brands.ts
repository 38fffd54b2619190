/**
 * Brands a shopper names that Puur does not carry ("I use CeraVe moisturising cream", "swap my
 * Head & Shoulders", "ik gebruik Nivea dagcrème"). The brands Puur carries are the catalogue's;
 * the well-known brands it does not carry are data (./languages/brands.json, with its source),
 * matched as whole words so that a brand is never confused with a carried one or an ordinary word.
 */
import { z } from 'zod';
import { catalogVersion } from '../catalog/catalog-state';
import type { DB } from '../db/connect';
import brandData from './languages/brands.json' with { type: 'json' };
import { words } from './fold';
import { PRODUCT_TYPE_BY_ID, type ProductType } from './vocabulary';

const name = z.string().min(1).max(60);
export const brandsSchema = z.object({
  about: z.string().max(1000),
  /** Where the list comes from: required, so that nobody has to guess. */
  source: z.string().min(10).max(1000),
  brands: z
    .array(
      z.object({
        name,
        aliases: z.array(name).max(10).optional(),
        /** The assistant type the brand is best known for, offered when no type is named. */
        type: z.string().max(40).optional(),
      }),
    )
    .max(2000),
});

interface KnownBrand {
  name: string;
  type: string | null;
  /** The name and its aliases as plain words, longest first. */
  phrases: string[][];
}

const BRANDS: KnownBrand[] = brandsSchema.parse(brandData).brands.map((brand) => ({
  name: brand.name,
  type: brand.type ?? null,
  phrases: [brand.name, ...(brand.aliases ?? [])]
    .map(words)
    .filter((phrase) => phrase.length > 0)
    .sort((a, b) => b.length - a.length),
}));

/** The listed brands, for checks of the data. */
export function knownBrands(): readonly { name: string; type: string | null }[] {
  return BRANDS;
}

/** The first listed brand the text names (the longest name where several start at one word). */
export function brandNamed(text: string): { name: string; type: string | null } | null {
  const plain = words(text);
  for (let at = 0; at < plain.length; at++) {
    let best: { brand: KnownBrand; length: number } | null = null;
    for (const brand of BRANDS) {
      for (const phrase of brand.phrases) {
        if (best && phrase.length <= best.length) continue;
        if (phrase.every((word, i) => plain[at + i] === word))
          best = { brand, length: phrase.length };
      }
    }
    if (best) return { name: best.brand.name, type: best.brand.type };
  }
  return null;
}

const carriedCaches = new WeakMap<DB, { version: number; brands: Promise<Set<string>> }>();

/** The brands of the catalogue as plain words, per catalogue version. */
function carriedBrands(db: DB): Promise<Set<string>> {
  const version = catalogVersion(db);
  let cached = carriedCaches.get(db);
  if (!cached || cached.version !== version) {
    const brands = db
      .selectFrom('products')
      .select('brand')
      .distinct()
      .execute()
      .then(
        (rows) => new Set(rows.flatMap((row) => (row.brand ? [words(row.brand).join(' ')] : []))),
      );
    cached = { version, brands };
    carriedCaches.set(db, cached);
  }
  return cached.brands;
}

export interface BrandNotCarried {
  /** The brand as its maker writes it. */
  name: string;
  /** The type it is best known for, when the list says. */
  type: ProductType | null;
}

/** A well-known brand the message names that the catalogue does not carry, or null. */
export async function brandNotCarried(db: DB, text: string): Promise<BrandNotCarried | null> {
  const named = brandNamed(text);
  if (!named) return null;
  const carried = await carriedBrands(db);
  if (carried.has(words(named.name).join(' '))) return null;
  return {
    name: named.name,
    type: named.type ? (PRODUCT_TYPE_BY_ID.get(named.type) ?? null) : null,
  };
}
