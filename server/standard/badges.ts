/**
 * Clean and Natural badges, computed by the Puur standard (shared/standard.ts) from a product's
 * analysed ingredients and the knowledge base. Nobody switches a badge by hand: a product's own
 * change applies the standard in the transaction that stores its analysis, and a knowledge-base
 * or standard change recomputes the products it touches in short slices off the request. Every
 * change of badge is kept in product_badge_changes with who, when and why.
 */
import { asIngredientRating } from '../../shared/ingredients';
import {
  assessProduct,
  BADGE_LABELS,
  badgesOf,
  standardBasis,
  STANDARD_VERSION,
  type BadgeDecision,
  type BadgeId,
  type ProductBadges,
  type StandardAssessment,
  type StandardIngredient,
} from '../../shared/standard';
import { invalidateCatalog } from '../catalog/service';
import type { DB } from '../db/connect';
import { oneAtATime, PROCESS_LOCKS } from '../db/process-locks';
import { fromJsonList } from '../db/json';
import { builtinKnowledgeBase, knowledgeBaseIndex } from '../ingredients/kb';
import type { KbEntry } from '../ingredients/types';
import type { Logger } from '../logger';
import { timeSlices } from '../time-slices';

/** Who changed a badge when no person did: a rule or knowledge-base change. */
export const STANDARD_ACTOR = 'Puur standard';

export interface BadgeChangeCause {
  /** A staff member's email, or STANDARD_ACTOR. */
  changedBy: string;
  /** What happened: 'Ingredient list analysed', 'Knowledge base entry edited: …'. */
  reason: string;
}

const BADGES: readonly BadgeId[] = ['clean', 'natural'];

/** A knowledge-base entry as the standard reads it. */
export function standardIngredientOf(entry: KbEntry): StandardIngredient {
  return {
    name: entry.inci,
    rating: entry.rating,
    functions: entry.functions,
    concerns: entry.concerns,
    origin: entry.origin,
    synonyms: entry.synonyms,
  };
}

type EntryLookup = (id: number) => KbEntry | undefined;

