/**
 * Words the built-in assistant's replies share: articles and capitals, and how an ingredient's
 * rating and concerns are said (the words themselves are in each language's messages.json).
 */
import { CONCERN_LABELS, type IngredientRating } from '../../shared/ingredients';
import { type Language } from './memory';
import { say } from './languages';

export function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How an ingredient's rating is said ('low to moderate concern', 'lage tot matige zorg'). */
export function ratingWords(rating: IngredientRating, lang: Language): string {
  return say(lang, `rating.${rating}`);
}

/** An ingredient's concerns as a reply says them; the catalogue's own label where a language has none. */
export function concernWords(concerns: readonly string[], lang: Language): string {
  return concerns
    .map((c) => say(lang, `concern.${c}`, {}, (CONCERN_LABELS[c] ?? c).toLowerCase()))
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
