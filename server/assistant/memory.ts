/**
 * What the assistant remembers across the turns of one thread (stored as JSON in
 * chat_threads.state): the language, the product type and category being discussed, the concerns
 * and the shopper's avoid list, and which products it already showed.
 */
import { z } from 'zod';
import { AVOID_GROUP_IDS, MAX_AVOID_TERM_LENGTH } from '../../shared/avoid-list';
import { CATEGORIES, CERTIFICATIONS, PACKAGING, SKIN_TYPES } from '../../shared/catalog';
import { isLanguage } from './languages';
import { BODY_AREAS } from './vocabulary';

/** The code of a language the assistant speaks (./languages.ts): 'en', 'nl'. */
export type Language = string;
export const SITUATIONS = ['pregnancy', 'baby'] as const;
export type Situation = (typeof SITUATIONS)[number];

const MAX_SHOWN = 30;
/** Cards of one reply (MAX_PICKS_WIDE) and products compared at once. */
const MAX_LAST_SHOWN = 6;
const MAX_FOCUS = 4;

const memorySchema = z.object({
  lang: z.string().max(8).refine(isLanguage).catch('en'),
  category: z.enum(CATEGORIES).nullable().catch(null),
  type: z.string().max(40).nullable().catch(null),
  /** Where the product is for (face, body, hands …), when said without a product type. */
  area: z.enum(BODY_AREAS).nullable().catch(null),
  avoidGroups: z
    .array(z.string())
    .catch([])
    .transform((list) => list.filter((g) => AVOID_GROUP_IDS.includes(g))),
  avoidTerms: z.array(z.string().max(MAX_AVOID_TERM_LENGTH)).max(20).catch([]),
  /** FREE FROM families beyond the avoid groups ('endocrine-disruptors'). */
  avoidFamilies: z.array(z.string().max(40)).max(10).catch([]),
  /** How to say the custom terms ('coconut', 'Linalool'). */
  avoidTermLabels: z.array(z.string().max(60)).max(20).catch([]),
  skinTypes: z.array(z.enum(SKIN_TYPES)).catch([]),
  situations: z.array(z.enum(SITUATIONS)).catch([]),
  certifications: z.array(z.enum(CERTIFICATIONS)).catch([]),
  packaging: z.array(z.enum(PACKAGING)).catch([]),
  priceMax: z.number().positive().nullable().catch(null),
  /** The brand the shopper keeps to ('from that brand'), for the product type asked now. */
  brand: z.string().max(120).nullable().catch(null),
  shown: z.array(z.number().int()).max(MAX_SHOWN).catch([]),
  /** The cards of the last reply that showed any, in their order ('the first one'). */
  lastShown: z.array(z.number().int()).max(MAX_LAST_SHOWN).catch([]),
  /** The products the conversation is about now ('it', 'that one', 'die'). */
  focus: z.array(z.number().int()).max(MAX_FOCUS).catch([]),
  /** The avoid list kept in the shopper's browser, as sent with the latest message. */
  browserAvoid: z
    .object({
      groups: z.array(z.string()).catch([]),
      terms: z.array(z.string().max(MAX_AVOID_TERM_LENGTH)).max(20).catch([]),
    })
    .catch({ groups: [], terms: [] }),
  /** Ingredients flagged on the last list or label the shopper shared (KB names). */
  lastFlagged: z.array(z.string().max(120)).max(30).catch([]),
});

export type Memory = z.infer<typeof memorySchema>;

export function emptyMemory(lang: Language = 'en'): Memory {
  return {
    lang,
    category: null,
    type: null,
    area: null,
    avoidGroups: [],
    avoidTerms: [],
    avoidFamilies: [],
    avoidTermLabels: [],
    skinTypes: [],
    situations: [],
    certifications: [],
    packaging: [],
    priceMax: null,
    brand: null,
    shown: [],
    lastShown: [],
    focus: [],
    browserAvoid: { groups: [], terms: [] },
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

/** The memory after a reply that showed these cards, in this order. */
export function withShown(memory: Memory, ids: readonly number[]): Memory {
  if (ids.length === 0) return memory;
  return {
    ...memory,
    shown: rememberShown(memory, ids),
    lastShown: ids.slice(0, MAX_LAST_SHOWN),
    focus: ids.length === 1 ? [ids[0]!] : [],
  };
}

/** The memory after a reply about these products ('that one' now means them). */
export function withFocus(memory: Memory, ids: readonly number[]): Memory {
  return { ...memory, focus: ids.slice(0, MAX_FOCUS) };
}
