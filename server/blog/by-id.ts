/** Row-by-id reads and writes shared by the blog's tables: posts, categories and author profiles. */
import type { DB } from '../db/connect';

type BlogTable = 'blog_posts' | 'blog_categories' | 'author_profiles';

export async function existsById(db: DB, table: BlogTable, id: number): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether a row with this id was there to delete. */
export async function deleteById(db: DB, table: BlogTable, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
