import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex, dropTables } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', col.required)
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin','editor')`))
    .addColumn('password_hash', 'text', col.required)
    .$call(col.createdAndUpdated)
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the token; the token itself is never stored
    .addColumn('staff_id', 'integer', col.ownedBy('staff_users.id'))
    .addColumn('created_at', 'text', col.required)
    .addColumn('last_seen_at', 'text', col.required)
    .addColumn('expires_at', 'text', col.required)
    .$call(col.texts('ip', 'user_agent'))
    .execute();
  await createIndex(db, 'staff_sessions_staff', 'staff_sessions', ['staff_id']);

  await db.schema
    .createTable('setup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', col.required)
    .addColumn('expires_at', 'text', col.required)
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (c) => c.primaryKey()) // 'account:<email>' or 'ip:<address>'
    .addColumn('failures', 'integer', col.required)
    .addColumn('last_failure_at', 'text', col.required)
    .addColumn('locked_until', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['sign_in_failures', 'setup_tokens', 'staff_sessions', 'staff_users']);
}
