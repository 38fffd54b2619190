import type { Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // An ingredient that serves cosmetics and household cleaners alike gets an explanation for the
  // context it is not filed under: a JSON object keyed by domain ("cosmetics", "household").
  // Null when the one explanation serves every context. The built-in entries are rewritten with
  // theirs by the next start-up sync.
  await db.schema.alterTable('ingredients').addColumn('explanations', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ingredients').dropColumn('explanations').execute();
}
