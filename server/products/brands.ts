/**
 * Brands as entities: the `brands` table holds each brand once, in the spelling products show.
 * A product's brand is stored as that spelling: whatever case or spacing staff type ("oat
 * atelier", "Oat  Atelier"), a known brand is recognised and a new one is added to the list.
 */
import { sql } from 'kysely';
import type { DB } from '../db/connect';

/** How a brand is written when compared: trimmed, single spaces, lower case. */
export function brandKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function cleanBrand(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * The list's spelling of each given brand, keyed by `brandKey`; brands not on the list yet are
 * added with the spelling given. Run it inside the transaction that writes the products.
 */
export async function canonicalBrands(
  db: DB,
  names: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const wanted = new Map<string, string>();
  for (const name of names) {
    // A new brand takes the first spelling given.
    if (name && cleanBrand(name) && !wanted.has(brandKey(name)))
      wanted.set(brandKey(name), cleanBrand(name));
  }
  const found = new Map<string, string>();
  const keys = [...wanted.keys()];
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('brands')
      .select('name')
      .where('name_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(brandKey(row.name), row.name);
  }
  for (const [key, spelling] of wanted) {
    if (found.has(key)) continue;
    await db
      .insertInto('brands')
      .values({ name: spelling, name_key: key })
      .onConflict((oc) => oc.column('name_key').doNothing())
      .execute();
    found.set(key, spelling);
  }
  return found;
}

/** One product's brand in the list's spelling (added to the list when new), or null. */
export async function canonicalBrand(
  db: DB,
  name: string | null | undefined,
): Promise<string | null> {
  if (!name || !cleanBrand(name)) return null;
  return (await canonicalBrands(db, [name])).get(brandKey(name)) ?? null;
}

/** The brand list for staff: every brand with how many products carry it. */
export async function listBrands(db: DB): Promise<{ name: string; products: number }[]> {
  const rows = await db
    .selectFrom('brands as b')
    .leftJoin('products as p', 'p.brand', 'b.name')
    .select(['b.name', (eb) => eb.fn.count<number>('p.id').as('products')])
    .groupBy('b.id')
    .orderBy(sql`lower(b.name)`)
    .execute();
  return rows.map((row) => ({ name: row.name, products: Number(row.products) }));
}
