import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex, dropTables } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // A conversation with the personal assistant. The id is a random 128-bit token (base64url): it
  // is the only key to the thread, so it must be unguessable. No name, e-mail or IP is stored.
  await db.schema
    .createTable('chat_threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // What the built-in engine remembers across turns (category, concerns, avoid list …), JSON.
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('message_count', 'integer', col.zero)
    .addColumn('created_at', 'text', col.stamped)
    // Last activity: threads idle for longer than the retention period are deleted.
    .addColumn('updated_at', 'text', col.stamped)
    .execute();
  await createIndex(db, 'chat_threads_updated', 'chat_threads', ['updated_at']);

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('thread_id', 'text', col.ownedBy('chat_threads.id'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user','assistant')`))
    .addColumn('content', 'text', col.required)
    // A photo is never stored: only its file name and the text read from it.
    .$call(col.texts('image_name', 'image_text'))
    .addColumn('product_ids', 'text', col.jsonList)
    .addColumn('engine', 'text') // 'builtin' or the model that wrote an assistant message
    .addColumn('created_at', 'text', col.stamped)
    .execute();
  await createIndex(db, 'chat_messages_thread', 'chat_messages', ['thread_id', 'id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['chat_messages', 'chat_threads']);
}
