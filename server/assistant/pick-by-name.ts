/**
 * Picking cards of the last answer by part of their name or brand: 'the rosehip one', 'tell me more
 * about the Weleda', 'die van Weleda', 'het rozenbottel-flesje'. A word picks only where the
 * shopper points with it (after 'the', 'die', 'about' … or before 'one', 'ene' …, as each language's
 * words.json `pick` says), never inside a negation ('without the coconut'), and only when it tells
 * the cards apart. When the words fit two cards equally, the shopper is asked which one.
 */
import { words } from './fold';
import { languageCodes, languageOf, onLanguages } from './languages';
import { readQuantities } from './quantities';

export interface Card {
  id: number;
  name: string;
  brand: string | null;
}

export interface Pick {
  /** Cards picked, in the order the message names them. */
  ids: number[];
  /** Cards the words fit equally well, when they fit more than one. */
  candidates: number[];
}

let before = new Set<string>();
let after = new Set<string>();
/** Words that never pick a card: each language's common words and its `pick.ignore`. */
let ignored = new Set<string>();

onLanguages(() => {
  const all = languageCodes().map((code) => languageOf(code).words);
  before = new Set(all.flatMap((w) => w.pick.before.flatMap(words)));
  after = new Set(all.flatMap((w) => w.pick.after.flatMap(words)));
  ignored = new Set(
    all
      .flatMap((w) => [...w.detect, ...w.pick.ignore].flatMap(words))
      .concat([...before, ...after]),
  );
});

/** The same word, or one the start of the other ('rosehip' and 'rosehips'), four letters or more. */
function sameWord(said: string, card: string): boolean {
  if (said === card) return true;
  const [short, long] = said.length <= card.length ? [said, card] : [card, said];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
}

/** Runs of words the shopper points with: 'the rosehip face oil one' → ['rosehip', 'face', 'oil']. */
function pointedRuns(plain: readonly string[], negated: ReadonlySet<string>): string[][] {
  const runs: string[][] = [];
  let at = 0;
  while (at < plain.length) {
    if (!before.has(plain[at]!)) {
      at++;
      continue;
    }
    const run: string[] = [];
    let next = at + 1;
    while (next < plain.length && run.length < 4 && !before.has(plain[next]!)) {
      if (after.has(plain[next]!)) break;
      run.push(plain[next]!);
      next++;
    }
    const meaningful = run.filter((w) => w.length >= 3 && !ignored.has(w) && !negated.has(w));
    if (meaningful.length > 0) runs.push(meaningful);
    at = next;
  }
  // 'rosehip one' without an article before it.
  for (let i = 1; i < plain.length; i++) {
    const word = plain[i - 1]!;
    if (!after.has(plain[i]!) || word.length < 3 || ignored.has(word) || negated.has(word))
      continue;
    if (!runs.some((run) => run.includes(word))) runs.push([word]);
  }
  return runs;
}

/** The cards of the last answer that the message picks by name or brand. */
export function pickByName(text: string, cards: readonly Card[]): Pick {
  const none: Pick = { ids: [], candidates: [] };
  if (cards.length < 2) return none;
  const negated = new Set(readQuantities(text).negated.flatMap(words));
  const runs = pointedRuns(words(text), negated);
  if (runs.length === 0) return none;
  const cardWords = cards.map((card) => words(`${card.brand ?? ''} ${card.name}`));
  const ids: number[] = [];
  let candidates: number[] = [];
  for (const run of runs) {
    const scores = cardWords.map(
      (list) => run.filter((said) => list.some((word) => sameWord(said, word))).length,
    );
    // A word every card has ('cream' among three creams) tells none apart.
    const telling = run.filter(
      (said) => !cardWords.every((list) => list.some((word) => sameWord(said, word))),
    );
    const best = Math.max(...scores);
    if (best === 0 || telling.length === 0) continue;
    const top = cards.filter((_, i) => scores[i] === best).map((card) => card.id);
    if (top.length === 1) ids.push(top[0]!);
    else if (candidates.length === 0) candidates = top;
  }
  return ids.length > 0 ? { ids: [...new Set(ids)], candidates: [] } : { ids: [], candidates };
}
