import type { SafetyRating } from '../../shared/ingredients';
import type { EvidenceLevel } from '../../shared/ingredients-kb';

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
  /** Set where the default its sources give (shared/ingredients-kb.ts) would overstate it. */
  evidence?: EvidenceLevel;
}

/** One knowledge-base entry, as the matcher and the analyzer use it. */
export interface KbEntry extends Omit<KbFileEntry, 'origin' | 'evidence'> {
  id: number;
  origin: string | null;
  evidence: EvidenceLevel;
  domain: KbDomain;
  /** builtin: the reviewed data file; staff: written or approved by staff; ai: written by a model. */
  source: KbSource;
  reviewed: boolean;
  model: string | null;
}
