/**
 * The avoid list's own words (`linalool`, `coconut`) in products' ingredients. A word hits an
 * ingredient when its name or one of its knowledge-base synonyms contains it, as on the product
 * page (shared/ingredients.ts avoidMatches): an analysed ingredient is named by its entry, one
 * without an entry by the name on the label.
 */
import { sql } from 'kysely';
import { foldAvoidName } from '../../shared/avoid-list';
import type { DB } from '../db/connect';
import { containsPattern } from '../db/like';
import { knowledgeBaseIndex } from '../ingredients/kb';

/** The knowledge-base entries whose name or a synonym contains one of the words. */
async function entriesWithWords(db: DB, words: readonly string[]): Promise<number[]> {
  const { entries } = await knowledgeBaseIndex(db);
  return entries
    .filter((entry) => {
      const names = [entry.inci, ...entry.synonyms].map(foldAvoidName);
      return words.some((word) => names.some((name) => name.includes(word)));
    })
    .map((entry) => entry.id);
}

/** The ids of the products whose analysed ingredients hold one of the (lower-case) words. */
export async function productsWithWords(db: DB, words: readonly string[]): Promise<Set<number>> {
  if (words.length === 0) return new Set();
  const entryIds = await entriesWithWords(db, words);
  const folded = sql`replace(lower(ingredient_name), 'sulphate', 'sulfate')`;
  const rows = await db
    .selectFrom('product_ingredients')
    .select('product_id')
    .distinct()
    .where((eb) =>
      eb.or([
        ...(entryIds.length ? [eb('ingredient_id', 'in', entryIds)] : []),
        eb.and([
          eb('ingredient_id', 'is', null),
          eb.or(
            words.map((word) => sql<boolean>`${folded} like ${containsPattern(word)} escape '\\'`),
          ),
        ]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/** Per product of these ids, the words its analysed ingredients hold (products without are left out). */
export async function wordsInProducts(
  db: DB,
  productIds: readonly number[],
  words: readonly string[],
): Promise<Record<number, string[]>> {
  if (productIds.length === 0 || words.length === 0) return {};
  const { entries } = await knowledgeBaseIndex(db);
  const namesById = new Map(entries.map((e) => [e.id, [e.inci, ...e.synonyms].map(foldAvoidName)]));
  const rows = await db
    .selectFrom('product_ingredients')
    .select(['product_id', 'ingredient_name', 'ingredient_id'])
    .where('product_id', 'in', [...productIds])
    .execute();
  const hits: Record<number, string[]> = {};
  for (const row of rows) {
    const names =
      row.ingredient_id === null
        ? [foldAvoidName(row.ingredient_name)]
        : (namesById.get(row.ingredient_id) ?? []);
    for (const word of words) {
      if (!names.some((name) => name.includes(word))) continue;
      const list = (hits[row.product_id] ??= []);
      if (!list.includes(word)) list.push(word);
    }
  }
  return hits;
}
