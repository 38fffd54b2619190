import type { DB } from '../db/connect';

/** The slugs of the stored posts a shopper can read (published), or with `false` those they cannot. */
export async function postSlugs(db: DB, published: boolean): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select('slug')
    .where('status', published ? '=' : '!=', 'published')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.slug);
}
