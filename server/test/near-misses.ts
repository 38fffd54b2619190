/**
 * The costliest ingredient list a shopper can paste: names that are close to common INCI names but
 * none of them (so each one would start a spelling search), up to the checker's length limit.
 * Deterministic, so a test or the bench sends the same list every time.
 */
import { MAX_CHECK_TEXT_LENGTH } from '../../shared/ingredients';

const STEMS = ['Cetearyl', 'Sodium', 'Glyceryl', 'Polysorbate', 'Tocopheryl', 'Caprylic'];

export function nearMissList(length = MAX_CHECK_TEXT_LENGTH, seed = 1): string {
  let state = seed >>> 0 || 1;
  const letter = () => {
    // xorshift32: a fixed sequence of letters per seed
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return String.fromCharCode(97 + ((state >>> 0) % 26));
  };
  const names: string[] = [];
  let total = 0;
  for (let i = 0; ; i++) {
    const name = `${STEMS[i % STEMS.length]} ${Array.from({ length: 7 }, letter).join('')}`;
    if (total + name.length + 2 > length) break;
    names.push(name);
    total += name.length + 2;
  }
  return names.join(', ');
}
