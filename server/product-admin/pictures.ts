/**
 * Product pictures (ASVS 5.2/5.3): a size limit, the extension and the magic bytes checked, the
 * image decoded and re-encoded by sharp (so what we serve is always a fresh WebP we wrote, never
 * the uploaded bytes), names made by the server, files stored outside the code and served as
 * static images only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  PICTURE_WIDTHS,
  PICTURES_URL_PREFIX,
  pictureUrl,
  PICTURE_WEBP_QUALITY,
  uploadedPictureName,
} from '../../shared/product-pictures';
import type { DB } from '../db/connect';
import { DomainError } from '../errors';
import type { Env } from '../env';

export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
/** Decoding bombs: refuse images above 50 megapixels before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

export type PictureKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
const EXTENSIONS: Record<string, PictureKind> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.gif': 'gif',
  '.avif': 'avif',
};
export const ACCEPTED_PICTURE_TYPES = 'JPG, PNG, WebP, GIF or AVIF';

/** A picture the person who uploaded it must change. */
function pictureError(message: string): DomainError {
  return new DomainError('BAD_REQUEST', message);
}

/** The folder of uploaded files: UPLOADS_DIR, else `uploads` beside the database file. */
export function uploadsRoot(env: Pick<Env, 'UPLOADS_DIR' | 'DATABASE_PATH'>): string {
  if (env.UPLOADS_DIR) return path.resolve(env.UPLOADS_DIR);
  if (env.DATABASE_PATH === ':memory:') return path.join(os.tmpdir(), 'puur-uploads');
  return path.join(path.dirname(path.resolve(env.DATABASE_PATH)), 'uploads');
}

export function picturesDir(env: Pick<Env, 'UPLOADS_DIR' | 'DATABASE_PATH'>): string {
  return path.join(uploadsRoot(env), PICTURES_URL_PREFIX.replace(/^\/uploads\//, ''));
}

/** The picture type from the first bytes (never from the name or the declared type). */
export function sniffPicture(bytes: Uint8Array): PictureKind | null {
  const ascii = (start: number, end: number) =>
    String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'avif';
  return null;
}

export interface StoredPicture {
  /** What image_url gets: the 800 px WebP. */
  url: string;
  /** Every size, for the form's preview. */
  urls: Record<number, string>;
  width: number;
  height: number;
}

/**
 * Checks an uploaded file and stores it as WebP in 400, 800 and 1200 px widths (never wider than
 * the original). Throws a DomainError with a message for the person who uploaded it.
 */
export async function storePicture(
  dir: string,
  bytes: Buffer,
  fileName?: string,
): Promise<StoredPicture> {
  if (bytes.length === 0) throw pictureError('The file is empty.');
  if (bytes.length > MAX_PICTURE_BYTES) {
    throw pictureError('Please choose a picture smaller than 15 MB.');
  }
  if (fileName !== undefined) {
    const extension = path.extname(fileName).toLowerCase();
    if (!EXTENSIONS[extension]) {
      throw pictureError(
        `"${path.basename(fileName).slice(0, 80)}" is not a picture: choose a ${ACCEPTED_PICTURE_TYPES} file.`,
      );
    }
  }
  const kind = sniffPicture(bytes);
  if (!kind) {
    throw pictureError(
      `The file is not a ${ACCEPTED_PICTURE_TYPES} picture (its contents say otherwise).`,
    );
  }

  let image: Sharp;
  let width: number;
  let height: number;
  try {
    image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    // After rotate(), width and height swap for EXIF orientations 5–8.
    const swapped = (meta.orientation ?? 1) >= 5;
    width = (swapped ? meta.height : meta.width) ?? 0;
    height = (swapped ? meta.width : meta.height) ?? 0;
    if (!width || !height) throw new Error('no size');
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    throw pictureError(
      /pixel limit/i.test(text)
        ? 'The picture is too large (more than 50 megapixels).'
        : 'The picture could not be read. Please try a different file.',
    );
  }

  await fs.promises.mkdir(dir, { recursive: true });
  const name = crypto.randomBytes(16).toString('hex');
  const written: string[] = [];
  try {
    for (const target of PICTURE_WIDTHS) {
      const file = path.join(dir, `${name}-${target}.webp`);
      const temp = `${file}.${process.pid}.tmp`;
      await image
        .clone()
        .resize({ width: Math.min(target, width), withoutEnlargement: true })
        .webp({ quality: PICTURE_WEBP_QUALITY })
        .toFile(temp);
      await fs.promises.rename(temp, file);
      written.push(file);
    }
  } catch (error) {
    await Promise.all(written.map((file) => fs.promises.rm(file, { force: true })));
    await removeTemps(dir, name);
    if (error instanceof DomainError) throw error;
    throw pictureError('The picture could not be converted. Please try a different file.');
  }
  return {
    url: pictureUrl(name),
    urls: Object.fromEntries(PICTURE_WIDTHS.map((w) => [w, pictureUrl(name, w)])),
    width,
    height,
  };
}

async function removeTemps(dir: string, name: string) {
  const entries = await fs.promises.readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((entry) => entry.startsWith(name) && entry.endsWith('.tmp'))
      .map((entry) => fs.promises.rm(path.join(dir, entry), { force: true })),
  );
}

/** The uploaded pictures blog posts (and their revisions) point at. */
async function blogPictureUrls(db: DB, like = `${PICTURES_URL_PREFIX}%`): Promise<string[]> {
  const urls: string[] = [];
  for (const table of ['blog_posts', 'blog_post_revisions'] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['featured_image_url', 'og_image_url'])
      .where((eb) =>
        eb.or([eb('featured_image_url', 'like', like), eb('og_image_url', 'like', like)]),
      )
      .execute();
    for (const row of rows)
      urls.push(
        ...[row.featured_image_url, row.og_image_url].filter((u): u is string => Boolean(u)),
      );
  }
  return urls;
}

