import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';
import { createIndex } from './lib/steps';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // The ingredient knowledge base: built-in (reviewed data file), staff-written and AI-written entries.
  await db.schema
    .createTable('ingredients')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('inci', 'text', col.required)
    .addColumn('name_key', 'text', (c) => c.notNull().unique()) // normalised INCI name
    .addColumn('synonyms', 'text', col.jsonList)
    .addColumn('cas', 'text')
    .addColumn('functions', 'text', col.jsonList)
    .addColumn('rating', 'text', (c) =>
      c.notNull().check(sql`rating in ('no-concern','low-to-moderate-concern','high-concern')`),
    )
    .addColumn('concerns', 'text', col.jsonList)
    .addColumn('origin', 'text')
    .addColumn('explanation', 'text', col.required)
    .addColumn('sources', 'text', col.jsonList)
    .addColumn('domain', 'text', (c) =>
      c
        .notNull()
        .defaultTo('cosmetics')
        .check(sql`domain in ('cosmetics','household')`),
    )
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('builtin','staff','ai')`))
    .addColumn('reviewed', 'integer', col.zero)
    .addColumn('model', 'text') // the AI model that wrote an 'ai' entry
    .$call(col.createdAndUpdated)
    .execute();
  await createIndex(db, 'ingredients_source', 'ingredients', ['source', 'reviewed']);

  // Which version of the built-in data file was last loaded (a content hash).
  await db.schema
    .createTable('ingredient_kb_sync')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', col.required)
    .addColumn('entries', 'integer', col.required)
    .addColumn('synced_at', 'text', col.stamped)
    .execute();

  // A product's analysed ingredient points at its knowledge-base entry (for functions and details).
  await db.schema
    .alterTable('product_ingredients')
    .addColumn('ingredient_id', 'integer', col.linkTo('ingredients.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_ingredients').dropColumn('ingredient_id').execute();
  await db.schema.dropTable('ingredient_kb_sync').execute();
  await db.schema.dropTable('ingredients').execute();
}
