/**
 * The catalogue's search text rule (SPEC.md §5: name, brand or description contains the text,
 * case-insensitively) and its query-time synonyms. The in-memory text index (./text-index.ts)
 * answers it; `containsText` is the rule itself, the reference the index is tested against.
 */
import type { DB } from '../db/connect';

export interface TextFields {
  id: number;
  name: string;
  brand: string | null;
  description: string | null;
}

/** The rule of SPEC.md §5, literally. */
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

/** The texts a search for `text` also looks for (search_synonyms: spellings, Dutch names). */
export async function alternativesOf(db: DB, text: string): Promise<string[]> {
  const rows = await db
    .selectFrom('search_synonyms')
    .select('alternative')
    .where('term', '=', text.toLowerCase())
    .execute();
  return rows.map((row) => row.alternative);
}
