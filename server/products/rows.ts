/**
 * The products table's columns, and how a row becomes an object and back: the only module that
 * knows them. Its reads and writes are ./repository.ts. Lists are JSON text and flags 0/1 in the
 * row (server/db/json.ts); objects hold arrays and booleans.
 */
import { asVerdictLevel, type VerdictLevel } from '../../shared/ingredients';
import type { ProductInput } from '../../shared/schemas/product';
import { fromFlag, fromJsonList, toFlag, toJsonList } from '../db/json';
import type { ProductRow } from '../db/schema';

/** The columns the catalogue filters on; lists are JSON text. */
const FACET_COLUMNS = [
  'natural_ingredients',
  'certifications',
  'packaging',
  'origin_region',
  'ownership_brand',
  'skin_type',
  'sensitivity',
] as const;

const OPINION_COLUMNS = ['pros', 'cons', 'quotes'] as const;

/** The placement flags, ratings and shop links: what the staff's product list shows as badges. */
const BADGE_COLUMNS = [
  'is_bestseller',
  'is_homepage_hero',
  'is_homepage_bestseller',
  'is_hero_brand',
  'toxicity_rating',
  'naturalness_rating',
  'eu_shop_link',
  'usa_shop_link',
] as const;

/** Every column of a product (explicit columns, never selectAll). */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'brand',
  'subtitle',
  'description',
  'category',
  'product_type',
  'image_url',
  'features',
  'price',
  'usa_price',
  'rating',
  'review_count',
  ...BADGE_COLUMNS,
  ...FACET_COLUMNS,
  ...OPINION_COLUMNS,
  'ingredients_text',
  'created_at',
  'updated_at',
] as const;

/** What a product card needs. */
export const CARD_COLUMNS = [
  'id',
  'name',
  'brand',
  'category',
  'product_type',
  'description',
  'image_url',
  'price',
  'usa_price',
  'rating',
  'review_count',
  'features',
  'is_bestseller',
  'toxicity_rating',
  'naturalness_rating',
  'verdict',
  'ingredient_families',
  'usa_shop_link',
  'eu_shop_link',
] as const;

/** What a suggested swap beside a checked ingredient list shows: a small card. */
export const ALTERNATIVE_COLUMNS = [
  'id',
  'name',
  'brand',
  'category',
  'image_url',
  'price',
  'rating',
  'review_count',
  'toxicity_rating',
  'naturalness_rating',
] as const;

export const DETAIL_COLUMNS = [
  ...CARD_COLUMNS,
  'subtitle',
  ...FACET_COLUMNS,
  ...OPINION_COLUMNS,
  'created_at',
] as const;

/**
 * The order of the search index's positions: products of a category, and within it of a product
 * type and a brand, sit side by side, so those filters (and the results that carry them) are
 * narrow ranges of each bit set (server/catalog/bitset.ts wordRange). Ties by id.
 */
export const INDEX_ORDER = ['category', 'product_type', 'brand', 'id'] as const;

/** What the catalogue's search index is built from (lists stay JSON text). */
export const INDEX_COLUMNS = [
  'id',
  'name',
  'brand',
  'description',
  'category',
  'product_type',
  'price',
  'rating',
  'review_count',
  'created_at',
  'is_bestseller',
  'toxicity_rating',
  'naturalness_rating',
  'ingredient_families',
  ...FACET_COLUMNS,
] as const;

export type StoredProductRow = Pick<ProductRow, (typeof PRODUCT_COLUMNS)[number]>;
export type CardRow = Pick<ProductRow, (typeof CARD_COLUMNS)[number]>;
export type DetailRow = Pick<ProductRow, (typeof DETAIL_COLUMNS)[number]>;
export type IndexRow = Pick<ProductRow, (typeof INDEX_COLUMNS)[number]>;

