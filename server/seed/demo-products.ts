/**
 * The demo catalogue: the products of ./data/products-*.json, one file a category. All brands
 * are fictional; shop links point at the reserved example domains (eu.shop.example /
 * us.shop.example) so they are obviously demo links.
 *
 * A row is a product as the catalogue import takes it (the JSON export's keys; the picture is
 * client/public/images/products/{slug}-{width}.webp), checked here by the same schema as the admin
 * form and the import, plus what only the demo has:
 * - `id`: the product's id in a freshly seeded shop, which is also the order of seeding;
 * - `days_ago`: how many days before the seed date the product was added ("newest first");
 * - `toxicity_rating`, `naturalness_rating`: the badges the standard is expected to give its
 *   ingredient list ('clean' / 'natural' or null), checked by ./demo-products.test.ts (the shop
 *   computes the badges itself; the import ignores these columns).
 *
 * The JSON is imported, not read from disk, so the production bundle carries it
 * (as server/ingredients/kb.ts does with the knowledge base).
 */
import { z } from 'zod';
import { CATEGORIES } from '../../shared/catalog';
import { DEFAULT_PICTURE_WIDTH } from '../../shared/product-pictures';
import { productInputSchema, type ProductInput } from '../../shared/schemas/product';
import babyAndKids from './data/products-baby-and-kids.json' with { type: 'json' };
import decoration from './data/products-decoration.json' with { type: 'json' };
import fashion from './data/products-fashion.json' with { type: 'json' };
import haircare from './data/products-haircare.json' with { type: 'json' };
import homeCleaners from './data/products-home-cleaners.json' with { type: 'json' };
import kitchen from './data/products-kitchen.json' with { type: 'json' };
import laundry from './data/products-laundry.json' with { type: 'json' };
import makeUp from './data/products-make-up.json' with { type: 'json' };
import skincare from './data/products-skincare.json' with { type: 'json' };

const FILES: Record<string, unknown[]> = {
  'products-skincare.json': skincare,
  'products-haircare.json': haircare,
  'products-make-up.json': makeUp,
  'products-baby-and-kids.json': babyAndKids,
  'products-home-cleaners.json': homeCleaners,
  'products-laundry.json': laundry,
  'products-kitchen.json': kitchen,
  'products-decoration.json': decoration,
  'products-fashion.json': fashion,
};

const demoFields = z.object({
  id: z.number().int().min(1),
  days_ago: z.number().int().min(0),
  toxicity_rating: z.enum(['clean']).nullable(),
  naturalness_rating: z.enum(['natural']).nullable(),
});

/** What the form leaves optional and every demo product has. */
const completeFields = z.object({
  brand: z.string(),
  subtitle: z.string(),
  category: z.enum(CATEGORIES),
  price: z.number(),
  ingredients_text: z.string(),
});

/** A demo product: a checked ProductInput with its picture's name and the demo's own fields. */
export type DemoProduct = ProductInput &
  z.output<typeof completeFields> &
  z.output<typeof demoFields> & {
    /** The picture's name (and a product's name in test reports): from its image_url. */
    slug: string;
  };

const PICTURE = new RegExp(`^/images/products/([a-z0-9-]+)-${DEFAULT_PICTURE_WIDTH}\\.webp$`);

function demoProductOf(file: string, row: unknown, index: number): DemoProduct {
  const where = `server/seed/data/${file}, product ${index + 1}`;
  const input = productInputSchema.safeParse(row);
  const complete = completeFields.safeParse(input.data ?? {});
  const demo = demoFields.safeParse(row);
  const issues = [input, ...(input.success ? [complete] : []), demo].flatMap(
    (result) => result.error?.issues ?? [],
  );
  if (!input.success || !complete.success || !demo.success) {
    const list = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`${where}: ${list}`);
  }
  const slug = input.data.image_url?.match(PICTURE)?.[1];
  if (!slug) throw new Error(`${where}: image_url is not a bundled demo picture`);
  return { ...input.data, ...complete.data, ...demo.data, slug };
}

function loadDemoProducts(): DemoProduct[] {
  const products = Object.entries(FILES).flatMap(([file, rows]) =>
    rows.map((row, index) => demoProductOf(file, row, index)),
  );
  products.sort((a, b) => a.id - b.id);
  products.forEach((product, index) => {
    if (product.id !== index + 1)
      throw new Error(`Demo product ids must run 1, 2, 3…: ${product.slug} has id ${product.id}`);
  });
  return products;
}

/** Every demo product, in the order of its id. */
export const demoProducts: DemoProduct[] = loadDemoProducts();
