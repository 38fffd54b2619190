/** The staff product list's filters (zod-free: the admin route's validateSearch loads early). */
export const PRODUCT_LIST_FLAGS = [
  'bestseller',
  'homepage_hero',
  'homepage_bestseller',
  'hero_brand',
  'clean',
  'natural',
  'no_picture',
  'no_shop_link',
  'not_listed',
  'high_concern',
  'no_analysis',
] as const;
export type ProductListFlag = (typeof PRODUCT_LIST_FLAGS)[number];