export interface ProductCard {
  id: number;
  name: string;
  brand: string | null;
  category: string | null;
  /** An id of PRODUCT_TYPES (shared/catalog.ts); null when staff have not set it. */
  product_type: string | null;
  description: string | null;
  image_url: string | null;
  /** Euro. */
  price: number | null;
  /** US dollars at the USA shop; null when the product has no USA shop or no USA price. */
  usa_price: number | null;
  rating: number | null;
  review_count: number;
  features: string[];
  is_bestseller: boolean;
  toxicity_rating: string | null;
  naturalness_rating: string | null;
  /** The standard's verdict (shared/standard.ts); null when the product is not assessed. */
  verdict: VerdictLevel | null;
  /** The ingredient families its analysed list holds (FAMILY_IDS); null without a list. */
  ingredient_families: string[] | null;
  usa_shop_link: string | null;
  eu_shop_link: string | null;
}

/** Every public field of a product. */
export interface ProductDetail extends ProductCard {
  subtitle: string | null;
  natural_ingredients: string | null;
  certifications: string[];
  packaging: string[];
  origin_region: string | null;
  ownership_brand: string | null;
  skin_type: string[];
  sensitivity: string[];
  pros: string[];
  cons: string[];
  quotes: string[];
  created_at: string;
}

/** A product as staff edit, import and export it. */
export interface StaffProduct extends ProductInput {
  id: number;
  created_at: string;
  updated_at: string;
}

type ListField =
  | 'features'
  | 'certifications'
  | 'packaging'
  | 'skin_type'
  | 'sensitivity'
  | 'pros'
  | 'cons'
  | 'quotes';

/** The values a product is written with: a checked ProductInput, or a demo product. */
export type ProductValues = {
  [K in Exclude<keyof ProductInput, ListField>]: ProductInput[K] extends string
    ? string
    : ProductInput[K] extends string | null
      ? string | null
      : ProductInput[K];
} & Record<ListField, readonly string[]>;

/** The row's columns for a product's values (id and timestamps are the caller's). */
export function toProductColumns(values: ProductValues) {
  return {
    name: values.name,
    brand: values.brand,
    subtitle: values.subtitle,
    description: values.description,
    category: values.category,
    product_type: values.product_type,
    image_url: values.image_url,
    features: toJsonList(values.features),
    price: values.price,
    usa_price: values.usa_price,
    rating: values.rating,
    review_count: values.review_count,
    is_bestseller: toFlag(values.is_bestseller),
    is_homepage_hero: toFlag(values.is_homepage_hero),
    is_homepage_bestseller: toFlag(values.is_homepage_bestseller),
    is_hero_brand: toFlag(values.is_hero_brand),
    eu_shop_link: values.eu_shop_link,
    usa_shop_link: values.usa_shop_link,
    natural_ingredients: values.natural_ingredients,
    certifications: toJsonList(values.certifications),
    packaging: toJsonList(values.packaging),
    origin_region: values.origin_region,
    ownership_brand: values.ownership_brand,
    skin_type: toJsonList(values.skin_type),
    sensitivity: toJsonList(values.sensitivity),
    pros: toJsonList(values.pros),
    cons: toJsonList(values.cons),
    quotes: toJsonList(values.quotes),
    ingredients_text: values.ingredients_text,
  };
}

/**
 * A stored row as staff see it. Values are passed through as stored (a row written by SQL may hold
 * a value the form would refuse; the form then shows the problem instead of hiding the value).
 */
