import type { IngredientRating, SafetyRating } from '../../shared/ingredients';
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
  /**
   * The explanation for a context other than the entry's own domain, where the ingredient serves
   * both (a surfactant in a shampoo and in a dish liquid); `explanation` serves the rest.
   */
  explanations?: Partial<Record<KbDomain, string>>;
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

/** The explanation an entry gives in a context: its own for that domain, or its general one. */
export function explanationFor(
  entry: Pick<KbEntry, 'explanation' | 'explanations'>,
  domain: KbDomain | null,
): string {
  return (domain && entry.explanations?.[domain]) || entry.explanation;
}

/** The categories whose products are household products; every other category is cosmetics. */
const HOUSEHOLD_CATEGORIES: readonly string[] = [
  'Home cleaners',
  'Laundry',
  'Kitchen',
  'Decoration',
  'Fashion',
];

/** The other domain: where an entry filed under one may also serve. */
export function otherDomain(domain: KbDomain): KbDomain {
  return domain === 'household' ? 'cosmetics' : 'household';
}

/** The categories of a domain's products. */
export function categoriesOfDomain(domain: KbDomain): string[] {
  return domain === 'household' ? [...HOUSEHOLD_CATEGORIES] : [];
}

export function domainOfCategory(category: string | null | undefined): KbDomain {
  return HOUSEHOLD_CATEGORIES.includes(category ?? '') ? 'household' : 'cosmetics';
}

/**
 * What a rated ingredient carries wherever it is shown, in a check of a label or in a product's
 * analysed list: its rating and the knowledge base's facts about it.
 */
export interface RatedIngredientFacts {
  safety_rating: IngredientRating;
  explanation: string;
  concerns: string[];
  functions: string[];
  sources: string[];
  synonyms: string[];
  cas: string | null;
  origin: string | null;
  ingredient_id: number | null;
  /** Null for an ingredient without a knowledge-base entry. */
  evidence: EvidenceLevel | null;
  ai_unreviewed: boolean;
}
