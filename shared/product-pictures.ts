/**
 * Uploaded product pictures: the server stores each upload as WebP in three widths,
 * `/uploads/products/<name>-<width>.webp`, and the product's image_url points at the middle one.
 * The shop derives the other sizes from that URL (srcset), so every place loads the size it needs.
 */

export const PICTURE_WIDTHS = [400, 800, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** The width image_url points at (a fine default for any consumer: cards, Open Graph, chat). */
export const DEFAULT_PICTURE_WIDTH: PictureWidth = 800;
export const PICTURES_URL_PREFIX = '/uploads/products/';

/** How every stored WebP is encoded: uploads (server/product-admin/pictures.ts) and demo pictures. */
export const PICTURE_WEBP_QUALITY = 82;

const WIDTH_SUFFIX = `-(?:${PICTURE_WIDTHS.join('|')})\\.webp$`;
const UPLOADS_FOLDER = String.raw`\/uploads\/products\/`;
const UPLOAD_NAME = '[a-f0-9]{32}';
const UPLOADED = new RegExp(`^${UPLOADS_FOLDER}(${UPLOAD_NAME})${WIDTH_SUFFIX}`);

/** The server-made name of an uploaded picture, or null for any other URL. */
export function uploadedPictureName(url: string | null | undefined): string | null {
  const match = url ? UPLOADED.exec(url) : null;
  return match ? match[1]! : null;
}

export function pictureUrl(name: string, width: PictureWidth = DEFAULT_PICTURE_WIDTH): string {
  return `${PICTURES_URL_PREFIX}${name}-${width}.webp`;
}

/**
 * A picture that comes in every width: an upload, or a demo product's picture bundled with the
 * shop (`/images/products/<slug>-<width>.webp`, scripts/demo/rasterize-product-pictures.ts).
 */
const DEMO_PICTURE = String.raw`\/images\/products\/[a-z0-9-]+`;
const IN_EVERY_WIDTH = new RegExp(
  `^(${UPLOADS_FOLDER}${UPLOAD_NAME}|${DEMO_PICTURE})${WIDTH_SUFFIX}`,
);

/** `srcset` for a picture that comes in every width; undefined for SVGs and other URLs. */
export function pictureSrcSet(url: string | null | undefined): string | undefined {
  const base = url ? IN_EVERY_WIDTH.exec(url)?.[1] : undefined;
  if (!base) return undefined;
  return PICTURE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}

/** `sizes` for the places a product picture appears. */
export const PICTURE_SIZES = {
  /** Catalogue grid: 2 columns, 3 from 1024 px, inside a page of at most 80rem. */
  card: '(min-width: 1280px) 400px, (min-width: 1024px) 30vw, 50vw',
  /** Product page: half the page from 768 px. */
  detail: '(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw',
  /** Small thumbnails (admin list, chat cards). */
  thumb: '96px',
} as const;
