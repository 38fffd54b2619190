import { z } from 'zod';

/** A row id: a positive whole number that fits SQLite's and PostgreSQL's integer columns. */
export const idSchema = z.number().int().positive().max(2_147_483_647);

/** Photos are at most 20 MB; as a base64 data URL that is 4/3 as long, plus its short header. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_DATA_URL_LENGTH = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 200;

/**
 * A one-line field (a title, a name): line breaks, tabs and runs of spaces become one space. A
 * title ends up in mail subjects, page titles and share images, where a line break has no place.
 */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ');

/** An email address a person types: trimmed, at most 254 characters, each problem named. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address.'));
