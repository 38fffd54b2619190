/**
 * The catalogue's search text rule (name, brand or description contains the text,
 * case-insensitively) and its query-time synonyms. The in-memory text index (./text-index.ts)
 * answers it; `containsText` is the rule itself, the reference the index is tested against.
 */
import { productTypeNamed, productTypeNames } from '../../shared/catalog';
import type { DB } from '../db/connect';

export interface TextFields {
  id: number;
  name: string;
  brand: string | null;
  description: string | null;
}

/** The search text rule, literally: name, brand or description contains the text. */
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

/** What a search text looks for besides itself. */
export interface SearchTerms {
  /** Other texts a product may contain instead (synonyms, spellings, Dutch names). */
  alternatives: string[];
  /** The product type the text names ("moisturizers"): every product of that type matches. */
  productType: string | null;
}

export const NO_TERMS: SearchTerms = { alternatives: [], productType: null };

/**
 * The search_synonyms of a text, and when it names a product type (shared/catalog.ts), that type
 * and all its names: "moisturiser", "moisturizers" and "vochtinbrengende crème" find the same.
 */
export function searchTermsOf(synonyms: Synonyms, text: string): SearchTerms {
  const lower = text.toLowerCase();
  const type = productTypeNamed(text);
  const alternatives = [
    ...(synonyms.get(lower) ?? []),
    ...(type ? productTypeNames(type) : []),
  ].filter((alternative) => alternative !== lower);
  return { alternatives: [...new Set(alternatives)], productType: type?.id ?? null };
}

/** search_synonyms: each term's alternatives. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

/** The whole search_synonyms table (a short list kept by the operator), read once per version. */
export async function readSynonyms(db: DB): Promise<Synonyms> {
  const rows = await db.selectFrom('search_synonyms').select(['term', 'alternative']).execute();
  const synonyms = new Map<string, string[]>();
  for (const row of rows)
    synonyms.set(row.term, [...(synonyms.get(row.term) ?? []), row.alternative]);
  return synonyms;
}
