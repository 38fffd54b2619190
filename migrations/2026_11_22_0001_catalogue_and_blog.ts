import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex, dropTables } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('name', 'text', col.required)
    .$call(col.texts('brand', 'description', 'subtitle', 'category', 'image_url'))
    .addColumn('features', 'text', col.jsonList)
    .addColumn('price', 'real')
    .addColumn('rating', 'real')
    .addColumn('review_count', 'integer', col.zero)
    .addColumn('is_bestseller', 'integer', col.zero)
    .addColumn('is_homepage_hero', 'integer', col.zero)
    .addColumn('is_homepage_bestseller', 'integer', col.zero)
    .addColumn('is_hero_brand', 'integer', col.zero)
    .$call(
      col.texts(
        'toxicity_rating',
        'naturalness_rating',
        'usa_shop_link',
        'eu_shop_link',
        'natural_ingredients',
      ),
    )
    .$call(col.jsonLists('certifications', 'packaging'))
    .$call(col.texts('origin_region', 'ownership_brand'))
    .$call(col.jsonLists('skin_type', 'sensitivity', 'pros', 'cons', 'quotes'))
    .addColumn('ingredients_text', 'text')
    .$call(col.createdAndUpdated)
    .execute();
  await createIndex(db, 'products_created_at', 'products', ['created_at', 'id']);
  await createIndex(db, 'products_brand', 'products', ['brand', 'created_at']);
  await createIndex(db, 'products_hero', 'products', ['is_homepage_hero']);
  await createIndex(db, 'products_home_best', 'products', ['is_homepage_bestseller']);
  await createIndex(db, 'products_hero_brand', 'products', ['is_hero_brand']);

  await db.schema
    .createTable('product_ingredients')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('product_id', 'integer', col.ownedBy('products.id'))
    .addColumn('position', 'integer', col.zero)
    .addColumn('ingredient_name', 'text', col.required)
    .addColumn('safety_rating', 'text', col.required)
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .$call(col.jsonLists('concerns', 'sources'))
    .addColumn('created_at', 'text', col.stamped)
    .execute();
  await createIndex(db, 'product_ingredients_product', 'product_ingredients', [
    'product_id',
    'position',
  ]);

  await db.schema
    .createTable('author_profiles')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('name', 'text', col.required)
    .addColumn('bio', 'text')
    .execute();

  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('name', 'text', col.required)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('color', 'text')
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('title', 'text', col.required)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('subtitle', 'text')
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .$call(col.texts('excerpt', 'featured_image_url'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft','review','published')`),
    )
    .addColumn('author_id', 'integer', col.linkTo('author_profiles.id'))
    .addColumn('category_id', 'integer', col.linkTo('blog_categories.id'))
    .$call(col.texts('meta_title', 'meta_description'))
    .addColumn('meta_keywords', 'text', col.jsonList)
    .addColumn('og_image_url', 'text')
    .addColumn('read_time_minutes', 'integer')
    .addColumn('published_at', 'text')
    .$call(col.createdAndUpdated)
    .addColumn('view_count', 'integer', col.zero)
    .execute();
  await createIndex(db, 'blog_posts_status', 'blog_posts', ['status', 'published_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'blog_posts',
    'blog_categories',
    'author_profiles',
    'product_ingredients',
    'products',
  ]);
}
