import { z } from 'zod';

import { CATEGORIES, SAFETY_RATINGS } from '../catalog';
import {
  CAS_NUMBER,
  EVIDENCE_LEVELS,
  KB_CONCERNS,
  KB_FUNCTIONS,
  KB_ORIGINS,
  MODEL_SOURCE,
} from '../ingredients-kb';
import { AVOID_GROUP_IDS, MAX_AVOID_TERM_LENGTH, MAX_CUSTOM_AVOID_TERMS } from '../avoid-list';
import { MAX_CHECK_TEXT_LENGTH } from '../ingredients';
import { idSchema } from './common';

export const KB_DOMAINS = ['cosmetics', 'household'] as const;
export const ENTRIES_PAGE_SIZE = 25;
export const MAX_ENTRY_SOURCES = 6;

const name = z.string().trim().min(2, 'At least 2 characters').max(120, 'At most 120 characters');

/** What staff may set on a knowledge-base entry (the editor's form and `ingredients.saveEntry`). */
export const entryFieldsSchema = z.object({
  inci: name,
  synonyms: z.array(name).max(40, 'At most 40 synonyms'),
  cas: z
    .string()
    .trim()
    .refine((cas) => cas === '' || CAS_NUMBER.test(cas), 'A CAS number looks like 7732-18-5'),
  domain: z.enum(KB_DOMAINS),
  functions: z
    .array(z.enum(KB_FUNCTIONS))
    .min(1, 'Choose at least one function')
    .max(KB_FUNCTIONS.length),
  rating: z.enum(SAFETY_RATINGS),
  concerns: z.array(z.enum(KB_CONCERNS)).max(KB_CONCERNS.length),
  origin: z.enum(KB_ORIGINS),
  explanation: z
    .string()
    .trim()
    .min(40, 'At least 40 characters')
    .max(400, 'At most 400 characters'),
  /**
   * The explanation for the context the entry is not filed under, where it serves both (a
   * surfactant in shampoos and in dish liquids); empty when the one explanation serves both.
   */
  contextExplanation: z
    .string()
    .trim()
    .max(400, 'At most 400 characters')
    .refine((text) => text === '' || text.length >= 40, 'At least 40 characters, or leave it empty')
    .optional(),
  sources: z
    .array(z.string().trim().min(3, 'At least 3 characters').max(300, 'At most 300 characters'))
    .min(1, 'At least one source')
    .max(MAX_ENTRY_SOURCES, `At most ${MAX_ENTRY_SOURCES} sources`)
    .refine(
      (sources) => !sources.some((source) => MODEL_SOURCE.test(source)),
      'Name a source people can look up; the model’s own knowledge is not one.',
    ),
  evidence: z.enum(EVIDENCE_LEVELS, 'Choose assessed, limited evidence or data gap'),
});
export type EntryFields = z.infer<typeof entryFieldsSchema>;

/** A new entry (no id) or an edit of any entry. */
export const saveEntrySchema = entryFieldsSchema.extend({ id: idSchema.optional() });
export type SaveEntryInput = z.infer<typeof saveEntrySchema>;

/** The fields the standard reads, for a preview of the badges an edit would change. */
export const previewEntrySchema = entryFieldsSchema
  .pick({ rating: true, functions: true, concerns: true, origin: true })
  .extend({ id: idSchema, functions: z.array(z.enum(KB_FUNCTIONS)).max(KB_FUNCTIONS.length) });
export type PreviewEntryInput = z.infer<typeof previewEntrySchema>;

export const entrySearchSchema = z.object({
  query: z.string().trim().max(120).default(''),
  page: z.number().int().min(1).max(1000).default(1),
});

/** The shopper's own avoid list (kept in the browser), sent with a check. */
const avoidSchema = z.object({
  groups: z.array(z.enum(AVOID_GROUP_IDS as [string, ...string[]])).max(AVOID_GROUP_IDS.length),
  terms: z
    .array(z.string().trim().toLowerCase().min(2).max(MAX_AVOID_TERM_LENGTH))
    .max(MAX_CUSTOM_AVOID_TERMS),
});

/** The public checker's question: a pasted list, the product type and the avoid list. */
export const checkListSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please paste an ingredient list.')
    .max(MAX_CHECK_TEXT_LENGTH, `At most ${MAX_CHECK_TEXT_LENGTH} characters`),
  category: z.enum(CATEGORIES).optional(),
  avoid: avoidSchema.optional(),
});
export type CheckListInput = z.infer<typeof checkListSchema>;
