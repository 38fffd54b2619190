/**
 * A product as staff write it (the admin form, the bulk import and the shell): every field with
 * its rules. One schema for all three, so a spreadsheet row is checked exactly like
 * the form. Messages never repeat the field name: the server prefixes it ("price: …") and the
 * form shows the message under the field.
 */
import { z } from 'zod';
import * as vocabulary from '../catalog';
import { oneLine } from './common';

export const PRODUCT_LIMITS = {
  name: 200,
  brand: 120,
  productType: 60,
  subtitle: 300,
  description: 5000,
  url: 2000,
  imagePath: 500,
  chip: 80,
  chips: 12,
  sentence: 300,
  sentences: 12,
  quote: 600,
  quotes: 12,
  ingredients: 20_000,
  price: 100_000,
  reviewCount: 100_000_000,
} as const;

export const TOXICITY_VALUES = ['clean'] as const;
export const NATURALNESS_VALUES = ['natural'] as const;

/** Separates the items of a list in one CSV cell ("Vegan | Refillable"). */
export const LIST_SEPARATOR = '|';

/** The four yes/no flags of a product. */
export const PRODUCT_FLAGS = [
  'is_bestseller',
  'is_homepage_hero',
  'is_homepage_bestseller',
  'is_hero_brand',
] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

export const FLAG_LABELS: Record<ProductFlag, string> = {
  is_bestseller: 'Bestseller',
  is_homepage_hero: 'Home page hero',
  is_homepage_bestseller: 'Home page bestseller',
  is_hero_brand: 'Hero brand (brands page)',
};

const emptyToNull = (value: string) => (value === '' ? null : value);

function text(max: number, singleLine = false) {
  return z
    .string({ error: 'Expected text' })
    .trim()
    .max(max, `Too long (at most ${max} characters)`)
    .transform((value) => emptyToNull(singleLine ? oneLine(value) : value))
    .nullable()
    .default(null);
}

/** True for an absolute http(s) address with a host. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An optional text that must pass `isValid` when given; empty becomes null. */
function optionalChecked(
  typeError: string,
  max: number,
  isValid: (value: string) => boolean,
  invalid: string,
) {
  return z
    .string({ error: typeError })
    .trim()
    .max(max, `Too long (at most ${max} characters)`)
    .refine((value) => value === '' || isValid(value), invalid)
    .transform(emptyToNull)
    .nullable()
    .default(null);
}

const shopLink = () =>
  optionalChecked(
    'Expected a web address',
    PRODUCT_LIMITS.url,
    isHttpUrl,
    'Enter a full web address starting with https:// (or http://)',
  );

/**
 * A picture on this site: an uploaded one (/uploads/products/…) or a bundled one (/images/…).
 * Pictures on other hosts are refused: the Content-Security-Policy (img-src 'self') would block
 * them, and the site loads nothing from other hosts.
 */
export function isSitePicturePath(value: string): boolean {
  return (
    /^\/(?!\/)[A-Za-z0-9._~\-/]+\.(webp|svg|png|jpe?g|gif|avif)$/i.test(value) &&
    !value.split('/').includes('..')
  );
}

const imagePath = optionalChecked(
  'Expected a picture path',
  PRODUCT_LIMITS.imagePath,
  isSitePicturePath,
  'Upload the picture, or give a picture path on this site such as /images/products/name.svg (pictures on other sites are blocked)',
);

/** Free-text chips: trimmed, empty ones dropped, duplicates (ignoring case) dropped. */
function chips(maxItems: number, maxLength: number) {
  return z
    .array(
      z
        .string({ error: 'Expected text' })
        .max(maxLength, `An item is too long (at most ${maxLength} characters)`)
        .refine(
          (item) => !item.includes(LIST_SEPARATOR) && !/[\r\n]/.test(item),
          `An item may not contain "${LIST_SEPARATOR}" or a line break (they separate items in CSV files)`,
        ),
      { error: 'Expected a list' },
    )
    .transform(uniqueTrimmed)
    .refine((items) => items.length <= maxItems, `At most ${maxItems} items`)
    .default([]);
}

function uniqueTrimmed(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim().replace(/\s+/g, ' ');
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => `"${String(issue.input).slice(0, 60)}" is not one of: ${values.join(', ')}`,
  });
}

