/**
 * The shapes of the catalogue's vocabulary files (shared/vocabulary/*.json) and of the product
 * types a language file of the assistant carries. The browser reads the built-in files as they
 * are, without this module (zod is the largest library a page would otherwise load at start-up):
 * the vocabulary test parses every built-in file with these schemas, and the server parses any
 * language file it loads.
 */
import { z } from 'zod';
import { CATEGORIES } from '../catalog';

/** One language's words for the catalogue's product types (shared/vocabulary/<language>.json). */
export const productTypeWordsSchema = z.object({
  productTypes: z.record(
    z.string().max(40),
    z.object({
      name: z.string().max(60).optional(),
      plural: z.string().max(60).optional(),
      synonyms: z.array(z.string().max(60)).max(40).optional(),
    }),
  ),
});

/** The product types and the categories each serves (shared/vocabulary/product-types.json). */
export const typeTableSchema = z
  .array(z.object({ id: z.string().max(40), categories: z.array(z.enum(CATEGORIES)).max(4) }))
  .max(500);
