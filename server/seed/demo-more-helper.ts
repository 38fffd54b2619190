import type { DemoProduct } from './demo-types';

/**
 * A product of the larger demo catalogue as written in the demo-more-*.ts files: the
 * home page's placements stay with the hand-written products (its layout is built around them),
 * and the shop links follow from the brand and the slug.
 */
export type AddedDemoProduct = Omit<
  DemoProduct,
  'is_homepage_hero' | 'is_homepage_bestseller' | 'is_hero_brand' | 'usa_shop_link' | 'eu_shop_link'
> & {
  /** False for a product the European shop does not sell; it has a USA shop then. */
  eu_shop?: boolean;
};

/** "Moss & Meadow" → "moss-and-meadow", the brand's part of slugs and shop links. */
export function brandSlug(brand: string): string {
  return brand
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The DemoProduct of an added product: its shop links, and no home page placement. */
export function added({ eu_shop = true, ...product }: AddedDemoProduct): DemoProduct {
  const brand = brandSlug(product.brand);
  if (!product.slug.startsWith(`${brand}-`)) {
    throw new Error(`${product.slug}: a demo slug starts with its brand (${brand}-)`);
  }
  const path = `${brand}/${product.slug.slice(brand.length + 1)}`;
  return {
    ...product,
    is_homepage_hero: false,
    is_homepage_bestseller: false,
    is_hero_brand: false,
    usa_shop_link: product.usa_price === null ? null : `https://us.shop.example/${path}`,
    eu_shop_link: eu_shop ? `https://eu.shop.example/${path}` : null,
  };
}
