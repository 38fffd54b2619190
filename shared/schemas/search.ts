import { z } from 'zod';

export const SUGGEST_MIN_LENGTH = 2;

export const suggestSchema = z.object({
  q: z.string().trim().max(100, 'Search text is too long (at most 100 characters).'),
});
