import { z } from 'zod';

export { SUGGEST_MIN_LENGTH } from '../search';

export const suggestSchema = z.object({
  q: z.string().trim().max(100, 'Search text is too long (at most 100 characters).'),
});
