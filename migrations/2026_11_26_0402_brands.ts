import { sql, type Kysely } from 'kysely';
import * as col from './lib/columns';

// Frozen in time: never import application types here.
export async function up(db: Kysely<any>): Promise<void> {
  // Brands as entities (server/products/brands.ts): one row per brand, its spelling the one
  // products show. Names are unique whatever their case ("Oat atelier" is "Oat Atelier").
  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', col.autoKey)
    .addColumn('name', 'text', col.required)
    /** The name trimmed, single-spaced and lower-cased (in JavaScript, so "É" matches "é"). */
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', col.stamped)
    .execute();

  // Merge the spellings products used: per brand (ignoring case and spacing), the spelling most
  // products have wins (on a tie, the one with more capitals, then the first in order).
  const rows = await sql<{ brand: string; n: number }>`
    select brand, count(*) as n from products
    where brand is not null and trim(brand) <> ''
    group by brand`.execute(db);
  const groups = new Map<string, { spelling: string; n: number }[]>();
  for (const row of rows.rows) {
    const clean = row.brand.trim().replace(/\s+/g, ' ');
    const key = clean.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), { spelling: clean, n: Number(row.n) }]);
  }
  const capitals = (s: string) => s.replace(/[^A-Z]/g, '').length;
  for (const spellings of groups.values()) {
    const winner = [...spellings].sort(
      (a, b) =>
        b.n - a.n ||
        capitals(b.spelling) - capitals(a.spelling) ||
        a.spelling.localeCompare(b.spelling),
    )[0]!.spelling;
    await db
      .insertInto('brands')
      .values({ name: winner, name_key: winner.toLowerCase() })
      .execute();
    for (const row of rows.rows) {
      if (
        row.brand !== winner &&
        row.brand.trim().replace(/\s+/g, ' ').toLowerCase() === winner.toLowerCase()
      )
        await db
          .updateTable('products')
          .set({ brand: winner })
          .where('brand', '=', row.brand)
          .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('brands').execute();
}
