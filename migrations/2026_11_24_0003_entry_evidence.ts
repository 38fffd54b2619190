import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // How much is known about an entry's safety: assessed, limited or data-gap. Null for rows written
  // before this column: the application derives their level from their sources. The built-in
  // entries are rewritten with their level by the next start-up sync.
  await db.schema
    .alterTable('ingredients')
    .addColumn('evidence', 'text', (c) =>
      c.check(sql`evidence is null or evidence in ('assessed','limited','data-gap')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ingredients').dropColumn('evidence').execute();
}
