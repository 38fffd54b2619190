import { sql, type Kysely } from 'kysely';

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
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('post_id', 'integer', (c) =>
      c.notNull().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('featured_image_url', 'text')
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('og_image_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    /** Who saved it (a staff user's name), when known. */
    .addColumn('saved_by', 'text')
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    )
    .execute();
  await db.schema
    .createIndex('blog_post_revisions_post')
    .on('blog_post_revisions')
    .columns(['post_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_post_revisions').execute();
  await db.schema.dropIndex('blog_posts_scheduled').execute();
  await db.schema.alterTable('blog_posts').dropColumn('ai_text_hash').execute();
  await db.schema.alterTable('blog_posts').dropColumn('scheduled_at').execute();
}
