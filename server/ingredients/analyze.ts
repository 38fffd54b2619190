/**
 * Ingredient analysis (staff only): an ingredient list in, one analysis per
 * ingredient out, the product's product_ingredients replaced in one transaction.
 *
 * Known ingredients come from the knowledge base (is_cached). Unknown ones go to the AI provider
 * when one is configured and are stored as AI-written, unreviewed entries (so the next run finds
 * them cached); without a provider they come back as 'not in our database yet', not as an error.
 */
import {
  NOT_IN_DATABASE_EXPLANATION,
  UNKNOWN_RATING,
  type IngredientRating,
} from '../../shared/ingredients';
import { AiError, type AiProvider } from '../ai/types';
import type { DB } from '../db/connect';
import { toJsonList } from '../db/json';
import type { Logger } from '../logger';
import { invalidateCatalog } from '../catalog/service';
import { dictionaryExplanation } from './dictionary';
import { DomainError } from '../errors';
import { assessProduct, standardBasis, type StandardIngredient } from '../../shared/standard';
import {
  applyStandard,
  assessStoredProduct,
  STANDARD_ACTOR,
  standardIngredientOf,
} from '../standard/badges';
import { MAX_AI_INGREDIENTS_PER_RUN, writeEntriesWithAi, type AiOutcome } from './ai-writer';
import { invalidateKnowledgeBase, knowledgeBaseIndex } from './kb';
import type { IngredientIndex, IngredientMatch } from './matcher';
import { nameKey } from './normalize';
import { parseIngredientList, type ParsedIngredient } from './parse';
import {
  domainOfCategory,
  explanationFor,
  type KbDomain,
  type KbEntry,
  type KbSource,
} from './types';

export const MAX_INGREDIENT_LIST_LENGTH = 20_000;

/** One ingredient's analysis result, plus what the admin screen shows about the entry. */
export interface AnalysisResult {
  ingredient_name: string;
  safety_rating: IngredientRating;
  explanation: string;
  concerns: string[];
  sources: string[];
  is_cached: boolean;
  functions: string[];
  /** The name as printed on the label, when it differs from the knowledge-base name. */
  label_name: string;
  ingredient_id: number | null;
  /** Where the entry comes from: builtin (reviewed data), staff, ai (unreviewed) or null (unknown). */
  source: KbSource | null;
  reviewed: boolean;
  may_contain: boolean;
}

export interface AnalysisStats {
  total: number;
  new_analyses: number;
  cached: number;
  /** Not rated: not in the knowledge base and no AI analysis. */
  unknown: number;
}

export interface AnalysisOutput {
  results: AnalysisResult[];
  stats: AnalysisStats;
}

/** The list held no ingredient names; the product's own list being empty is no error to staff. */
export function isEmptyListError(error: unknown): boolean {
  return error instanceof DomainError && error.field === 'ingredientList';
}

export interface AnalyzeDeps {
  db: DB;
  ai: AiProvider;
  logger: Logger;
}

