/**
 * Staff authoring of the knowledge base: search every entry, read one with the products that use
 * it, preview what an edit does to their badges, and save a new entry or an edit of any entry. A
 * saved entry is a staff entry, which the built-in data files never overwrite.
 */
import type { SafetyRating } from '../../shared/ingredients';
import type { EvidenceLevel } from '../../shared/ingredients-kb';
import type { PreviewEntryInput, SaveEntryInput } from '../../shared/schemas/ingredients';
import { ENTRIES_PAGE_SIZE } from '../../shared/schemas/ingredients';
import type { DB } from '../db/connect';
import { toJsonList } from '../db/json';
import { DomainError } from '../errors';
import { previewEntryEdit, productsUsingEntries, type BadgePreview } from '../standard/badges';
import { invalidateKnowledgeBase, knowledgeBaseIndex } from './kb';
import { nameKey } from './normalize';
import { showEntryInProducts } from './review';
import { otherDomain, type KbEntry, type KbSource } from './types';

export interface EntrySummary {
  id: number;
  inci: string;
  rating: SafetyRating;
  source: KbSource;
  reviewed: boolean;
  evidence: EvidenceLevel;
  /** How many products use it. */
  products: number;
}

/** Entries whose name or a synonym contains the query (any case), by name, a page at a time. */
export async function searchEntries(
  db: DB,
  { query, page }: { query: string; page: number },
): Promise<{ total: number; page: number; pageSize: number; entries: EntrySummary[] }> {
  const needle = query.trim().toLowerCase();
  const { entries } = await knowledgeBaseIndex(db);
  const matches = entries
    .filter((entry) =>
      [entry.inci, ...entry.synonyms].some((n) => n.toLowerCase().includes(needle)),
    )
    .sort((a, b) => a.inci.localeCompare(b.inci));
  const shown = matches.slice((page - 1) * ENTRIES_PAGE_SIZE, page * ENTRIES_PAGE_SIZE);
  const counts = await productCounts(
    db,
    shown.map((entry) => entry.id),
  );
  return {
    total: matches.length,
    page,
    pageSize: ENTRIES_PAGE_SIZE,
    entries: shown.map((entry) => ({
      id: entry.id,
      inci: entry.inci,
      rating: entry.rating,
      source: entry.source,
      reviewed: entry.reviewed,
      evidence: entry.evidence,
      products: counts.get(entry.id) ?? 0,
    })),
  };
}

async function productCounts(db: DB, entryIds: number[]): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_ingredients')
    .select((eb) => ['ingredient_id', eb.fn.count<number>('product_id').distinct().as('products')])
    .where('ingredient_id', 'in', entryIds)
    .groupBy('ingredient_id')
    .execute();
  return new Map(rows.map((row) => [row.ingredient_id!, Number(row.products)]));
}

async function entryById(db: DB, id: number): Promise<KbEntry> {
  const entry = (await knowledgeBaseIndex(db)).entries.find((candidate) => candidate.id === id);
  if (!entry) throw new DomainError('NOT_FOUND', 'There is no knowledge-base entry with this id.');
  return entry;
}

/**
 * One entry with every field, the explanation for the context it is not filed under (where it
 * serves both), and the products whose analysis uses it.
 */
export async function entryDetails(db: DB, id: number) {
  const entry = await entryById(db, id);
  const contextExplanation = entry.explanations?.[otherDomain(entry.domain)] ?? '';
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'brand'])
    .where('id', 'in', (eb) =>
      eb.selectFrom('product_ingredients').select('product_id').where('ingredient_id', '=', id),
    )
    .orderBy('name')
    .execute();
  return { ...entry, contextExplanation, products };
}

/** The products that would gain or lose a badge if the entry had these values. */
export async function previewEntry(db: DB, input: PreviewEntryInput): Promise<BadgePreview[]> {
  const { id, ...values } = input;
  return previewEntryEdit(db, { ...(await entryById(db, id)), ...values });
}

/** Refuses a name another entry already has, naming the field that has it. */
async function checkNamesAreFree(db: DB, input: SaveEntryInput): Promise<void> {
  const owners = new Map<string, KbEntry>();
  for (const entry of (await knowledgeBaseIndex(db)).entries) {
    if (entry.id === input.id) continue;
    for (const name of [entry.inci, ...entry.synonyms]) owners.set(nameKey(name), entry);
  }
  const names = [input.inci, ...input.synonyms];
  names.forEach((name, position) => {
    const owner = owners.get(nameKey(name));
    if (!owner) return;
    throw new DomainError(
      'CONFLICT',
      `“${name}” is already a name of ${owner.inci}.`,
      position === 0 ? 'inci' : 'synonyms',
    );
  });
}

/**
 * Links the products whose analysis lists one of the entry's names as an unknown ingredient to
 * the entry (they were analysed before it existed).
 */
async function linkUnknownIngredients(db: DB, entryId: number, names: string[]): Promise<void> {
  const keys = new Set(names.map(nameKey));
  const unknown = await db
    .selectFrom('product_ingredients')
    .select(['id', 'ingredient_name'])
    .where('ingredient_id', 'is', null)
    .execute();
  const ids = unknown.filter((row) => keys.has(nameKey(row.ingredient_name))).map((row) => row.id);
  if (ids.length === 0) return;
  await db
    .updateTable('product_ingredients')
    .set({ ingredient_id: entryId })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Writes a new entry or an edit of any entry as a reviewed staff entry, and shows it in the
 * analyses of the products that use it. Returns its id and those products (for the badges).
 */
export async function saveEntry(
  db: DB,
  input: SaveEntryInput,
): Promise<{ id: number; created: boolean; productIds: number[] }> {
  const existing = input.id === undefined ? undefined : await entryById(db, input.id);
  await checkNamesAreFree(db, input);
  const synonyms = [...new Set(input.synonyms)];
  // The explanation for the other context: as given, else the one the entry had (a caller that
  // does not send it keeps it; an empty text removes it).
  const other = otherDomain(input.domain);
  const contextText = input.contextExplanation ?? existing?.explanations?.[other] ?? '';
  const explanations = contextText ? { [other]: contextText } : undefined;
  const values = {
    inci: input.inci,
    name_key: nameKey(input.inci),
    synonyms: toJsonList(synonyms),
    cas: input.cas || null,
    functions: toJsonList(input.functions),
    rating: input.rating,
    concerns: toJsonList(input.concerns),
    origin: input.origin,
    explanation: input.explanation,
    explanations: explanations ? JSON.stringify(explanations) : null,
    sources: toJsonList(input.sources),
    evidence: input.evidence,
    domain: input.domain,
    source: 'staff' as const,
    reviewed: 1,
    updated_at: new Date().toISOString(),
  };
  const id = await db.transaction().execute(async (trx) => {
    let entryId = input.id;
    if (entryId === undefined) {
      const row = await trx
        .insertInto('ingredients')
        .values({ ...values, model: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      entryId = row.id;
    } else {
      await trx.updateTable('ingredients').set(values).where('id', '=', entryId).execute();
    }
    await linkUnknownIngredients(trx, entryId, [input.inci, ...synonyms]);
    await showEntryInProducts(trx, entryId, { ...input, explanations });
    return entryId;
  });
  invalidateKnowledgeBase(db);
  return { id, created: input.id === undefined, productIds: await productsUsingEntries(db, [id]) };
}
