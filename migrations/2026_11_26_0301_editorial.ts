import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex, dropTables, dropIndexes, dropColumns } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // Scheduled publishing (decision 0004): a draft or review post goes live at scheduled_at.
  await db.schema.alterTable('blog_posts').addColumn('scheduled_at', 'text').execute();
  // The AI mark: a hash of the text the AI wrote; shown while the content still hashes to it.
  await db.schema.alterTable('blog_posts').addColumn('ai_text_hash', 'text').execute();
  await db.schema
    .createIndex('blog_posts_scheduled')
    .on('blog_posts')
    .column('scheduled_at')
    .where(sql.ref('scheduled_at'), 'is not', null)
    .execute();

  // Revisions: every save of a post stores what was saved, so staff can restore an older text.
  await db.schema
    .createTable('blog_post_revisions')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('post_id', 'integer', col.ownedBy('blog_posts.id'))
    .addColumn('title', 'text', col.required)
    .addColumn('subtitle', 'text')
    .addColumn('content', 'text', col.required)
    .$call(col.texts('excerpt', 'featured_image_url', 'meta_title', 'meta_description'))
    .addColumn('meta_keywords', 'text', col.jsonList)
    .addColumn('og_image_url', 'text')
    .addColumn('status', 'text', col.required)
    /** Who saved it (a staff user's name), when known. */
    .addColumn('saved_by', 'text')
    .addColumn('created_at', 'text', col.stamped)
    .execute();
  await createIndex(db, 'blog_post_revisions_post', 'blog_post_revisions', ['post_id', 'id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['blog_post_revisions']);
  await dropIndexes(db, ['blog_posts_scheduled']);
  await dropColumns(db, 'blog_posts', ['ai_text_hash', 'scheduled_at']);
}
