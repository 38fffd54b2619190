/**
 * What the assistant remembers across the turns of one thread (stored as JSON in
 * chat_threads.state): the language, the product type and category being discussed, the concerns
 * and the shopper's avoid list, and which products it already showed.
 */
import { z } from 'zod';
import { AVOID_GROUP_IDS, MAX_AVOID_TERM_LENGTH } from '../../shared/ingredients';
import { CATEGORIES, CERTIFICATIONS, PACKAGING, SKIN_TYPES } from '../../shared/catalog';

export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SITUATIONS = ['pregnancy', 'baby'] as const;
export type Situation = (typeof SITUATIONS)[number];

const MAX_SHOWN = 30;

const memorySchema = z.object({
  lang: z.enum(LANGUAGES).catch('en'),
  category: z.enum(CATEGORIES).nullable().catch(null),
  type: z.string().max(40).nullable().catch(null),
  avoidGroups: z
    .array(z.string())
    .catch([])
    .transform((list) => list.filter((g) => AVOID_GROUP_IDS.includes(g))),
  avoidTerms: z.array(z.string().max(MAX_AVOID_TERM_LENGTH)).max(20).catch([]),
  /** How to say the custom terms ('coconut', 'Linalool'). */
  avoidTermLabels: z.array(z.string().max(60)).max(20).catch([]),
  skinTypes: z.array(z.enum(SKIN_TYPES)).catch([]),
  situations: z.array(z.enum(SITUATIONS)).catch([]),
  certifications: z.array(z.enum(CERTIFICATIONS)).catch([]),
  packaging: z.array(z.enum(PACKAGING)).catch([]),
  priceMax: z.number().positive().nullable().catch(null),
  shown: z.array(z.number().int()).max(MAX_SHOWN).catch([]),
  /** Ingredients flagged on the last list or label the shopper shared (KB names). */
  lastFlagged: z.array(z.string().max(120)).max(30).catch([]),
});

export type Memory = z.infer<typeof memorySchema>;

export function emptyMemory(lang: Language = 'en'): Memory {
  return {
    lang,
    category: null,
    type: null,
    avoidGroups: [],
    avoidTerms: [],
    avoidTermLabels: [],
    skinTypes: [],
    situations: [],
    certifications: [],
    packaging: [],
    priceMax: null,
    shown: [],
    lastFlagged: [],
  };
}

/** Lenient: a damaged or old state becomes as much of a memory as can be read. */
export function parseMemory(json: string | null | undefined): Memory {
  let raw: unknown;
  try {
    raw = json ? JSON.parse(json) : {};
  } catch {
    raw = {};
  }
  const parsed = memorySchema.safeParse({ ...emptyMemory(), ...(raw as object) });
  return parsed.success ? parsed.data : emptyMemory();
}

export function rememberShown(memory: Memory, ids: readonly number[]): number[] {
  return [...ids, ...memory.shown.filter((id) => !ids.includes(id))].slice(0, MAX_SHOWN);
}