/** One value from a filter group's list (the same list the shop's filter panel offers). */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((v) => (v === '' ? null : v), oneOf(values).nullable()).default(null);
}

/** Several values from a filter group's list. */
function choices<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(oneOf(values), { error: 'Expected a list' })
    .transform((items) => [...new Set(items)])
    .default([]);
}

function money(max: number) {
  return z
    .number({ error: 'Enter a number such as 24.95' })
    .min(0, 'Cannot be negative')
    .max(max, `At most ${max}`)
    .transform((n) => Math.round(n * 100) / 100)
    .nullable()
    .default(null);
}

const flag = z.boolean({ error: 'Expected yes or no' }).default(false);

/** A product type by its id or label in any case, stored as its id; other text stays for the check. */
const productType = z
  .preprocess(
    (value) =>
      typeof value === 'string'
        ? (vocabulary.findProductType(value)?.id ?? emptyToNull(value.trim()))
        : value,
    z
      .string({ error: 'Expected text' })
      .max(
        PRODUCT_LIMITS.productType,
        `Too long (at most ${PRODUCT_LIMITS.productType} characters)`,
      )
      .nullable(),
  )
  .default(null);

/** The product type must be one of the category's types (shared/catalog.ts PRODUCT_TYPES). */
function productTypeProblem(typeId: string, category: string | null): string | null {
  const type = vocabulary.findProductType(typeId);
  const allowed = vocabulary.productTypesOf(category);
  if (type && allowed.includes(type)) return null;
  if (type && !category)
    return `Choose a category first (${type.label} is a product type of ${type.categories.join(' or ')})`;
  if (type)
    return `${type.label} is a product type of ${type.categories.join(' or ')}, not of ${category}`;
  const list = (category ? allowed : vocabulary.PRODUCT_TYPES).map((t) => t.id).join(', ');
  return `"${typeId}" is not a product type${category ? ` of ${category}` : ''}; use one of: ${list}`;
}

const productFields = z.object({
  name: z
    .string({ error: 'Please enter a name' })
    .trim()
    .min(1, 'Please enter a name')
    .max(PRODUCT_LIMITS.name, `Too long (at most ${PRODUCT_LIMITS.name} characters)`)
    .transform(oneLine),
  brand: text(PRODUCT_LIMITS.brand, true),
  subtitle: text(PRODUCT_LIMITS.subtitle),
  description: text(PRODUCT_LIMITS.description),
  category: choice(vocabulary.CATEGORIES),
  product_type: productType,
  image_url: imagePath,
  features: chips(PRODUCT_LIMITS.chips, PRODUCT_LIMITS.chip),
  price: money(PRODUCT_LIMITS.price),
  /** US dollars at the USA shop: only beside a usa_shop_link (checked below). */
  usa_price: money(PRODUCT_LIMITS.price),
  rating: z
    .number({ error: 'Enter a number from 0 to 5' })
    .min(0, 'Enter a number from 0 to 5')
    .max(5, 'Enter a number from 0 to 5')
    .transform((n) => Math.round(n * 10) / 10)
    .nullable()
    .default(null),
  review_count: z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(0, 'Cannot be negative')
    .max(PRODUCT_LIMITS.reviewCount, 'Too large')
    .default(0),
  is_bestseller: flag,
  is_homepage_hero: flag,
  is_homepage_bestseller: flag,
  is_hero_brand: flag,
  eu_shop_link: shopLink(),
  usa_shop_link: shopLink(),
  natural_ingredients: choice(vocabulary.NATURAL_INGREDIENTS),
  certifications: choices(vocabulary.CERTIFICATIONS),
  packaging: choices(vocabulary.PACKAGING),
  origin_region: choice(vocabulary.ORIGIN_REGIONS),
  ownership_brand: choice(vocabulary.OWNERSHIP),
  skin_type: choices(vocabulary.SKIN_TYPES),
  sensitivity: choices(vocabulary.SENSITIVITIES),
  pros: chips(PRODUCT_LIMITS.sentences, PRODUCT_LIMITS.sentence),
  cons: chips(PRODUCT_LIMITS.sentences, PRODUCT_LIMITS.sentence),
  quotes: chips(PRODUCT_LIMITS.quotes, PRODUCT_LIMITS.quote),
  ingredients_text: z
    .string({ error: 'Expected text' })
    .trim()
    .max(PRODUCT_LIMITS.ingredients, `Too long (at most ${PRODUCT_LIMITS.ingredients} characters)`)
    .transform(emptyToNull)
    .nullable()
    .default(null),
});

