import { demoCategories, demoAuthors, demoPosts } from './demo-blog';
import { demoProducts, type DemoProduct } from './demo-products';
import { readTimeMinutes } from '../../shared/text';
import type { DB } from '../db/connect';
import { toJsonList } from '../db/json';
import { analyseProductsWithoutAnalysis } from '../ingredients/seed';
import { insertProduct, type NewProduct } from '../products/repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo product as the products table stores it, added `days_ago` days before `now`. */
export function demoProduct(product: DemoProduct, now: Date): NewProduct {
  const created = new Date(now.getTime() - product.days_ago * DAY_MS).toISOString();
  return {
    values: product,
    created_at: created,
    updated_at: created,
  };
}

export interface SeedSummary {
  products: number;
  posts: number;
  authors: number;
  categories: number;
  /** Products whose ingredient analysis was written from the built-in knowledge base. */
  analyses: number;
}

/** Writes the demo catalogue and blog in one transaction. The caller decides whether to wipe first. */
export async function seedDemoData(db: DB, now = new Date()): Promise<SeedSummary> {
  const summary = await db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const category of demoCategories) {
      const row = await trx
        .insertInto('blog_categories')
        .values(category)
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(category.slug, row.id);
    }
    const authorIds = new Map<string, number>();
    for (const author of demoAuthors) {
      const row = await trx
        .insertInto('author_profiles')
        .values({ name: author.name, bio: author.bio })
        .returning('id')
        .executeTakeFirstOrThrow();
      authorIds.set(author.key, row.id);
    }
    for (const post of demoPosts) {
      const at = new Date(now.getTime() - post.days_ago * DAY_MS).toISOString();
      await trx
        .insertInto('blog_posts')
        .values({
          title: post.title,
          slug: post.slug,
          subtitle: post.subtitle,
          content: post.content,
          excerpt: post.excerpt,
          featured_image_url: post.featured_image_url,
          status: post.status,
          author_id: authorIds.get(post.author) ?? null,
          category_id: categoryIds.get(post.category) ?? null,
          meta_title: post.meta_title,
          meta_description: post.meta_description,
          meta_keywords: toJsonList(post.meta_keywords),
          og_image_url: null,
          read_time_minutes: readTimeMinutes(post.content),
          published_at: post.status === 'published' ? at : null,
          created_at: at,
          updated_at: at,
          view_count: post.view_count,
        })
        .execute();
    }
    for (const product of demoProducts) {
      await insertProduct(trx, demoProduct(product, now));
    }
    return {
      products: demoProducts.length,
      posts: demoPosts.length,
      authors: demoAuthors.length,
      categories: demoCategories.length,
    };
  });
  // Every demo product gets its ingredient analysis (product_ingredients) from the knowledge base.
  return { ...summary, analyses: await analyseProductsWithoutAnalysis(db) };
}
