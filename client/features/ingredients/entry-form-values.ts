/**
 * The entry editor's form data: its fields, the labels of their options, and the values the form
 * starts from. A new field of the entry is added here (its name in FIELDS, its value in both
 * branches of formValues) and as a control in entry-editor.tsx.
 */
import { EVIDENCE, EVIDENCE_LEVELS, KB_ORIGINS } from '../../../shared/ingredients-kb';
import { KB_DOMAINS, type EntryFields } from '../../../shared/schemas/ingredients';
import type { RouterOutputs } from '@/lib/trpc';

export type Entry = RouterOutputs['ingredients']['entry'];

/** The form's fields, in the order a server error names them. */
export const FIELDS = [
  'inci',
  'synonyms',
  'cas',
  'domain',
  'functions',
  'rating',
  'concerns',
  'origin',
  'explanation',
  'contextExplanation',
  'sources',
  'evidence',
] as const satisfies readonly (keyof EntryFields)[];

export const ORIGIN_LABELS: Record<(typeof KB_ORIGINS)[number], string> = {
  natural: 'Natural',
  'natural-derived': 'Natural-derived',
  synthetic: 'Synthetic',
  mineral: 'Mineral',
};
export const DOMAIN_LABELS: Record<(typeof KB_DOMAINS)[number], string> = {
  cosmetics: 'Cosmetics',
  household: 'Household',
};
export const EVIDENCE_LABELS = Object.fromEntries(
  EVIDENCE_LEVELS.map((level) => [level, EVIDENCE[level].label]),
) as Record<(typeof EVIDENCE_LEVELS)[number], string>;

/** The form's starting values: the entry's, or a new entry's defaults. */
export function formValues(entry?: Entry): EntryFields {
  if (!entry) {
    return {
      inci: '',
      synonyms: [],
      cas: '',
      domain: 'cosmetics',
      functions: [],
      rating: 'no-concern',
      concerns: [],
      origin: 'synthetic',
      explanation: '',
      contextExplanation: '',
      sources: [''],
      evidence: 'limited',
    };
  }
  return {
    inci: entry.inci,
    synonyms: entry.synonyms,
    cas: entry.cas ?? '',
    domain: entry.domain,
    functions: entry.functions as EntryFields['functions'],
    rating: entry.rating,
    concerns: entry.concerns as EntryFields['concerns'],
    origin: (entry.origin ?? 'synthetic') as EntryFields['origin'],
    explanation: entry.explanation,
    contextExplanation: entry.contextExplanation,
    sources: entry.sources,
    evidence: entry.evidence,
  };
}

/** The context an entry filed under a domain may also serve, as its editor names it. */
export const OTHER_CONTEXT_LABELS: Record<(typeof KB_DOMAINS)[number], string> = {
  cosmetics: 'Explanation for household products (optional)',
  household: 'Explanation for cosmetics (optional)',
};
