/**
 * The ingredient knowledge base: the reviewed data files in ./kb (built in), loaded into the
 * `ingredients` table next to staff-written and AI-written entries, and an in-memory index of all
 * of them for matching.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { SAFETY_RATINGS } from '../../shared/ingredients';
import {
  CAS_NUMBER,
  entryEvidence,
  EVIDENCE_LEVELS,
  KB_CONCERNS,
  KB_FUNCTIONS,
  KB_ORIGINS,
  type EvidenceLevel,
} from '../../shared/ingredients-kb';
import type { DB } from '../db/connect';
import { fromJsonList, toJsonList } from '../db/json';
import type { IngredientsTable } from '../db/schema';
import cosmeticsCommon from './kb/cosmetics-common.json' with { type: 'json' };
import cosmeticsLabels from './kb/cosmetics-labels.json' with { type: 'json' };
import cosmeticsRegulated from './kb/cosmetics-regulated.json' with { type: 'json' };
import cosmeticsData from './kb/cosmetics.json' with { type: 'json' };
import householdRegulated from './kb/household-regulated.json' with { type: 'json' };
import householdLabels from './kb/household-labels.json' with { type: 'json' };
import householdData from './kb/household.json' with { type: 'json' };
import { IngredientIndex } from './matcher';
import { nameKey } from './normalize';
import type { KbDomain, KbEntry, KbFileEntry, KbSource } from './types';

const text = z.string().trim().min(1);

/** The shape every entry of the data files must have (checked by kb.test.ts and at load). */
export const kbFileEntrySchema = z.strictObject({
  inci: text.max(120),
  synonyms: z.array(text.max(120)).max(40),
  cas: z.string().regex(CAS_NUMBER).nullable(),
  functions: z.array(z.enum(KB_FUNCTIONS)).min(1),
  rating: z.enum(SAFETY_RATINGS),
  concerns: z.array(z.enum(KB_CONCERNS)),
  origin: z.enum(KB_ORIGINS),
  explanation: z.string().trim().min(40).max(400),
  explanations: z
    .strictObject({
      cosmetics: z.string().trim().min(40).max(400).optional(),
      household: z.string().trim().min(40).max(400).optional(),
    })
    .optional(),
  sources: z.array(text.max(300)).min(1),
  evidence: z.enum(EVIDENCE_LEVELS).optional(),
});

/** The reviewed data files, each with the domain of its entries. */
export const KB_FILES: readonly { file: string; domain: KbDomain; entries: readonly unknown[] }[] =
  [
    { file: 'cosmetics.json', domain: 'cosmetics', entries: cosmeticsData },
    { file: 'cosmetics-common.json', domain: 'cosmetics', entries: cosmeticsCommon },
    { file: 'cosmetics-regulated.json', domain: 'cosmetics', entries: cosmeticsRegulated },
    { file: 'household.json', domain: 'household', entries: householdData },
    { file: 'household-regulated.json', domain: 'household', entries: householdRegulated },
    { file: 'cosmetics-labels.json', domain: 'cosmetics', entries: cosmeticsLabels },
    { file: 'household-labels.json', domain: 'household', entries: householdLabels },
  ];

export interface BuiltinEntry {
  domain: KbDomain;
  entry: KbFileEntry;
  /** The entry's own level, or the default its sources give. */
  evidence: EvidenceLevel;
}

let builtinCache: { entries: BuiltinEntry[]; hash: string } | null = null;

/** The data files, validated; throws naming the first bad entry. */
export function builtinKnowledgeBase(): { entries: BuiltinEntry[]; hash: string } {
  if (builtinCache) return builtinCache;
  const entries: BuiltinEntry[] = [];
  for (const { file, domain, entries: list } of KB_FILES) {
    list.forEach((raw, index) => {
      const parsed = kbFileEntrySchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(
          `Ingredient knowledge base ${file}[${index}] is invalid: ${issue.path.join('.')} ${issue.message}`,
        );
      }
      const entry = parsed.data as KbFileEntry;
      entries.push({ domain, entry, evidence: entryEvidence(entry.evidence, entry.sources) });
    });
  }
  // Of what is loaded, not of the files alone: a change of the evidence defaults resyncs too.
  const hash = crypto.createHash('sha256').update(JSON.stringify(entries)).digest('hex');
  builtinCache = { entries, hash };
  return builtinCache;
}

/** Built-in entries as KbEntry objects with stand-in ids (for tests and tools without a database). */
export function builtinKbEntries(): KbEntry[] {
  return builtinKnowledgeBase().entries.map(({ domain, entry, evidence }, index) => ({
    id: -(index + 1),
    ...entry,
    evidence,
    domain,
    source: 'builtin',
    reviewed: true,
    model: null,
  }));
}

export interface SyncSummary {
  changed: boolean;
  inserted: number;
  updated: number;
  removed: number;
}

/**
 * Loads the data files into the `ingredients` table when they changed since the last load (a
 * content hash). Staff-edited entries are never overwritten; AI-written entries that the data
 * file now covers are removed (the reviewed entry replaces them).
 */