const usedByBlog = async (db: DB, like: string) => (await blogPictureUrls(db, like)).length > 0;

/** Deletes the files of an uploaded picture unless a product or a blog post still uses it. */
export async function removePictureIfUnused(
  db: DB,
  dir: string,
  url: string | null | undefined,
): Promise<boolean> {
  const name = uploadedPictureName(url);
  if (!name) return false;
  const stillUsed = await db
    .selectFrom('products')
    .select('id')
    .where('image_url', 'like', `${PICTURES_URL_PREFIX}${name}-%`)
    .limit(1)
    .executeTakeFirst();
  if (stillUsed || (await usedByBlog(db, `${PICTURES_URL_PREFIX}${name}-%`))) return false;
  await Promise.all(
    PICTURE_WIDTHS.map((w) => fs.promises.rm(path.join(dir, `${name}-${w}.webp`), { force: true })),
  );
  return true;
}

/**
 * Uploads that no product or blog post uses after `graceMs` (a form that was never saved) are deleted.
 * Returns how many pictures were removed.
 */
export async function pruneUnusedPictures(
  db: DB,
  dir: string,
  graceMs = 24 * 60 * 60 * 1000,
  now = Date.now(),
): Promise<number> {
  const entries = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const names = new Map<string, number>();
  for (const entry of entries) {
    const match = /^([a-f0-9]{32})-\d+\.webp$/.exec(entry);
    if (!match) continue;
    const stat = await fs.promises.stat(path.join(dir, entry)).catch(() => null);
    if (!stat) continue;
    names.set(match[1]!, Math.max(names.get(match[1]!) ?? 0, stat.mtimeMs));
  }
  const old = [...names].filter(([, mtime]) => now - mtime > graceMs).map(([name]) => name);
  if (old.length === 0) return 0;
  const used = new Set<string>();
  const rows = await db
    .selectFrom('products')
    .select('image_url')
    .where('image_url', 'like', `${PICTURES_URL_PREFIX}%`)
    .execute();
  for (const row of rows) {
    const name = uploadedPictureName(row.image_url);
    if (name) used.add(name);
  }
  // Blog posts use the same pipeline for their featured and share images (decision 0004).
  for (const url of await blogPictureUrls(db)) {
    const name = uploadedPictureName(url);
    if (name) used.add(name);
  }
  let removed = 0;
  for (const name of old) {
    if (used.has(name)) continue;
    await Promise.all(
      PICTURE_WIDTHS.map((w) =>
        fs.promises.rm(path.join(dir, `${name}-${w}.webp`), { force: true }),
      ),
    );
    removed++;
  }
  return removed;
}
