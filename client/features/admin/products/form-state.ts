/**
 * The product form's state and its checks: what the inputs hold (text for numbers, booleans for
 * the Clean and Natural ratings) and the conversion to the payload, checked with the same schema
 * the server uses (shared/schemas/product.ts).
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  PRODUCT_LIMITS,
  productInputSchema,
  type ProductField,
  type ProductInput,
} from '../../../../shared/schemas/product';

export interface ProductFormState {
  name: string;
  brand: string;
  subtitle: string;
  description: string;
  category: string;
  image_url: string;
  features: string[];
  price: string;
  rating: string;
  review_count: string;
  is_bestseller: boolean;
  is_homepage_hero: boolean;
  is_homepage_bestseller: boolean;
  is_hero_brand: boolean;
  clean: boolean;
  natural: boolean;
  eu_shop_link: string;
  usa_shop_link: string;
  natural_ingredients: string;
  certifications: string[];
  packaging: string[];
  origin_region: string;
  ownership_brand: string;
  skin_type: string[];
  sensitivity: string[];
  pros: string[];
  cons: string[];
  quotes: string[];
  ingredients_text: string;
}

export type FormErrors = Partial<Record<ProductField, string>>;

export function emptyForm(): ProductFormState {
  return {
    name: '',
    brand: '',
    subtitle: '',
    description: '',
    category: '',
    image_url: '',
    features: [],
    price: '',
    rating: '',
    review_count: '0',
    is_bestseller: false,
    is_homepage_hero: false,
    is_homepage_bestseller: false,
    is_hero_brand: false,
    clean: false,
    natural: false,
    eu_shop_link: '',
    usa_shop_link: '',
    natural_ingredients: '',
    certifications: [],
    packaging: [],
    origin_region: '',
    ownership_brand: '',
    skin_type: [],
    sensitivity: [],
    pros: [],
    cons: [],
    quotes: [],
    ingredients_text: '',
  };
}

const numberText = (n: unknown) => (typeof n === 'number' ? String(n) : '');

/** A stored product (values passed through as stored, so a bad one shows up as a problem). */
export function formFromProduct(product: Partial<Record<ProductField, unknown>>): ProductFormState {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  return {
    name: text(product.name),
    brand: text(product.brand),
    subtitle: text(product.subtitle),
    description: text(product.description),
    category: text(product.category),
    image_url: text(product.image_url),
    features: list(product.features),
    price: numberText(product.price),
    rating: numberText(product.rating),
    review_count: numberText(product.review_count) || '0',
    is_bestseller: product.is_bestseller === true,
    is_homepage_hero: product.is_homepage_hero === true,
    is_homepage_bestseller: product.is_homepage_bestseller === true,
    is_hero_brand: product.is_hero_brand === true,
    clean: product.toxicity_rating === 'clean',
    natural: product.naturalness_rating === 'natural',
    eu_shop_link: text(product.eu_shop_link),
    usa_shop_link: text(product.usa_shop_link),
    natural_ingredients: text(product.natural_ingredients),
    certifications: list(product.certifications),
    packaging: list(product.packaging),
    origin_region: text(product.origin_region),
    ownership_brand: text(product.ownership_brand),
    skin_type: list(product.skin_type),
    sensitivity: list(product.sensitivity),
    pros: list(product.pros),
    cons: list(product.cons),
    quotes: list(product.quotes),
    ingredients_text: text(product.ingredients_text),
  };
}

/** "24,95" (a European keyboard) and "24.95" both mean 24.95; "" means no value. */
export function parseNumber(text: string): number | null | undefined {
  const cleaned = text.trim().replace(/\s/g, '');
  if (cleaned === '') return null;
  const normal = /^\d+,\d+$/.test(cleaned) ? cleaned.replace(',', '.') : cleaned;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : undefined;
}

export type CheckResult = { ok: true; value: ProductInput } | { ok: false; errors: FormErrors };

/** Checks the form with the server's schema; the first problem of each field is kept. */
export function checkForm(form: ProductFormState): CheckResult {
  const errors: FormErrors = {};
  const number = (field: 'price' | 'rating' | 'review_count', example: string) => {
    const value = parseNumber(form[field]);
    if (value === undefined) errors[field] = `Enter a number such as ${example}`;
    return value ?? null;
  };
  const payload = {
    name: form.name,
    brand: form.brand,
    subtitle: form.subtitle,
    description: form.description,
    category: form.category || null,
    image_url: form.image_url,
    features: form.features,
    price: number('price', '24.95'),
    rating: number('rating', '4.5'),
    review_count: number('review_count', '120') ?? 0,
    is_bestseller: form.is_bestseller,
    is_homepage_hero: form.is_homepage_hero,
    is_homepage_bestseller: form.is_homepage_bestseller,
    is_hero_brand: form.is_hero_brand,
    toxicity_rating: form.clean ? 'clean' : null,
    naturalness_rating: form.natural ? 'natural' : null,
    eu_shop_link: form.eu_shop_link,
    usa_shop_link: form.usa_shop_link,
    natural_ingredients: form.natural_ingredients || null,
    certifications: form.certifications,
    packaging: form.packaging,
    origin_region: form.origin_region || null,
    ownership_brand: form.ownership_brand || null,
    skin_type: form.skin_type,
    sensitivity: form.sensitivity,
    pros: form.pros,
    cons: form.cons,
    quotes: form.quotes,
    ingredients_text: form.ingredients_text,
  };
  const parsed = productInputSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProductField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

/** The form's key for a payload field (the two ratings are the Clean and Natural toggles). */
export function formKeyOf(field: ProductField): keyof ProductFormState {
  if (field === 'toxicity_rating') return 'clean';
  if (field === 'naturalness_rating') return 'natural';
  return field;
}

/** The form's fields, in the order of the form. */
export const PRODUCT_FORM_FIELDS = Object.keys(emptyForm()) as (keyof ProductFormState)[];

/**
 * react-hook-form's check of the form: checkForm, with each problem under its form key; the
 * submitted value is the payload the server expects.
 */
export const productResolver: Resolver<ProductFormState, unknown, ProductInput> = (values) => {
  const checked = checkForm(values);
  if (checked.ok) return { values: checked.value, errors: {} };
  const errors: FieldErrors<ProductFormState> = {};
  for (const [field, message] of Object.entries(checked.errors) as [ProductField, string][]) {
    errors[formKeyOf(field)] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/** Adds a chip unless it is empty, already there (ignoring case) or the list is full. */
export function addChip(list: readonly string[], raw: string, max: number): string[] {
  const item = raw.trim().replace(/\s+/g, ' ');
  if (!item || list.length >= max) return [...list];
  if (list.some((existing) => existing.toLowerCase() === item.toLowerCase())) return [...list];
  return [...list, item];
}

export const CHIP_LIMITS = {
  features: { max: PRODUCT_LIMITS.chips, length: PRODUCT_LIMITS.chip },
  pros: { max: PRODUCT_LIMITS.sentences, length: PRODUCT_LIMITS.sentence },
  cons: { max: PRODUCT_LIMITS.sentences, length: PRODUCT_LIMITS.sentence },
  quotes: { max: PRODUCT_LIMITS.quotes, length: PRODUCT_LIMITS.quote },
} as const;
