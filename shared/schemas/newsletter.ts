import { z } from 'zod';

export const subscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address.')),
  /** Honeypot: people never see this field; bots fill it in. */
  website: z.string().max(200).optional(),
});
