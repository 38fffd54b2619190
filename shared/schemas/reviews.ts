import { z } from 'zod';

import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from '../reviews';
import { idSchema } from './common';

export { REVIEW_NAME_MAX, REVIEW_TEXT_MAX };

/** Plain text only: tags are refused rather than silently stripped, so nothing surprises the writer. */
const plainText = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `${field} must be at least ${min} characters.`)
    .max(max, `${field} must be at most ${max} characters.`)
    .refine((text) => !/<[a-z!/][^>]*>/i.test(text), `${field} must be plain text, without HTML.`);

export const submitReviewSchema = z.object({
  productId: idSchema,
  // A form's radio group gives its value as text (react-hook-form and a posted form alike).
  rating: z.coerce
    .number({ error: 'Please choose a star rating.' })
    .int('Please choose a star rating from 1 to 5.')
    .min(1, 'Please choose a star rating from 1 to 5.')
    .max(5, 'Please choose a star rating from 1 to 5.'),
  text: plainText('Your review', 10, REVIEW_TEXT_MAX),
  displayName: plainText('Your name', 2, REVIEW_NAME_MAX),
  /** Honeypot: hidden from people; bots fill it in. */
  website: z.string().max(200).optional(),
});
export type SubmitReviewInput = z.infer<typeof submitReviewSchema>;
