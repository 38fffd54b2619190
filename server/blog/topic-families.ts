/**
 * The words of a topic the built-in writer recognises: the ingredient families and themes it
 * often names (with the knowledge-base entries that belong to each), the words that point to a
 * catalogue category, and which categories are household rather than cosmetics.
 */
import type { KbEntry } from '../ingredients/types';

export interface Family {
  label: string;
  /** Words in a topic that point to this family. */
  words: RegExp;
  /** Which knowledge-base entries belong to it. */
  matches: (entry: KbEntry) => boolean;
  categories: string[];
  /** Verb agreement for the subject ("parabens are", "fragrance is"). */
  plural: boolean;
}

export const has = (entry: KbEntry, pattern: RegExp) =>
  pattern.test(entry.inci) || entry.synonyms.some((s) => pattern.test(s));

/** A family as written below: without `matches`, its entries are those whose name holds its words. */
type FamilyDefinition = Omit<Family, 'matches'> & Partial<Pick<Family, 'matches'>>;

const DEFINITIONS: FamilyDefinition[] = [
  {
    label: 'Parabens',
    words: /paraben/i,
    categories: ['Skincare', 'Baby & Kids'],
    plural: true,
  },
  {
    label: 'Sulfates',
    words: /sul(f|ph)ate|\bsls\b|\bsles\b/i,
    matches: (e) => has(e, /(laur|laureth|coco|myreth)[a-z]* sul(f|ph)ate/i),
    categories: ['Haircare', 'Skincare'],
    plural: true,
  },
  {
    label: 'Silicones',
    words: /silicone|dimethicone|siloxane/i,
    matches: (e) => has(e, /methicone|siloxane|silicone/i),
    categories: ['Haircare', 'Make-up'],
    plural: true,
  },
  {
    label: 'Microplastics',
    words: /micro-?plastic|microbead|plastic/i,
    matches: (e) => e.concerns.includes('microplastic'),
    categories: ['Skincare', 'Laundry', 'Fashion'],
    plural: true,
  },
  {
    label: 'Sun protection',
    words: /\bsun|spf|\buv\b|uva|uvb|sunscreen/i,
    matches: (e) => e.functions.includes('uv-filter'),
    categories: ['Skincare', 'Baby & Kids'],
    plural: false,
  },
  {
    label: 'Fragrance',
    words: /fragrance|perfume|parfum|scent|allergen/i,
    matches: (e) => e.functions.includes('fragrance-allergen') || e.inci === 'Parfum',
    categories: ['Skincare', 'Decoration', 'Home cleaners'],
    plural: false,
  },
  {
    label: 'Phthalates',
    words: /phthalate/i,
    categories: ['Decoration', 'Make-up'],
    plural: true,
  },
  {
    label: 'Formaldehyde releasers',
    words: /formaldehyde/i,
    matches: (e) =>
      has(e, /formaldehyde|hydantoin|urea|quaternium-15|bronopol|nitropropane|glycinate/i) &&
      e.functions.includes('preservative'),
    categories: ['Haircare', 'Skincare'],
    plural: true,
  },
  {
    label: 'Preservatives',
    words: /preserv/i,
    matches: (e) => e.functions.includes('preservative'),
    categories: ['Skincare', 'Haircare'],
    plural: true,
  },
  {
    label: 'Hormone disruptors',
    words: /hormone|endocrine/i,
    matches: (e) => e.concerns.includes('endocrine-disruption'),
    categories: ['Skincare', 'Kitchen'],
    plural: true,
  },
  {
    label: 'Essential oils',
    words: /essential oil/i,
    matches: (e) => /\boil\b/i.test(e.inci) && e.functions.includes('fragrance'),
    categories: ['Skincare', 'Decoration'],
    plural: true,
  },
  {
    label: 'Cleaning products',
    words: /clean(ing|er)|detergent|bleach|disinfect|bathroom|household/i,
    matches: (e) =>
      e.domain === 'household' &&
      e.functions.some((f) => ['surfactant', 'bleaching', 'antimicrobial'].includes(f)),
    categories: ['Home cleaners', 'Laundry'],
    plural: true,
  },
];

/** Ingredient families and themes a topic often names (checked in order). */
export const FAMILIES: Family[] = DEFINITIONS.map((family) => ({
  ...family,
  matches: family.matches ?? ((entry) => has(entry, family.words)),
}));

/** Words in a topic that point to a catalogue category. */
export const CATEGORY_WORDS: [RegExp, string][] = [
  [/skin|face|facial|serum|moisturi|cleanser|acne|eczema|wrinkle|toner|cream/i, 'Skincare'],
  [/hair|shampoo|conditioner|scalp|curl/i, 'Haircare'],
  [/clean(ing|er)|bathroom|descal|dish|surface|disinfect/i, 'Home cleaners'],
  [/make-?up|lipstick|mascara|foundation|blush|cosmetic/i, 'Make-up'],
  [/baby|babies|kid|child|toddler|nappy|diaper|newborn|pregnan/i, 'Baby & Kids'],
  [/laundry|washing|detergent|stain/i, 'Laundry'],
  [/kitchen|cook|pan|food|bake|non-?stick/i, 'Kitchen'],
  [/candle|decor|diffuser|home scent/i, 'Decoration'],
  [/fashion|cloth|cotton|linen|textile|wool|wear/i, 'Fashion'],
];

export const HOUSEHOLD_CATEGORIES = new Set([
  'Home cleaners',
  'Laundry',
  'Kitchen',
  'Decoration',
  'Fashion',
]);
