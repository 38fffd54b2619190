/**
 * One reader for the numbers, money and negation in a shopper's message, driven by each language's
 * words (./languages/<code>/words.json: numbers, money, negation): 'under €20', 'tot 15 euro',
 * 'less than twelve euros', 'the first two', 'alle drie', 'without nut oils', 'zonder parfum'.
 */
import { words, phraseList, type PhraseList } from './fold';
import { perLanguage } from './languages';

interface LanguageReader {
  stem: (word: string) => string;
  /** Number words, folded ('twenty five' → ['twenty', 'five']). */
  numbers: { words: string[]; value: number }[];
  priceMax: PhraseList;
  currency: Set<string>;
  skip: Set<string>;
  negation: PhraseList;
  stop: Set<string>;
}

const readers = perLanguage((w, stem): LanguageReader => ({
  stem,
  numbers: Object.entries(w.numbers)
    .map(([text, value]) => ({ words: words(text), value }))
    .sort((a, b) => b.words.length - a.words.length),
  priceMax: phraseList(w.money.max, stem),
  currency: new Set(w.money.currency.flatMap((c) => (c === '€' ? ['€'] : words(c)))),
  skip: new Set(w.money.skip.flatMap(words)),
  negation: phraseList(w.negation.words, stem),
  stop: new Set(w.negation.stop.flatMap(words)),
}));

export interface Quantities {
  /** The price limit said ('under €20'), or null. */
  priceMax: number | null;
  /** Every number said, in order, from digits or words. */
  numbers: number[];
  /** What follows a negation, up to a stop word or punctuation ('nut oils', 'parfum'). */
  negated: string[];
}

/** A number at word `at`: digits ('12,50') or number words; with how many words it took. */
function numberAt(list: readonly string[], at: number, reader: LanguageReader) {
  const word = list[at];
  if (word === undefined) return null;
  if (/^\d/.test(word)) return { value: Number(word.replace(',', '.')), length: 1 };
  for (const entry of reader.numbers) {
    if (entry.words.every((w, i) => list[at + i] === w)) {
      return { value: entry.value, length: entry.words.length };
    }
  }
  return null;
}

function phraseEndingAt(stems: readonly string[], at: number, list: PhraseList): number {
  for (const phrase of list.phrases) {
    if (phrase.every((word, i) => stems[at + i] === word)) return phrase.length;
  }
  return 0;
}

export function readQuantities(text: string): Quantities {
  let priceMax: number | null = null;
  const numbers: number[] = [];
  const negated = new Set<string>();
  // Clauses end at punctuation: 'without nut oils, please' names nut oils only.
  const clauses = text.split(/[,.;!?\n]+/);
  for (const reader of readers()) {
    for (const clause of clauses) {
      const plain = words(clause);
      const stems = plain.map(reader.stem);
      for (let at = 0; at < plain.length; at++) {
        const limit = phraseEndingAt(stems, at, reader.priceMax);
        if (limit > 0 && priceMax === null) {
          let next = at + limit;
          while (
            next < plain.length &&
            !numberAt(plain, next, reader) &&
            (reader.skip.has(plain[next]!) || reader.currency.has(plain[next]!))
          )
            next++;
          const number = numberAt(plain, next, reader);
          const afterNumber = number ? plain[next + number.length] : undefined;
          const isMoney =
            number !== null &&
            (plain.slice(at + limit, next).some((w) => reader.currency.has(w)) ||
              (afterNumber !== undefined && reader.currency.has(afterNumber)) ||
              /^\d/.test(plain[next]!) ||
              // 'a tenner', 'een tientje': the number is itself money.
              reader.currency.has(plain[next + number.length - 1]!));
          if (number && isMoney && number.value > 0) priceMax = number.value;
        }
        const negation = phraseEndingAt(stems, at, reader.negation);
        if (negation > 0) {
          const taken: string[] = [];
          for (let next = at + negation; next < plain.length && taken.length < 5; next++) {
            if (reader.stop.has(plain[next]!)) break;
            taken.push(plain[next]!);
          }
          if (taken.length > 0) negated.add(taken.join(' '));
          at += negation - 1;
        }
      }
    }
  }
  // Numbers once, in the message's order, read with every language's number words.
  const plain = words(text);
  for (let at = 0; at < plain.length; at++) {
    for (const reader of readers()) {
      const number = numberAt(plain, at, reader);
      if (number) {
        numbers.push(number.value);
        at += number.length - 1;
        break;
      }
    }
  }
  return { priceMax, numbers, negated: [...negated] };
}
