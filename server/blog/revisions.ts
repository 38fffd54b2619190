/**
 * Revisions (decision 0004): every save of a post stores what was saved, so staff can see the
 * post's history and restore an older text. A restore writes the revision's text back (title,
 * subtitle, content, excerpt, images and SEO fields; status, slug, author, category and dates stay
 * as they are) and is itself stored as a new revision, so nothing is ever lost.
 */
import { readTimeMinutes } from '../../shared/text';
import type { DB } from '../db/connect';
import type { BlogPostRevisionsTable } from '../db/schema';
import type { Insertable } from 'kysely';

/** How many revisions a post keeps (the oldest beyond this are dropped on save). */
export const MAX_REVISIONS = 100;

const TEXT_COLUMNS = [
  'title',
  'subtitle',
  'content',
  'excerpt',
  'featured_image_url',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'og_image_url',
] as const;

export interface RevisionSummary {
  id: number;
  created_at: string;
  title: string;
  status: 'draft' | 'review' | 'published';
  saved_by: string | null;
  words: number;
}

/** Stores the post as it is now as a revision. */
export async function storeRevision(
  db: DB,
  postId: number,
  savedBy: string | null,
  now = new Date().toISOString(),
): Promise<void> {
  const post = await db
    .selectFrom('blog_posts')
    .select([...TEXT_COLUMNS, 'status'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post) return;
  const row: Insertable<BlogPostRevisionsTable> = {
    ...post,
    post_id: postId,
    saved_by: savedBy,
    created_at: now,
  };
  await db.insertInto('blog_post_revisions').values(row).execute();
  // Keep the newest MAX_REVISIONS.
  await db
    .deleteFrom('blog_post_revisions')
    .where('post_id', '=', postId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('blog_post_revisions')
        .select('id')
        .where('post_id', '=', postId)
        .orderBy('id', 'desc')
        .limit(MAX_REVISIONS),
    )
    .execute();
}

/** A post's revisions, newest first. */
export async function listRevisions(db: DB, postId: number): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom('blog_post_revisions')
    .select(['id', 'created_at', 'title', 'status', 'saved_by', 'content'])
    .where('post_id', '=', postId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(({ content, ...row }) => ({
    ...row,
    words: content.trim() ? content.trim().split(/\s+/).length : 0,
  }));
}

/**
 * Writes a revision's text back into its post and stores the result as a new revision; false when
 * the post or the revision (of that post) does not exist (false).
 */
export async function restoreRevision(
  db: DB,
  postId: number,
  revisionId: number,
  savedBy: string | null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revision = await trx
      .selectFrom('blog_post_revisions')
      .select(TEXT_COLUMNS)
      .where('id', '=', revisionId)
      .where('post_id', '=', postId)
      .executeTakeFirst();
    if (!revision) return false;
    const now = new Date().toISOString();
    const result = await trx
      .updateTable('blog_posts')
      .set({
        ...revision,
        read_time_minutes: readTimeMinutes(revision.content),
        // An editor chose this text: it is no longer an untouched AI draft.
        ai_text_hash: null,
        updated_at: now,
      })
      .where('id', '=', postId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await storeRevision(trx, postId, savedBy, now);
    return true;
  });
}
