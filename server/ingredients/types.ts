import type { SafetyRating } from '../../shared/ingredients';

export type KbSource = 'builtin' | 'staff' | 'ai';
export type KbDomain = 'cosmetics' | 'household';

/** The shape of an entry in server/ingredients/kb/*.json. */
export interface KbFileEntry {
  inci: string;
  synonyms: string[];
  cas: string | null;
  functions: string[];
  rating: SafetyRating;
  concerns: string[];
  origin: string;
  explanation: string;
  sources: string[];
}

/** One knowledge-base entry, as the matcher and the analyzer use it. */
export interface KbEntry extends Omit<KbFileEntry, 'origin'> {
  id: number;
  origin: string | null;
  domain: KbDomain;
  /** builtin: the reviewed data file; staff: written or approved by staff; ai: written by a model. */
  source: KbSource;
  reviewed: boolean;
  model: string | null;
}
