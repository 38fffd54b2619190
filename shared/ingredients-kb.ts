/**
 * The words of the ingredient knowledge base: what an ingredient does, what concerns it raises and
 * where it comes from. One list for the data files (server/ingredients/kb.ts), the AI writer and
 * the staff editor.
 */

export const KB_FUNCTIONS = [
  'solvent',
  'emollient',
  'humectant',
  'emulsifier',
  'surfactant',
  'cleansing',
  'thickener',
  'preservative',
  'antioxidant',
  'fragrance',
  'fragrance-allergen',
  'uv-filter',
  'colorant',
  'ph-adjuster',
  'chelating',
  'skin-conditioning',
  'hair-conditioning',
  'film-forming',
  'abrasive',
  'antimicrobial',
  'deodorant',
  'antiperspirant',
  'active',
  'exfoliant',
  'soothing',
  'bulking',
  'opacifying',
  'plasticizer',
  'propellant',
  'absorbent',
  'binding',
  'oral-care',
  'hair-dye',
  'enzyme',
  'bleaching',
  'water-softener',
  'optical-brightener',
  'fibre',
] as const;

export const KB_CONCERNS = [
  'allergen',
  'irritant',
  'endocrine-disruption',
  'cmr',
  'environmental',
  'comedogenic',
  'contamination',
  'respiratory',
  'organ-toxicity',
  'microplastic',
  'photosensitivity',
] as const;

/**
 * Concerns about what an ingredient does to the environment once it is rinsed away or thrown out,
 * not to the person using it. An entry's rating is its health rating and never rests on these;
 * a product shows them apart, as its environmental note.
 */
export const ENVIRONMENTAL_CONCERNS: readonly KbConcern[] = ['environmental', 'microplastic'];

export function isEnvironmentalConcern(concern: string): boolean {
  return (ENVIRONMENTAL_CONCERNS as readonly string[]).includes(concern);
}

/** The concerns about the health of the person using it (every concern not environmental). */
export function healthConcerns(concerns: readonly string[]): string[] {
  return concerns.filter((concern) => !isEnvironmentalConcern(concern));
}

export const KB_ORIGINS = ['natural', 'natural-derived', 'synthetic', 'mineral'] as const;

/** A CAS registry number: 7732-18-5. */
export const CAS_NUMBER = /^\d{2,7}-\d{2}-\d$/;

export type KbFunction = (typeof KB_FUNCTIONS)[number];
export type KbConcern = (typeof KB_CONCERNS)[number];
export type KbOrigin = (typeof KB_ORIGINS)[number];

/**
 * How much is known about an ingredient's safety (issue: "say where evidence is thin rather than
 * guessing"). Shown beside the sources on the ingredient sheet and chosen by staff in the editor.
 */
export const EVIDENCE_LEVELS = ['assessed', 'limited', 'data-gap'] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];

/** `label` for choosing a level, `short` beside a name, `explanation` in a sentence after it. */
export const EVIDENCE: Record<
  EvidenceLevel,
  { label: string; short: string; explanation: string }
> = {
  assessed: {
    label: 'Assessed by regulators or an expert panel',
    short: 'Assessed',
    explanation: 'a regulator or expert body has assessed its safety.',
  },
  limited: {
    label: 'Limited evidence',
    short: 'Limited',
    explanation:
      'in common use, but no dedicated safety assessment; rated from its chemistry, its use and related substances.',
  },
  'data-gap': {
    label: 'Data gap',
    short: 'Data gap',
    explanation:
      'too little is known to rate it with confidence; rated cautiously and open to change.',
  },
};

/**
 * Sources that are a safety assessment by a regulator or an expert body: an SCCS (or earlier
 * SCCP/SCCNFP) opinion, a CIR safety assessment, an annex entry of the Cosmetics Regulation
 * (Annexes II to VI, with their conditions) or a Commission Regulation amending one, a harmonised
 * CLP classification, an IARC classification, a HERA risk assessment, a REACH restriction, proposal
 * or Candidate List entry, an active-substance evaluation under the Biocidal Products Regulation,
 * and the EFSA, BfR, EU risk-assessment, POPs and FDA reviews some entries cite. A CosIng listing,
 * an ECHA infocard or notified (self-)classification, a food-contact framework, an ecolabel or a
 * certification standard only says an ingredient exists or is used; a model's knowledge is none.
 * Nor is the Detergents Regulation (EC) No 648/2004 by itself: it sets one biodegradability test
 * for every surfactant and the label's group names, but evaluates no ingredient's safety (the
 * phosphate restriction amending it, Regulation (EU) No 259/2012, does count).
 */
const ASSESSMENT_SOURCES: readonly RegExp[] = [
  /^(SCCS|SCCP|SCCNFP)\b/,
  /^EU Scientific Committee on (Consumer Safety|Cosmetic Products)/,
  /^Cosmetic Ingredient Review\b/,
  /^EU Cosmetics Regulation \(EC\) No 1223\/2009\b.*\bAnnex (II|III|IV|V|VI)\b/,
  /^Commission Regulation \(EU\) (?!No 10\/2011\b)/,
  /^Commission Directive (2011\/8\/EU|2014\/79\/EU)\b/,
  /^EU CLP Regulation \(EC\) No 1272\/2008, harmonised classification/,
  /^IARC\b/,
  /^HERA\b/,
  /^REACH (Regulation|Annex)\b/,
  /^ECHA (Candidate List|Annex XV|universal PFAS restriction)\b/,
  /^(EU )?Regulation \(EU\) (2019\/1021|No 259\/2012)\b/,
  /^Stockholm Convention\b/,
  /^EU Biocidal Products Regulation\b/,
  /^(EFSA|BfR)\b/,
  /^EU Risk Assessment Report\b/,
  /^US FDA Final Rule\b/,
];

/** A source that is only the model's own knowledge (never an assessment, never enough on its own). */
export const MODEL_SOURCE = /model knowledge|written by ai/i;

export function isAssessmentSource(source: string): boolean {
  const title = source.trim();
  return !MODEL_SOURCE.test(title) && ASSESSMENT_SOURCES.some((pattern) => pattern.test(title));
}

/**
 * The level an entry's sources support when nobody chose one: assessed when one of them is an
 * assessment, a data gap when only a model vouches for it, limited evidence otherwise.
 */
export function defaultEvidence(sources: readonly string[]): EvidenceLevel {
  if (sources.some(isAssessmentSource)) return 'assessed';
  if (sources.every((source) => MODEL_SOURCE.test(source))) return 'data-gap';
  return 'limited';
}

/** The level chosen for an entry, or the default its sources give. */
export function entryEvidence(
  chosen: EvidenceLevel | null | undefined,
  sources: readonly string[],
): EvidenceLevel {
  return chosen ?? defaultEvidence(sources);
}
