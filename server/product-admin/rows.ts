/** Converts between a checked product (shared/schemas/product.ts) and a products row. */
import type { ProductInput } from '../../shared/schemas/product';
import { fromFlag, fromJsonList, toFlag, toJsonList } from '../db/json';
import type { ProductRow } from '../db/schema';

/** Every column staff edit, in one list (explicit columns, never selectAll). */
export const STAFF_PRODUCT_COLUMNS = [
  'id',
  'name',
  'brand',
  'subtitle',
  'description',
  'category',
  'image_url',
  'features',
  'price',
  'rating',
  'review_count',
  'is_bestseller',
  'is_homepage_hero',
  'is_homepage_bestseller',
  'is_hero_brand',
  'toxicity_rating',
  'naturalness_rating',
  'eu_shop_link',
  'usa_shop_link',
  'natural_ingredients',
  'certifications',
  'packaging',
  'origin_region',
  'ownership_brand',
  'skin_type',
  'sensitivity',
  'pros',
  'cons',
  'quotes',
  'ingredients_text',
  'created_at',
  'updated_at',
] as const;

export type StaffProductRow = Pick<ProductRow, (typeof STAFF_PRODUCT_COLUMNS)[number]>;

export interface StaffProduct extends ProductInput {
  id: number;
  created_at: string;
  updated_at: string;
}

export function toColumns(input: ProductInput) {
  return {
    name: input.name,
    brand: input.brand,
    subtitle: input.subtitle,
    description: input.description,
    category: input.category,
    image_url: input.image_url,
    features: toJsonList(input.features),
    price: input.price,
    rating: input.rating,
    review_count: input.review_count,
    is_bestseller: toFlag(input.is_bestseller),
    is_homepage_hero: toFlag(input.is_homepage_hero),
    is_homepage_bestseller: toFlag(input.is_homepage_bestseller),
    is_hero_brand: toFlag(input.is_hero_brand),
    toxicity_rating: input.toxicity_rating,
    naturalness_rating: input.naturalness_rating,
    eu_shop_link: input.eu_shop_link,
    usa_shop_link: input.usa_shop_link,
    natural_ingredients: input.natural_ingredients,
    certifications: toJsonList(input.certifications),
    packaging: toJsonList(input.packaging),
    origin_region: input.origin_region,
    ownership_brand: input.ownership_brand,
    skin_type: toJsonList(input.skin_type),
    sensitivity: toJsonList(input.sensitivity),
    pros: toJsonList(input.pros),
    cons: toJsonList(input.cons),
    quotes: toJsonList(input.quotes),
    ingredients_text: input.ingredients_text,
  };
}

/**
 * A stored row as staff see it. Values are passed through as stored (a row written by SQL may hold
 * a value the form would refuse; the form then shows the problem instead of hiding the value).
 */
export function fromRow(row: StaffProductRow): StaffProduct {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    subtitle: row.subtitle,
    description: row.description,
    category: row.category as ProductInput['category'],
    image_url: row.image_url,
    features: fromJsonList(row.features),
    price: row.price,
    rating: row.rating,
    review_count: row.review_count,
    is_bestseller: fromFlag(row.is_bestseller),
    is_homepage_hero: fromFlag(row.is_homepage_hero),
    is_homepage_bestseller: fromFlag(row.is_homepage_bestseller),
    is_hero_brand: fromFlag(row.is_hero_brand),
    toxicity_rating: row.toxicity_rating as ProductInput['toxicity_rating'],
    naturalness_rating: row.naturalness_rating as ProductInput['naturalness_rating'],
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

/** Brand and name as the import matches them: trimmed, spaces collapsed, case ignored. */
export function matchKey(brand: string | null | undefined, name: string): string {
  const clean = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${clean(brand ?? '')}\u0000${clean(name)}`;
}
