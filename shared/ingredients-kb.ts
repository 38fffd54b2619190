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

export const KB_ORIGINS = ['natural', 'natural-derived', 'synthetic', 'mineral'] as const;

/** A CAS registry number: 7732-18-5. */
export const CAS_NUMBER = /^\d{2,7}-\d{2}-\d$/;

export type KbFunction = (typeof KB_FUNCTIONS)[number];
export type KbConcern = (typeof KB_CONCERNS)[number];
export type KbOrigin = (typeof KB_ORIGINS)[number];