export async function analyzeProductIngredients(
  deps: AnalyzeDeps,
  input: { productId: number; ingredientList: string; changedBy?: string },
  signal?: AbortSignal,
): Promise<AnalysisOutput> {
  const { db, ai, logger } = deps;
  const product = await db
    .selectFrom('products')
    .select(['id', 'category', 'ingredients_text'])
    .where('id', '=', input.productId)
    .executeTakeFirst();
  if (!product) {
    throw new DomainError('NOT_FOUND', `Product ${input.productId} was not found.`);
  }
  const items = parseIngredientList(input.ingredientList);
  if (items.length === 0) {
    throw new DomainError(
      'BAD_REQUEST',
      'No ingredient names could be read from it.',
      'ingredientList',
    );
  }

  // A shampoo's surfactant is explained as in a shampoo, a dish liquid's as in a cleaner.
  const domain: KbDomain = domainOfCategory(product.category);
  const index = await knowledgeBaseIndex(db);
  const rows: { item: ParsedIngredient; match: IngredientMatch | null }[] = [];
  const seenEntries = new Set<number>();
  for (const item of items) {
    const match = index.match(item);
    if (match) {
      if (seenEntries.has(match.entry.id)) continue; // 'Aqua' and 'Water' on one label
      seenEntries.add(match.entry.id);
    }
    rows.push({ item, match });
  }

  // Unknown ingredients: ask the model (when there is one) and keep what it wrote.
  const unknownNames = rows.filter((r) => !r.match).map((r) => r.item.name);
  const toAsk = ai.languageModel ? unknownNames.slice(0, MAX_AI_INGREDIENTS_PER_RUN) : [];
  let outcomes = new Map<string, AiOutcome>();
  const written = new Map<string, KbEntry>();
  if (toAsk.length > 0) {
    outcomes = await writeEntriesWithAi(ai, toAsk, signal).catch((error: unknown) => {
      if (error instanceof AiError) {
        logger.warn({ err: error, code: error.code }, 'AI ingredient analysis failed');
      }
      throw error;
    });
    for (const [key, outcome] of outcomes) {
      if (!outcome.ok) continue;
      const entry = await storeAiEntry(db, outcome.draft, domain, ai.model);
      if (entry) written.set(key, entry);
    }
    if (written.size > 0) invalidateKnowledgeBase(db);
    const failed = [...outcomes.values()].filter((o) => !o.ok).length;
    if (failed > 0)
      logger.warn({ failed, asked: toAsk.length }, 'AI ingredient analysis partly failed');
  }

  const standardIngredients: StandardIngredient[] = [];
  const results: AnalysisResult[] = rows.map(({ item, match }) => {
    const known = match?.entry ?? written.get(nameKey(item.name));
    standardIngredients.push(
      known
        ? standardIngredientOf(known)
        : { name: item.name, rating: UNKNOWN_RATING, functions: [], concerns: [], origin: null },
    );
    if (match) return fromEntry(item, match.entry, true, domain);
    const key = nameKey(item.name);
    const entry = written.get(key);
    if (entry) return fromEntry(item, entry, false, domain);
    const outcome = outcomes.get(key);
    // Not rated, but the dictionary may know what it is and does.
    const dictionary = index.dictionary.identify(item.candidates);
    return {
      ingredient_name: dictionary?.how === 'listed' ? dictionary.inci : item.name,
      label_name: item.raw,
      safety_rating: UNKNOWN_RATING,
      explanation:
        outcome && !outcome.ok
          ? `Analysis failed: ${outcome.reason}.`
          : dictionary
            ? dictionaryExplanation(dictionary)
            : NOT_IN_DATABASE_EXPLANATION,
      concerns: [],
      sources: [],
      functions: dictionary?.functions ?? [],
      is_cached: false,
      ingredient_id: null,
      source: null,
      reviewed: false,
      may_contain: item.mayContain,
    };
  });

  const searchableChanged = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('product_ingredients').where('product_id', '=', product.id).execute();
    const now = new Date().toISOString();
    if (results.length > 0) {
      await trx
        .insertInto('product_ingredients')
        .values(
          results.map((result, position) => ({
            product_id: product.id,
            position,
            ingredient_name: result.ingredient_name,
            safety_rating: result.safety_rating,
            // Shoppers never see a failure notice: the stored text stays 'not in our database yet'.
            explanation: result.explanation.startsWith('Analysis failed')
              ? storedUnratedExplanation(rows[position]!.item, index)
              : result.explanation,
            concerns: toJsonList(result.concerns),
            sources: toJsonList(result.sources),
            ingredient_id: result.ingredient_id,
            created_at: now,
          })),
        )
        .execute();
    }
    const changed = await applyStandard(
      trx,
      product.id,
      assessProduct(standardIngredients, standardBasis(product.category)),
      {
        changedBy: input.changedBy ?? STANDARD_ACTOR,
        reason: 'Ingredient list analysed',
      },
    );
    const text = input.ingredientList.trim();
    if (text !== product.ingredients_text) {
      await trx
        .updateTable('products')
        .set({ ingredients_text: text, updated_at: now })
        .where('id', '=', product.id)
        .execute();
    }
    return changed.searchable;
  });
  if (searchableChanged) invalidateCatalog(db, [product.id]);

  const cached = results.filter((r) => r.is_cached).length;
  const fresh = results.filter((r) => !r.is_cached && r.ingredient_id !== null).length;
  return {
    results,
    stats: {
      total: results.length,
      new_analyses: fresh,
      cached,
      unknown: results.length - cached - fresh,
    },
  };
}

/** What shoppers read for an ingredient the analysis could not rate. */
function storedUnratedExplanation(item: ParsedIngredient, index: IngredientIndex): string {
  const known = index.dictionary.identify(item.candidates);
  return known ? dictionaryExplanation(known) : NOT_IN_DATABASE_EXPLANATION;
}

/** A product without an ingredient list: no analysis, and no badge ('Not assessed'). */
export async function clearProductAnalysis(
  db: DB,
  productId: number,
  changedBy: string = STANDARD_ACTOR,
): Promise<void> {
  const changed = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('product_ingredients').where('product_id', '=', productId).execute();
    return applyStandard(trx, productId, await assessStoredProduct(trx, productId), {
      changedBy,
      reason: 'Ingredient list removed',
    });
  });
  if (changed.searchable) invalidateCatalog(db, [productId]);
}

function fromEntry(
  item: ParsedIngredient,
  entry: KbEntry,
  cached: boolean,
  domain: KbDomain,
): AnalysisResult {
  return {
    ingredient_name: entry.inci,
    label_name: item.raw,
    safety_rating: entry.rating,
    explanation: explanationFor(entry, domain),
    concerns: entry.concerns,
    sources: entry.sources,
    functions: entry.functions,
    is_cached: cached,
    ingredient_id: entry.id,
    source: entry.source,
    reviewed: entry.reviewed,
    may_contain: item.mayContain,
  };
}

async function storeAiEntry(
  db: DB,
  draft: {
    name: string;
    rating: KbEntry['rating'];
    explanation: string;
    concerns: string[];
    functions: string[];
    sources: string[];
  },
  domain: KbDomain,
  model: string,
): Promise<KbEntry | null> {
  const key = nameKey(draft.name);
  const sources =
    draft.sources.length > 0 ? draft.sources : [`Written by AI (${model}); not yet reviewed`];
  // A model's draft, even one naming real sources, is not an assessment anyone checked: a data gap
  // (rated cautiously, open to change) until staff review it and choose the level themselves.
  const evidence = 'data-gap';
  const row = await db
    .insertInto('ingredients')
    .values({
      inci: draft.name,
      name_key: key,
      synonyms: toJsonList([]),
      cas: null,
      functions: toJsonList(draft.functions),
      rating: draft.rating,
      concerns: toJsonList(draft.concerns),
      origin: null,
      explanation: draft.explanation,
      sources: toJsonList(sources),
      evidence,
      domain,
      source: 'ai',
      reviewed: 0,
      model,
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('name_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    inci: draft.name,
    synonyms: [],
    cas: null,
    functions: draft.functions,
    rating: draft.rating,
    concerns: draft.concerns,
    origin: null,
    explanation: draft.explanation,
    sources,
    evidence,
    domain,
    source: 'ai',
    reviewed: false,
    model,
  };
}
