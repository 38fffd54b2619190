/**
 * The small part of snowball-stemmers (which ships no types) that the assistant uses: a Snowball
 * stemmer by algorithm name ('english', 'dutch', 'italian' …) and the list of algorithms.
 */
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(algorithm: string): Stemmer;
  export function algorithms(): string[];
}