/** The standard's view of a product's stored analysis, with each entry as the KB has it now. */
export async function storedIngredients(
  db: DB,
  productId: number,
  entryById: EntryLookup,
): Promise<StandardIngredient[]> {
  const rows = await db
    .selectFrom('product_ingredients')
    .select(['ingredient_name', 'safety_rating', 'concerns', 'ingredient_id'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((row) => {
    const entry = row.ingredient_id === null ? undefined : entryById(row.ingredient_id);
    if (entry) return standardIngredientOf(entry);
    return {
      name: row.ingredient_name,
      rating: asIngredientRating(row.safety_rating),
      functions: [],
      concerns: fromJsonList(row.concerns),
      origin: null,
    };
  });
}

export async function entryLookup(db: DB): Promise<EntryLookup> {
  const index = await knowledgeBaseIndex(db);
  const byId = new Map(index.entries.map((entry) => [entry.id, entry]));
  return (id) => byId.get(id);
}

/** The assessment of a product as its data stands now (what the product page explains). */
export async function assessStoredProduct(
  db: DB,
  productId: number,
  entryById?: EntryLookup,
): Promise<StandardAssessment> {
  const lookup = entryById ?? (await entryLookup(db));
  const product = await db
    .selectFrom('products')
    .select('category')
    .where('id', '=', productId)
    .executeTakeFirst();
  return assessProduct(
    await storedIngredients(db, productId, lookup),
    standardBasis(product?.category),
  );
}

/** Why a badge was given or withdrawn, in one line for the history. */
export function decisionSummary(decision: BadgeDecision): string {
  const failed = decision.checks.filter((check) => !check.passed);
  if (failed.length === 0) return `${BADGE_LABELS[decision.badge]}: every rule is met`;
  return `${BADGE_LABELS[decision.badge]}: ${failed
    .map((check) =>
      check.ingredients.length ? `${check.rule} (${check.ingredients.join(', ')})` : check.rule,
    )
    .join('; ')}`;
}

/** What applying the standard changed on a product. */
export interface StandardChange {
  badges: BadgeId[];
  /** Whether anything a search reads or shows changed (verdict, badges or ingredient families). */
  searchable: boolean;
}

/**
 * Stores the badges, verdict and ingredient families the standard gives a product, in the
 * caller's transaction, and keeps a history row for each badge that changed.
 */
export async function applyStandard(
  db: DB,
  productId: number,
  assessment: StandardAssessment,
  cause: BadgeChangeCause,
): Promise<StandardChange> {
  const row = await db
    .selectFrom('products')
    .select(['toxicity_rating', 'naturalness_rating', 'verdict', 'ingredient_families'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!row) return { badges: [], searchable: false };
  const families = assessment.families ? JSON.stringify(assessment.families) : null;
  const familiesChanged = row.ingredient_families !== families;
  const verdictChanged = row.verdict !== assessment.verdict;
  if (verdictChanged || familiesChanged) {
    await db
      .updateTable('products')
      .set({ verdict: assessment.verdict, ingredient_families: families })
      .where('id', '=', productId)
      .execute();
  }
  const next = badgesOf(assessment);
  const current: ProductBadges = {
    clean: row.toxicity_rating === 'clean',
    natural: row.naturalness_rating === 'natural',
  };
  const changed = BADGES.filter((badge) => current[badge] !== next[badge]);
  if (changed.length === 0) return { badges: [], searchable: familiesChanged || verdictChanged };
  await db
    .updateTable('products')
    .set({
      toxicity_rating: next.clean ? 'clean' : null,
      naturalness_rating: next.natural ? 'natural' : null,
    })
    .where('id', '=', productId)
    .execute();
  await db
    .insertInto('product_badge_changes')
    .values(
      changed.map((badge) => ({
        product_id: productId,
        badge,
        awarded: next[badge] ? 1 : 0,
        reason: `${cause.reason}. ${decisionSummary(assessment[badge])}`,
        changed_by: cause.changedBy,
        standard_version: STANDARD_VERSION,
      })),
    )
    .execute();
  return { badges: changed, searchable: true };
}

/** How long one slice of a recomputation may hold the event loop. */
export const SLICE_MS = 40;

/**
 * Applies the standard again to the given products (after a knowledge-base or standard change),
 * one short transaction each, yielding to other requests at least every SLICE_MS.
 */
export async function recomputeBadges(
  db: DB,
  productIds: readonly number[],
  cause: BadgeChangeCause,
): Promise<{ checked: number; changed: number }> {
  const lookup = await entryLookup(db);
  const changedIds: number[] = [];
  const pause = timeSlices(SLICE_MS);
  for (const productId of productIds) {
    await pause();
    const change = await db.transaction().execute(async (trx) => {
      const assessment = await assessStoredProduct(trx, productId, lookup);
      return applyStandard(trx, productId, assessment, cause);
    });
    if (change.searchable) changedIds.push(productId);
  }
  if (changedIds.length > 0) invalidateCatalog(db, changedIds);
  return { checked: productIds.length, changed: changedIds.length };
}

const queues = new WeakMap<DB, Promise<void>>();

async function recompute(
  db: DB,
  logger: Logger,
  productIds: readonly number[] | 'all',
  cause: BadgeChangeCause,
): Promise<void> {
  const ids = productIds === 'all' ? await allProductIds(db) : productIds;
  const { checked, changed } = await recomputeBadges(db, ids, cause);
  if (changed > 0) logger.info({ checked, changed, reason: cause.reason }, 'badges recomputed');
}

/**
 * Recomputes badges after the response, one job after another per database (a knowledge-base edit
 * must not race a standard change). A failure is logged; the next change recomputes again.
 */
export function queueBadgeRecompute(
  db: DB,
  logger: Logger,
  productIds: readonly number[] | 'all',
  cause: BadgeChangeCause,
): Promise<void> {
  const previous = queues.get(db) ?? Promise.resolve();
  // One job at a time in this process, and across the processes on one PostgreSQL.
  const job = previous.then(() =>
    oneAtATime(db, () => recompute(db, logger, productIds, cause), PROCESS_LOCKS.badges),
  );
  const settled = job.catch((error: unknown) => {
    logger.error({ err: error, reason: cause.reason }, 'could not recompute badges');
  });
  queues.set(db, settled);
  return settled;
}

/** Resolves once every queued recomputation has run (tests, shutdown). */
export function badgeRecomputesSettled(db: DB): Promise<void> {
  return queues.get(db) ?? Promise.resolve();
}

async function allProductIds(db: DB): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/**
 * At start: when the standard's version or the built-in knowledge base changed since the badges
 * were last computed, recompute every product's badges (in the background, in short slices).
 */
export async function refreshBadgesIfStandardChanged(db: DB, logger: Logger): Promise<void> {
  await knowledgeBaseIndex(db); // syncs the built-in data first
  const marker = badgesMarker();
  // After the other jobs of this process; the check, the recomputation and its record under the
  // badges lock, so that processes started together on one PostgreSQL recompute once.
  const previous = queues.get(db) ?? Promise.resolve();
  const job = previous.then(() =>
    oneAtATime(
      db,
      async () => {
        const state = await db
          .selectFrom('ingredient_kb_sync')
          .select('hash')
          .where('name', '=', 'badges')
          .executeTakeFirst();
        if (state?.hash === marker) return;
        await recompute(db, logger, 'all', {
          changedBy: STANDARD_ACTOR,
          reason: state
            ? 'The standard or the built-in knowledge base changed'
            : 'Badges first computed',
        });
        await recordBadgesCurrent(db, marker);
      },
      PROCESS_LOCKS.badges,
    ),
  );
  queues.set(
    db,
    job.catch(() => {}),
  );
  await job;
}

function badgesMarker(): string {
  return `${builtinKnowledgeBase().hash}:v${STANDARD_VERSION}`;
}

async function recordBadgesCurrent(db: DB, marker = badgesMarker()): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('ingredient_kb_sync')
    .values({ name: 'badges', hash: marker, entries: STANDARD_VERSION, synced_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ hash: marker, synced_at: now }))
    .execute();
}

/**
 * Computes every product's badges now and records them as current, so that the next start has
 * nothing to recompute (a generated catalogue: `npm run seed -- --synthetic`, the bench).
 */
export async function settleAllBadges(db: DB): Promise<void> {
  await knowledgeBaseIndex(db);
  await recomputeBadges(db, await allProductIds(db), {
    changedBy: STANDARD_ACTOR,
    reason: 'Badges first computed',
  });
  await recordBadgesCurrent(db);
}

/** The ids of the products whose analysis uses one of these entries. */
export async function productsUsingEntries(db: DB, entryIds: readonly number[]): Promise<number[]> {
  if (entryIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_ingredients')
    .select('product_id')
    .distinct()
    .where('ingredient_id', 'in', entryIds)
    .orderBy('product_id')
    .execute();
  return rows.map((row) => row.product_id);
}

export interface BadgePreview {
  id: number;
  name: string;
  brand: string | null;
  gains: BadgeId[];
  loses: BadgeId[];
}

/**
 * What an edit of one knowledge-base entry would do to the products that use it, before staff
 * save it: the products that would gain or lose a badge.
 */
export async function previewEntryEdit(db: DB, edited: KbEntry): Promise<BadgePreview[]> {
  const lookup = await entryLookup(db);
  const withEdit: EntryLookup = (id) => (id === edited.id ? edited : lookup(id));
  const previews: BadgePreview[] = [];
  for (const productId of await productsUsingEntries(db, [edited.id])) {
    const before = badgesOf(await assessStoredProduct(db, productId, lookup));
    const after = badgesOf(await assessStoredProduct(db, productId, withEdit));
    const gains = BADGES.filter((badge) => !before[badge] && after[badge]);
    const loses = BADGES.filter((badge) => before[badge] && !after[badge]);
    if (gains.length === 0 && loses.length === 0) continue;
    const product = await db
      .selectFrom('products')
      .select(['id', 'name', 'brand'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    previews.push({ ...product, gains, loses });
  }
  return previews;
}

export interface BadgeHistoryItem {
  badge: BadgeId;
  awarded: boolean;
  reason: string;
  changed_by: string;
  created_at: string;
}

/** A product's badge history, newest first (staff). */
export async function badgeHistory(db: DB, productId: number): Promise<BadgeHistoryItem[]> {
  const rows = await db
    .selectFrom('product_badge_changes')
    .select(['badge', 'awarded', 'reason', 'changed_by', 'created_at'])
    .where('product_id', '=', productId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({ ...row, awarded: row.awarded === 1 }));
}
