/**
 * Renders the demo catalogue's pictures as small, self-contained SVG files:
 *
 *   client/public/images/products/{slug}.svg  (800x800 packshot per product)
 *   client/public/images/blog/{slug}.svg      (1200x630 editorial illustration per post)
 *
 * Usage (from the repository root):
 *   npx tsx scripts/demo/render-product-images.ts
 *   npx tsx scripts/demo/render-product-images.ts --products other.ts --blog other-blog.ts --out dir
 *   npx tsx scripts/demo/render-product-images.ts --only products   (or --only blog)
 *
 * The packshot vessel follows the category and keywords in the name/subtitle (dropper for oils
 * and serums, jar for creams, pump for washes, tube for pastes, …); the colours come from a
 * curated palette picked by a hash of the brand name, so one brand always looks the same.
 * Output is deterministic: the same input gives byte-identical files.
 *
 * What is data lives in data/ (palettes, material colours, letter widths, blog tones and the
 * rules that choose each product's vessel); the drawing is code: packshot.ts and
 * blog-illustration.ts compose the pictures from the shapes-*.ts vessels and the parts in
 * drawing.ts, lettering.ts and svg-kit.ts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderPost, type PostInput } from './blog-illustration';
import type { ProductInput } from './choose-shape';
import { renderProduct } from './packshot';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function load<T>(file: string, exportName: string): Promise<T[] | null> {
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown> & {
    default?: Record<string, unknown>;
  };
  const list = mod[exportName] ?? mod.default?.[exportName];
  if (!Array.isArray(list)) throw new Error(`${file} does not export an array named ${exportName}`);
  return list as T[];
}

function write(dir: string, slug: string, svg: string): void {
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(slug)) throw new Error(`unsafe slug: ${slug}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${slug}.svg`), svg);
}

async function main(): Promise<void> {
  const here = path.dirname(
    path.resolve(process.argv[1] ?? 'scripts/demo/render-product-images.ts'),
  );
  const root = path.resolve(here, '..', '..');
  const out = path.resolve(arg('out') ?? path.join(root, 'client', 'public', 'images'));
  const only = arg('only');

  if (only !== 'blog') {
    const file = path.resolve(
      arg('products') ?? path.join(here, '../../server/seed/demo-products.ts'),
    );
    const products = await load<ProductInput>(file, 'demoProducts');
    if (!products) console.warn(`No products file at ${file}; skipped product pictures.`);
    else {
      const seen = new Map<string, number>();
      for (const product of products) {
        const nth = seen.get(product.brand) ?? 0;
        seen.set(product.brand, nth + 1);
        write(path.join(out, 'products'), product.slug, renderProduct(product, nth));
      }
      console.log(`Wrote ${products.length} product pictures to ${path.join(out, 'products')}`);
    }
  }
  if (only !== 'products') {
    const file = path.resolve(arg('blog') ?? path.join(here, '../../server/seed/demo-blog.ts'));
    const posts = await load<PostInput>(file, 'demoPosts');
    if (!posts) console.warn(`No blog file at ${file}; skipped blog pictures.`);
    else {
      for (const post of posts) {
        const slug =
          post.featured_image_url?.match(/\/images\/blog\/([^/]+)\.svg$/)?.[1] ?? post.slug;
        write(path.join(out, 'blog'), slug, renderPost(post));
      }
      console.log(`Wrote ${posts.length} blog pictures to ${path.join(out, 'blog')}`);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
