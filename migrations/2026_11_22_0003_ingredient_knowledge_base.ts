import { sql, type Kysely } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // The ingredient knowledge base: built-in (reviewed data file), staff-written and AI-written entries.
  await db.schema
    .createTable('ingredients')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('inci', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique()) // normalised INCI name
    .addColumn('synonyms', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cas', 'text')
    .addColumn('functions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('rating', 'text', (c) =>
      c.notNull().check(sql`rating in ('no-concern','low-to-moderate-concern','high-concern')`),
    )
    .addColumn('concerns', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('origin', 'text')
    .addColumn('explanation', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('domain', 'text', (c) =>
      c
        .notNull()
        .defaultTo('cosmetics')
        .check(sql`domain in ('cosmetics','household')`),
    )
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('builtin','staff','ai')`))
    .addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('model', 'text') // the AI model that wrote an 'ai' entry
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('ingredients_source')
    .on('ingredients')
    .columns(['source', 'reviewed'])
    .execute();

  // Which version of the built-in data file was last loaded (a content hash).
  await db.schema
    .createTable('ingredient_kb_sync')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('synced_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  // A product's analysed ingredient points at its knowledge-base entry (for functions and details).
  await db.schema
    .alterTable('product_ingredients')
    .addColumn('ingredient_id', 'integer', (c) =>
      c.references('ingredients.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_ingredients').dropColumn('ingredient_id').execute();
  await db.schema.dropTable('ingredient_kb_sync').execute();
  await db.schema.dropTable('ingredients').execute();
}
