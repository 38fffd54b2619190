/**
 * Staff review of AI-written knowledge-base entries: list what awaits review, approve (with
 * edits) or remove. An approved entry becomes a staff entry (never overwritten by the data files);
 * the products that use it show the reviewed text at once.
 */
import { NOT_IN_DATABASE_EXPLANATION, type SafetyRating } from '../../shared/ingredients';
import { defaultEvidence } from '../../shared/ingredients-kb';
import type { DB } from '../db/connect';
import { fromJsonList, toJsonList } from '../db/json';
import { invalidateKnowledgeBase } from './kb';
import { categoriesOfDomain, type KbDomain } from './types';

export interface PendingEntry {
  id: number;
  inci: string;
  rating: SafetyRating;
  explanation: string;
  concerns: string[];
  functions: string[];
  sources: string[];
  model: string | null;
  created_at: string;
  /** How many products use it. */
  products: number;
}

export const PENDING_LIMIT = 50;

export async function pendingEntries(db: DB): Promise<{ total: number; entries: PendingEntry[] }> {
  const where = db.selectFrom('ingredients').where('source', '=', 'ai').where('reviewed', '=', 0);
  const total = await where
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await where
    .select([
      'id',
      'inci',
      'rating',
      'explanation',
      'concerns',
      'functions',
      'sources',
      'model',
      'created_at',
      (eb) =>
        eb
          .selectFrom('product_ingredients')
          .select((inner) =>
            inner.fn.count<number>('product_ingredients.product_id').distinct().as('n'),
          )
          .whereRef('product_ingredients.ingredient_id', '=', 'ingredients.id')
          .as('products'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PENDING_LIMIT)
    .execute();
  return {
    total: Number(total.n),
    entries: rows.map((row) => ({
      id: row.id,
      inci: row.inci,
      rating: row.rating,
      explanation: row.explanation,
      concerns: fromJsonList(row.concerns),
      functions: fromJsonList(row.functions),
      sources: fromJsonList(row.sources),
      model: row.model,
      created_at: row.created_at,
      products: Number(row.products ?? 0),
    })),
  };
}

export interface ReviewInput {
  id: number;
  rating: SafetyRating;
  explanation: string;
  concerns: string[];
  functions: string[];
  sources: string[];
}

/** Approves an AI entry with the reviewer's text. Returns false when there is no such AI entry. */
export async function approveEntry(db: DB, input: ReviewInput): Promise<boolean> {
  const updated = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('ingredients')
      .set({
        rating: input.rating,
        explanation: input.explanation,
        concerns: toJsonList(input.concerns),
        functions: toJsonList(input.functions),
        sources: toJsonList(input.sources),
        // No longer a model's draft: the level the reviewed sources support (editable later).
        evidence: defaultEvidence(input.sources),
        source: 'staff',
        reviewed: 1,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', input.id)
      .where('source', '=', 'ai')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await showEntryInProducts(trx, input.id, input);
    return true;
  });
  if (updated) invalidateKnowledgeBase(db);
  return updated;
}

/** Copies an entry's rating and text into the analyses of the products that use it. */
export async function showEntryInProducts(
  db: DB,
  entryId: number,
  entry: Pick<ReviewInput, 'rating' | 'explanation' | 'concerns' | 'sources'> & {
    /** Explanations for a context of their own (a cleaner's, where the entry is a cosmetic's). */
    explanations?: Partial<Record<KbDomain, string>>;
  },
): Promise<void> {
  await db
    .updateTable('product_ingredients')
    .set({
      safety_rating: entry.rating,
      explanation: entry.explanation,
      concerns: toJsonList(entry.concerns),
      sources: toJsonList(entry.sources),
    })
    .where('ingredient_id', '=', entryId)
    .execute();
  // Each product reads the entry in its own context: a dish liquid's surfactant as a cleaner's.
  for (const domain of ['cosmetics', 'household'] as const) {
    const text = entry.explanations?.[domain];
    if (!text) continue;
    const household = categoriesOfDomain('household');
    await db
      .updateTable('product_ingredients')
      .set({ explanation: text })
      .where('ingredient_id', '=', entryId)
      .where('product_id', 'in', (eb) => {
        const products = eb.selectFrom('products').select('id');
        return domain === 'household'
          ? products.where('category', 'in', household)
          : products.where((p) =>
              p.or([p('category', 'is', null), p('category', 'not in', household)]),
            );
      })
      .execute();
  }
}

/**
 * Removes an AI entry the team does not trust; products that used it show the ingredient as not
 * rated again. Returns false when there is no such AI entry.
 */
export async function removeEntry(db: DB, id: number): Promise<boolean> {
  const removed = await db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('ingredients')
      .select('id')
      .where('id', '=', id)
      .where('source', '=', 'ai')
      .executeTakeFirst();
    if (!entry) return false;
    await trx
      .updateTable('product_ingredients')
      .set({
        safety_rating: 'unknown',
        explanation: NOT_IN_DATABASE_EXPLANATION,
        concerns: toJsonList([]),
        sources: toJsonList([]),
        ingredient_id: null,
      })
      .where('ingredient_id', '=', id)
      .execute();
    await trx.deleteFrom('ingredients').where('id', '=', id).execute();
    return true;
  });
  if (removed) invalidateKnowledgeBase(db);
  return removed;
}