/** Shown under the USA price when the product has no USA shop link to buy it at. */
export const USA_PRICE_WITHOUT_SHOP =
  'A USA price needs a USA shop link: add the USA shop link, or clear the USA price';

/** Checked even when other fields have problems, so that a row's report lists this one too. */
const unlessAnyFails = (fields: readonly string[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
});

/** Every field of a product, its type within its category, and a USA price only with a USA shop. */
export const productInputSchema = productFields
  .superRefine(
    ({ category, product_type }, ctx) => {
      const problem = product_type && productTypeProblem(product_type, category);
      if (problem) ctx.addIssue({ code: 'custom', path: ['product_type'], message: problem });
    },
    unlessAnyFails(['category', 'product_type']),
  )
  .superRefine(
    ({ usa_price, usa_shop_link }, ctx) => {
      if (usa_price !== null && !usa_shop_link)
        ctx.addIssue({ code: 'custom', path: ['usa_price'], message: USA_PRICE_WITHOUT_SHOP });
    },
    unlessAnyFails(['usa_price', 'usa_shop_link']),
  );

/** What the form sends (before defaults and trimming). */
export type ProductFormValues = z.input<typeof productInputSchema>;
/** A checked product, ready to store. */
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductField = keyof ProductInput;

/** Every field in the order of the form, the CSV columns and the JSON keys. */
export const PRODUCT_FIELDS = Object.keys(productInputSchema.shape) as ProductField[];

export type FieldKind = 'text' | 'number' | 'integer' | 'flag' | 'list';
export const FIELD_KINDS: Record<ProductField, FieldKind> = {
  name: 'text',
  brand: 'text',
  subtitle: 'text',
  description: 'text',
  category: 'text',
  product_type: 'text',
  image_url: 'text',
  features: 'list',
  price: 'number',
  usa_price: 'number',
  rating: 'number',
  review_count: 'integer',
  is_bestseller: 'flag',
  is_homepage_hero: 'flag',
  is_homepage_bestseller: 'flag',
  is_hero_brand: 'flag',
  eu_shop_link: 'text',
  usa_shop_link: 'text',
  natural_ingredients: 'text',
  certifications: 'list',
  packaging: 'list',
  origin_region: 'text',
  ownership_brand: 'text',
  skin_type: 'list',
  sensitivity: 'list',
  pros: 'list',
  cons: 'list',
  quotes: 'list',
  ingredients_text: 'text',
};

/** Columns of the export (and accepted by the import) besides the product fields. */
export const EXPORT_COLUMNS = ['id', ...PRODUCT_FIELDS, 'created_at'] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** An empty form. */
export function emptyProduct(): ProductInput {
  return { ...productInputSchema.parse({ name: '-' }), name: '' };
}

import { PRODUCT_LIST_FLAGS, type ProductListFlag } from '../product-list-flags';
export { PRODUCT_LIST_FLAGS, type ProductListFlag };
export const PRODUCT_LIST_FLAG_LABELS: Record<ProductListFlag, string> = {
  bestseller: 'Bestsellers',
  homepage_hero: 'Home page heroes',
  homepage_bestseller: 'Home page bestsellers',
  hero_brand: 'Hero brands',
  clean: 'Clean',
  natural: 'Natural',
  no_picture: 'Without a picture',
  no_shop_link: 'Without a shop link',
  not_listed: 'Not listed (does not meet the standard)',
  high_concern: 'Not listed: an ingredient of high concern',
  no_analysis: 'Without an ingredient analysis',
};
export const ADMIN_PAGE_SIZE = 25;

export const productListInputSchema = z.object({
  q: z.string().trim().max(100, 'Too long (at most 100 characters)').default(''),
  category: z.enum(vocabulary.CATEGORIES).nullish(),
  flag: z.enum(PRODUCT_LIST_FLAGS).nullish(),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type ProductListInput = z.input<typeof productListInputSchema>;