export function toStaffProduct(row: StoredProductRow): StaffProduct {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    subtitle: row.subtitle,
    description: row.description,
    category: row.category as ProductInput['category'],
    product_type: row.product_type,
    image_url: row.image_url,
    features: fromJsonList(row.features),
    price: row.price,
    usa_price: row.usa_price,
    rating: row.rating,
    review_count: row.review_count,
    is_bestseller: fromFlag(row.is_bestseller),
    is_homepage_hero: fromFlag(row.is_homepage_hero),
    is_homepage_bestseller: fromFlag(row.is_homepage_bestseller),
    is_hero_brand: fromFlag(row.is_hero_brand),
    eu_shop_link: row.eu_shop_link,
    usa_shop_link: row.usa_shop_link,
    natural_ingredients: row.natural_ingredients as ProductInput['natural_ingredients'],
    certifications: fromJsonList(row.certifications) as ProductInput['certifications'],
    packaging: fromJsonList(row.packaging) as ProductInput['packaging'],
    origin_region: row.origin_region as ProductInput['origin_region'],
    ownership_brand: row.ownership_brand as ProductInput['ownership_brand'],
    skin_type: fromJsonList(row.skin_type) as ProductInput['skin_type'],
    sensitivity: fromJsonList(row.sensitivity) as ProductInput['sensitivity'],
    pros: fromJsonList(row.pros),
    cons: fromJsonList(row.cons),
    quotes: fromJsonList(row.quotes),
    ingredients_text: row.ingredients_text,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand || null,
    category: row.category,
    product_type: row.product_type,
    description: row.description,
    image_url: row.image_url || null,
    price: row.price,
    // A price without a shop to buy at is no offer (a row written by SQL may hold one).
    usa_price: row.usa_shop_link ? row.usa_price : null,
    rating: row.rating,
    review_count: row.review_count,
    features: fromJsonList(row.features),
    is_bestseller: fromFlag(row.is_bestseller),
    toxicity_rating: row.toxicity_rating,
    naturalness_rating: row.naturalness_rating,
    verdict: asVerdictLevel(row.verdict),
    ingredient_families:
      row.ingredient_families === null ? null : fromJsonList(row.ingredient_families),
    usa_shop_link: row.usa_shop_link || null,
    eu_shop_link: row.eu_shop_link || null,
  };
}

/** Brand and name as they identify a product: trimmed, spaces collapsed, case ignored. */
export function matchKey(brand: string | null | undefined, name: string): string {
  const clean = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${clean(brand ?? '')}\u0000${clean(name)}`;
}

export function toDetail(row: DetailRow): ProductDetail {
  return {
    ...toCard(row),
    subtitle: row.subtitle,
    natural_ingredients: row.natural_ingredients,
    certifications: fromJsonList(row.certifications),
    packaging: fromJsonList(row.packaging),
    origin_region: row.origin_region,
    ownership_brand: row.ownership_brand,
    skin_type: fromJsonList(row.skin_type),
    sensitivity: fromJsonList(row.sensitivity),
    pros: fromJsonList(row.pros),
    cons: fromJsonList(row.cons),
    quotes: fromJsonList(row.quotes),
    created_at: row.created_at,
  };
}

/** A row of the staff's product list. */
export const STAFF_LIST_COLUMNS = [
  'id',
  'name',
  'brand',
  'category',
  'price',
  'image_url',
  ...BADGE_COLUMNS,
  'updated_at',
] as const;

export interface StaffProductListItem {
  id: number;
  name: string;
  brand: string | null;
  category: string | null;
  price: number | null;
  image_url: string | null;
  is_bestseller: boolean;
  is_homepage_hero: boolean;
  is_homepage_bestseller: boolean;
  is_hero_brand: boolean;
  clean: boolean;
  natural: boolean;
  has_shop_link: boolean;
  updated_at: string;
}

export function toStaffListItem(
  row: Pick<ProductRow, (typeof STAFF_LIST_COLUMNS)[number]>,
): StaffProductListItem {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    price: row.price,
    image_url: row.image_url || null,
    is_bestseller: fromFlag(row.is_bestseller),
    is_homepage_hero: fromFlag(row.is_homepage_hero),
    is_homepage_bestseller: fromFlag(row.is_homepage_bestseller),
    is_hero_brand: fromFlag(row.is_hero_brand),
    clean: row.toxicity_rating === 'clean',
    natural: row.naturalness_rating === 'natural',
    has_shop_link: Boolean(row.eu_shop_link || row.usa_shop_link),
    updated_at: row.updated_at,
  };
}
