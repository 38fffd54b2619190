import { z } from 'zod';
import { REGIONS } from '../region';
import { emailSchema, idSchema } from './common';

/** "Tell me when it arrives" on a product no shop in the shopper's region sells yet. */
export const arrivalRequestSchema = z.object({
  productId: idSchema,
  region: z.enum(REGIONS, { message: 'Choose Europe or USA.' }),
  email: emailSchema,
  /** Honeypot, as on the newsletter form. */
  website: z.string().max(200).optional(),
});
export type ArrivalRequestInput = z.infer<typeof arrivalRequestSchema>;

/** The token of a confirmation link (24 random bytes, base64url). */
export const arrivalConfirmSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'This confirmation link is not valid.'),
});
