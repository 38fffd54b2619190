import { sql, type Kysely } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // A conversation with the personal assistant. The id is a random 128-bit token (base64url): it
  // is the only key to the thread, so it must be unguessable. No name, e-mail or IP is stored.
  await db.schema
    .createTable('chat_threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // What the built-in engine remembers across turns (category, concerns, avoid list …), JSON.
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    // Last activity: threads idle for longer than the retention period are deleted.
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('chat_threads_updated')
    .on('chat_threads')
    .column('updated_at')
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('thread_id', 'text', (c) =>
      c.notNull().references('chat_threads.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user','assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    // A photo is never stored: only its file name and the text read from it.
    .addColumn('image_name', 'text')
    .addColumn('image_text', 'text')
    .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('engine', 'text') // 'builtin' or the model that wrote an assistant message
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('chat_messages_thread')
    .on('chat_messages')
    .columns(['thread_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_threads').execute();
}
