/**
 * Words the built-in assistant's replies share: English or Dutch, articles and capitals, and how
 * an ingredient's rating and concerns are said.
 */
import { CONCERN_LABELS, type IngredientRating } from '../../shared/ingredients';
import { type Language } from './memory';
import type { Names } from './vocabulary';

export const L = (lang: Language, en: string, nl: string) => (lang === 'nl' ? nl : en);

export function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const RATING_WORDS: Record<IngredientRating, Names> = {
  'high-concern': { en: 'high concern', nl: 'grote zorg' },
  'low-to-moderate-concern': { en: 'low to moderate concern', nl: 'lage tot matige zorg' },
  'no-concern': { en: 'no concern', nl: 'geen zorg' },
  unknown: { en: 'not rated yet', nl: 'nog niet beoordeeld' },
};

export const CONCERN_NL: Record<string, string> = {
  allergen: 'allergeen',
  irritant: 'irriterend',
  'endocrine-disruption': 'hormoonverstoring',
  cmr: 'kankerverwekkend / CMR',
  environmental: 'milieu',
  comedogenic: 'comedogeen',
  contamination: 'risico op verontreiniging',
  respiratory: 'luchtwegen',
  'organ-toxicity': 'orgaantoxiciteit',
  microplastic: 'microplastic',
  photosensitivity: 'lichtgevoeligheid',
};

export function concernWords(concerns: readonly string[], lang: Language): string {
  return concerns
    .map((c) => (lang === 'nl' ? (CONCERN_NL[c] ?? c) : (CONCERN_LABELS[c] ?? c).toLowerCase()))
    .join(', ');
}

export function shortExplanation(text: string | null): string {
  if (!text) return '';
  if (text.length <= 280) return text;
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).length > 280) break;
    out += sentence;
  }
  return (out || text.slice(0, 277) + '…').trim();
}
