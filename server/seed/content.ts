import { sql } from 'kysely';
import type { DB } from '../db/connect';

/** Tables that hold content; a database with rows in any of them is "not empty". */
const CONTENT_TABLES = ['products', 'blog_posts', 'author_profiles', 'blog_categories'] as const;

export async function isDatabaseEmpty(db: DB): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    if (row.n > 0) return false;
  }
  return true;
}

export async function wipeContent(db: DB): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('product_ingredients').execute();
    await trx.deleteFrom('blog_posts').execute();
    await trx.deleteFrom('products').execute();
    await trx.deleteFrom('author_profiles').execute();
    await trx.deleteFrom('blog_categories').execute();
  });
}
