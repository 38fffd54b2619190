/**
 * Words folded for matching: a message is cut into plain words (lower case, accents removed) and
 * each word is reduced to its stem by the Snowball stemmer of a language ('cheapest' and
 * 'cheaper' stay apart, 'affordable' becomes 'afford', 'ingrediënten' becomes 'ingredient').
 * Phrases of a language's word lists are folded the same way, so a phrase matches its inflected
 * forms and a synonym is one more line of data.
 */
import snowball from 'snowball-stemmers';

/** Lower case, accents removed and quotes and dashes made plain: what the vocabulary's patterns read. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201b`´]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .toLowerCase();
}

const stemmers = new Map<string, (word: string) => string>();

/** The stemmer of a Snowball algorithm; words stay as they are for an unknown algorithm. */
export function stemmerFor(algorithm: string | undefined): (word: string) => string {
  const name = algorithm ?? '';
  let stem = stemmers.get(name);
  if (!stem) {
    if (snowball.algorithms().includes(name)) {
      const stemmer = snowball.newStemmer(name);
      const cache = new Map<string, string>();
      stem = (word) => {
        let out = cache.get(word);
        if (out === undefined) {
          out = stemmer.stem(word);
          if (cache.size < 20_000) cache.set(word, out);
        }
        return out;
      };
    } else {
      stem = (word) => word;
    }
    stemmers.set(name, stem);
  }
  return stem;
}

/** Plain words: lower case, accents removed; numbers and '€' kept as words of their own. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[\u2018\u2019`´]/g, "'")
      .match(/€|\d+(?:[.,]\d{1,2})?|[a-z]+(?:'[a-z]+)?/g) ?? []
  );
}

/** A list of phrases folded once: each phrase as its stems, longest first. */
export interface PhraseList {
  phrases: string[][];
}

export function phraseList(phrases: readonly string[], stem: (word: string) => string): PhraseList {
  return {
    phrases: phrases
      .map((phrase) => words(phrase).map(stem))
      .filter((p) => p.length > 0)
      .sort((a, b) => b.length - a.length),
  };
}

/** Where the first phrase of the list starts in the folded words, or -1. */
export function findPhrase(stems: readonly string[], list: PhraseList): number {
  let best = -1;
  for (const phrase of list.phrases) {
    for (let at = 0; at + phrase.length <= stems.length; at++) {
      if (phrase.every((word, i) => stems[at + i] === word)) {
        if (best < 0 || at < best) best = at;
        break;
      }
    }
  }
  return best;
}

export function hasPhrase(stems: readonly string[], list: PhraseList): boolean {
  return findPhrase(stems, list) >= 0;
}
