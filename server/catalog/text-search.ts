/**
 * The catalogue's search text (SPEC.md §5: name, brand or description contains the text,
 * case-insensitively), behind one function so that PostgreSQL can answer it with pg_trgm later.
 *
 * On SQLite the products_fts table (FTS5, trigram tokenizer, kept by triggers in the same
 * transaction as products) answers texts of three characters or more; trigrams cannot answer
 * shorter ones, so those are matched by a scan, the rule itself. Query-time synonyms
 * (search_synonyms) widen a text to its alternatives.
 */
import { sql } from 'kysely';
import type { DB } from '../db/connect';

/** The ids of the products whose name, brand or description contains the text. */
export type TextSearch = (text: string) => Promise<number[]>;

/** The shortest text the trigram index can answer. */
export const TRIGRAM_LENGTH = 3;

export interface TextFields {
  id: number;
  name: string;
  brand: string | null;
  description: string | null;
}

/** The rule of SPEC.md §5, literally: the reference the index is tested against. */
export function containsText(row: TextFields, lowerText: string): boolean {
  return (
    row.name.toLowerCase().includes(lowerText) ||
    (row.brand ?? '').toLowerCase().includes(lowerText) ||
    (row.description ?? '').toLowerCase().includes(lowerText)
  );
}

export function idsContaining(rows: Iterable<TextFields>, text: string): number[] {
  const lower = text.toLowerCase();
  const ids: number[] = [];
  for (const row of rows) if (containsText(row, lower)) ids.push(row.id);
  return ids;
}

/** An FTS5 phrase: the text as one quoted string, so that operators in it mean nothing. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

async function ftsIds(db: DB, text: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ${ftsPhrase(text)}
  `.execute(db);
  return rows.map((row) => row.id);
}

async function scannedIds(db: DB, text: string): Promise<number[]> {
  const lower = text.toLowerCase();
  const ids: number[] = [];
  const rows = db.selectFrom('products').select(['id', 'name', 'brand', 'description']);
  for await (const row of rows.stream(1000)) if (containsText(row, lower)) ids.push(row.id);
  return ids;
}

async function alternativesOf(db: DB, text: string): Promise<string[]> {
  const rows = await db
    .selectFrom('search_synonyms')
    .select('alternative')
    .where('term', '=', text.toLowerCase())
    .execute();
  return rows.map((row) => row.alternative);
}

export function sqliteTextSearch(db: DB): TextSearch {
  return async (text) => {
    const ids = new Set<number>();
    for (const needle of [text, ...(await alternativesOf(db, text))]) {
      const found =
        [...needle].length >= TRIGRAM_LENGTH
          ? await ftsIds(db, needle)
          : await scannedIds(db, needle);
      for (const id of found) ids.add(id);
    }
    return [...ids];
  };
}