export async function syncBuiltinKnowledgeBase(db: DB): Promise<SyncSummary> {
  const { entries, hash } = builtinKnowledgeBase();
  const state = await db
    .selectFrom('ingredient_kb_sync')
    .select('hash')
    .where('name', '=', 'builtin')
    .executeTakeFirst();
  if (state?.hash === hash) return { changed: false, inserted: 0, updated: 0, removed: 0 };

  const summary = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('ingredients')
      .select(['id', 'name_key', 'source', 'synonyms'])
      .execute();
    const byKey = new Map(existing.map((row) => [row.name_key, row]));
    const now = new Date().toISOString();
    const fileKeys = new Set<string>();
    const fileNames = new Set<string>();
    let inserted = 0;
    let updated = 0;
    for (const { domain, entry, evidence } of entries) {
      const key = nameKey(entry.inci);
      fileKeys.add(key);
      for (const name of [entry.inci, ...entry.synonyms]) fileNames.add(nameKey(name));
      const values = {
        inci: entry.inci,
        synonyms: toJsonList(entry.synonyms),
        cas: entry.cas,
        functions: toJsonList(entry.functions),
        rating: entry.rating,
        concerns: toJsonList(entry.concerns),
        origin: entry.origin,
        explanation: entry.explanation,
        explanations: entry.explanations ? JSON.stringify(entry.explanations) : null,
        sources: toJsonList(entry.sources),
        evidence,
        domain,
        source: 'builtin' as const,
        reviewed: 1,
        model: null,
        updated_at: now,
      };
      const row = byKey.get(key);
      if (!row) {
        await trx
          .insertInto('ingredients')
          .values({ ...values, name_key: key })
          .execute();
        inserted++;
      } else if (row.source !== 'staff') {
        await trx.updateTable('ingredients').set(values).where('id', '=', row.id).execute();
        updated++;
      }
    }
    let removed = 0;
    for (const row of existing) {
      const goneFromFile = row.source === 'builtin' && !fileKeys.has(row.name_key);
      const nowCovered =
        row.source === 'ai' && (fileNames.has(row.name_key) || fileKeys.has(row.name_key));
      if (goneFromFile || nowCovered) {
        await trx.deleteFrom('ingredients').where('id', '=', row.id).execute();
        removed++;
      }
    }
    await trx
      .insertInto('ingredient_kb_sync')
      .values({ name: 'builtin', hash, entries: entries.length, synced_at: now })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ hash, entries: entries.length, synced_at: now }),
      )
      .execute();
    return { changed: true, inserted, updated, removed };
  });
  invalidateKnowledgeBase(db);
  return summary;
}

// ── The in-memory index, one per database ─────────────────────────────────────────────────────

/** Other processes may write entries too; re-read at least this often. */
const INDEX_TTL_MS = 60_000;
const SOURCE_ORDER: Record<KbSource, number> = { staff: 0, builtin: 1, ai: 2 };

interface CachedIndex {
  index: IngredientIndex;
  loadedAt: number;
}

const indexes = new WeakMap<DB, CachedIndex>();
const loading = new WeakMap<DB, Promise<IngredientIndex>>();
const synced = new WeakMap<DB, Promise<SyncSummary>>();

export function invalidateKnowledgeBase(db: DB): void {
  indexes.delete(db);
}

/** The index of every entry in the database (syncing the built-in data once per database). */
export async function knowledgeBaseIndex(db: DB): Promise<IngredientIndex> {
  const cached = indexes.get(db);
  if (cached && Date.now() - cached.loadedAt < INDEX_TTL_MS) return cached.index;
  const pending = loading.get(db);
  if (pending) return pending;
  const promise = (async () => {
    let sync = synced.get(db);
    if (!sync) {
      sync = syncBuiltinKnowledgeBase(db);
      synced.set(db, sync);
    }
    try {
      await sync;
    } catch (error) {
      synced.delete(db);
      throw error;
    }
    const rows = await db.selectFrom('ingredients').selectAll().execute();
    const entries = rows
      .map(rowToEntry)
      .sort((a, b) => SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] || a.id - b.id);
    const index = new IngredientIndex(entries);
    indexes.set(db, { index, loadedAt: Date.now() });
    return index;
  })().finally(() => loading.delete(db));
  loading.set(db, promise);
  return promise;
}

export function rowToEntry(
  row: {
    [K in keyof IngredientsTable]: K extends 'id' | 'created_at' ? unknown : IngredientsTable[K];
  } & { id: number },
): KbEntry {
  return {
    id: row.id,
    inci: row.inci,
    synonyms: fromJsonList(row.synonyms),
    cas: row.cas,
    functions: fromJsonList(row.functions),
    rating: row.rating,
    concerns: fromJsonList(row.concerns),
    origin: row.origin,
    explanation: row.explanation,
    explanations: contextExplanations(row.explanations),
    sources: fromJsonList(row.sources),
    evidence: entryEvidence(row.evidence, fromJsonList(row.sources)),
    domain: row.domain,
    source: row.source,
    reviewed: row.reviewed === 1,
    model: row.model,
  };
}

/** The stored explanations per context; anything but strings under a known domain is dropped. */
function contextExplanations(text: string | null): Partial<Record<KbDomain, string>> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const out: Partial<Record<KbDomain, string>> = {};
    for (const domain of ['cosmetics', 'household'] as const) {
      const value = (parsed as Record<string, unknown>)[domain];
      if (typeof value === 'string' && value.trim()) out[domain] = value;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  } catch {
    return undefined;
  }
}
