import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('description', 'text')
    .addColumn('subtitle', 'text')
    .addColumn('category', 'text')
    .addColumn('image_url', 'text')
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('price', 'real')
    .addColumn('rating', 'real')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_bestseller', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_homepage_hero', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_homepage_bestseller', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_hero_brand', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('toxicity_rating', 'text')
    .addColumn('naturalness_rating', 'text')
    .addColumn('usa_shop_link', 'text')
    .addColumn('eu_shop_link', 'text')
    .addColumn('natural_ingredients', 'text')
    .addColumn('certifications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('packaging', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('origin_region', 'text')
    .addColumn('ownership_brand', 'text')
    .addColumn('skin_type', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sensitivity', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('pros', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('quotes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('ingredients_text', 'text')
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .addColumn('updated_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .execute();
  await db.schema
    .createIndex('products_created_at')
    .on('products')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('products_brand')
    .on('products')
    .columns(['brand', 'created_at'])
    .execute();
  await db.schema
    .createIndex('products_hero')
    .on('products')
    .columns(['is_homepage_hero'])
    .execute();
  await db.schema
    .createIndex('products_home_best')
    .on('products')
    .columns(['is_homepage_bestseller'])
    .execute();
  await db.schema
    .createIndex('products_hero_brand')
    .on('products')
    .columns(['is_hero_brand'])
    .execute();

  await db.schema
    .createTable('product_ingredients')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ingredient_name', 'text', (c) => c.notNull())
    .addColumn('safety_rating', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('concerns', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sources', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .execute();
  await db.schema
    .createIndex('product_ingredients_product')
    .on('product_ingredients')
    .columns(['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('author_profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text')
    .execute();

  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('color', 'text')
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('subtitle', 'text')
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', 'text')
    .addColumn('featured_image_url', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft','review','published')`),
    )
    .addColumn('author_id', 'integer', (c) =>
      c.references('author_profiles.id').onDelete('set null'),
    )
    .addColumn('category_id', 'integer', (c) =>
      c.references('blog_categories.id').onDelete('set null'),
    )
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('og_image_url', 'text')
    .addColumn('read_time_minutes', 'integer')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .addColumn('updated_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('blog_posts_status')
    .on('blog_posts')
    .columns(['status', 'published_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'blog_posts',
    'blog_categories',
    'author_profiles',
    'product_ingredients',
    'products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
