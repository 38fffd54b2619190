import type { Category, ProductTypeId } from '../../shared/catalog';

/** One product of the demo catalogue, as written by hand in ./demo-products.ts. */
export interface DemoProduct {
  /** URL-safe, unique; also the picture's name: client/public/images/products/{slug}-{width}.webp */
  slug: string;
  name: string;
  brand: string;
  subtitle: string;
  description: string;
  category: Category;
  /** One of the category's types (shared/catalog.ts PRODUCT_TYPES). */
  product_type: ProductTypeId;
  features: string[]; // 2–4 short tags, e.g. 'Vegan', 'Refillable', 'Zero waste'
  price: number; // euro, e.g. 24.95
  rating: number; // 3.5–5.0, one decimal
  review_count: number;
  is_bestseller: boolean;
  is_homepage_hero: boolean;
  is_homepage_bestseller: boolean;
  is_hero_brand: boolean;
  toxicity_rating: 'clean' | null;
  naturalness_rating: 'natural' | null;
  usa_shop_link: string | null;
  /** US dollars at the USA shop, e.g. 35.99; null when there is no usa_shop_link. */
  usa_price: number | null;
  eu_shop_link: string | null;
  natural_ingredients: '100% natural' | '99% natural' | '>95% natural' | null;
  certifications: string[]; // subset of CERTIFICATIONS
  packaging: string[]; // subset of PACKAGING
  origin_region: string; // one of ORIGIN_REGIONS
  ownership_brand: 'Independent' | 'Multinational owned';
  skin_type: string[]; // subset of SKIN_TYPES (empty for non-skin products)
  sensitivity: string[]; // subset of SENSITIVITIES
  pros: string[]; // 3–4
  cons: string[]; // 1–3
  quotes: string[]; // exactly 3 short customer quotes, each ending with ' — FirstName'
  /** The INCI list as printed on the label, comma separated, in order of concentration. */
  ingredients: string;
  /** How many days before the seed date the product was added (drives "newest first"). */
  days_ago: number;
}

export interface DemoAuthor {
  key: string;
  name: string;
  bio: string;
}

export interface DemoCategory {
  name: string; // Skincare, Haircare, Sun Protection, Micro-Plastics, Cooking
  slug: string;
  color: string; // hex, calm and readable as a badge background
}

export interface DemoPost {
  title: string;
  slug: string;
  subtitle: string | null;
  excerpt: string;
  /** Markdown: ## headings, lists, > quotes, **bold**, *italic*, links to /clean-products or /product pages allowed. */
  content: string;
  featured_image_url: string; // /images/blog/{slug}.svg
  status: 'draft' | 'review' | 'published';
  author: string; // DemoAuthor.key
  category: string; // DemoCategory.slug
  meta_title: string; // ≤ 60 chars
  meta_description: string; // ≤ 160 chars
  meta_keywords: string[];
  days_ago: number; // publish date offset
  view_count: number;
}
