/**
 * A pasted ingredient list in a message: whether the message is (or holds) one, and the list apart
 * from the sentence around it ('This is my moisturiser: Aqua, Glycerin, …').
 */
import type { IngredientIndex } from '../ingredients/matcher';
import { parseIngredientList } from '../ingredients/parse';
import { normalise } from './fold';
import { INTENTS } from './intents';

/**
 * The text folded like a message (lower case, no accents) letter for letter, so that a position
 * in it is the same position in the text.
 */
function foldedInPlace(text: string): string {
  return Array.from(text, (letter) => {
    const folded = normalise(letter);
    return folded.length === letter.length ? folded : letter;
  }).join('');
}

/** Ingredient lists: four or more items of which at least three are known ingredients. */
export function looksLikeIngredientList(text: string, index: IngredientIndex): boolean {
  const norm = normalise(text);
  const header = INTENTS.listHeader.test(norm);
  const separators = (text.match(/[,;]/g) ?? []).length;
  if (!header && separators < 3) return false;
  const items = parseIngredientList(text);
  if (items.length < (header ? 2 : 4)) return false;
  let known = 0;
  for (const item of items.slice(0, 40)) if (index.match(item)) known++;
  return header ? known >= 2 : known >= 3 && known >= items.length * 0.4;
}

/**
 * A pasted list without a header, split from the sentence before it ('This is my moisturiser
 * Aqua, Glycerin…' → 'This is my moisturiser' and 'Aqua, Glycerin…'): the longest end of the first
 * item that the knowledge base knows is where the list starts.
 */
export function splitLeadIn(text: string, kb: IngredientIndex): { lead: string; list: string } {
  const none = { lead: '', list: text };
  if (INTENTS.listHeader.test(normalise(text))) return none;
  const comma = text.search(/[,;]/);
  if (comma < 0) return none;
  const head = text.slice(0, comma);
  const start = Math.max(head.lastIndexOf(':'), head.lastIndexOf('\n'), head.lastIndexOf('. '));
  const before = head.slice(0, start + 1);
  const first = head.slice(start + 1).trim();
  const words = first.split(/\s+/);
  if (words.length < 2 || kb.lookup(first)?.method === 'exact') {
    return { lead: before, list: text.slice(start + 1) };
  }
  for (let take = Math.min(4, words.length - 1); take >= 1; take--) {
    const end = words.slice(-take).join(' ');
    const hit = kb.lookup(end);
    if (hit && hit.method !== 'fuzzy') {
      return {
        lead: `${before} ${words.slice(0, -take).join(' ')}`,
        list: `${end}${text.slice(comma)}`,
      };
    }
  }
  return { lead: before, list: text.slice(start + 1) };
}

/** The list of a pasted message without the sentence before it. */
export function withoutLeadIn(text: string, kb: IngredientIndex): string {
  return splitLeadIn(text, kb).list;
}

/** The words around a pasted list ('this is my shampoo: …'), without the list itself. */
export function talkAroundList(text: string, index: IngredientIndex): string {
  const header = INTENTS.listHeader.exec(foldedInPlace(text));
  if (header) return text.slice(0, header.index);
  // No header: the words before the list, and the sentence(s) with fewer than two commas.
  const { lead } = splitLeadIn(text, index);
  const lines = text.split(/\n+/).filter((line) => (line.match(/[,;]/g) ?? []).length < 2);
  return [lead, ...lines].join(' ');
}
