/**
 * Small wording helpers of the built-in writer: deterministic picks, capitals, and the words of a topic.
 */

export const STOPWORDS = new Set(
  `a an and are as at be but by can do does for from how i if in into is it its me my of on or our
  should so than that the their them then there these they this to up us was we what when where which
  who why will with without you your about all any more most some such very just also not no yes
  write article post blog piece guide tips best really know need use using make get one two three
  home family families practical doing kids people everyday daily simple easy versus`.split(/\s+/),
);

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** Picks deterministically from a list, varying with the seed. */
export function pick<T>(list: readonly T[], seed: number, offset = 0): T {
  return list[(seed + offset) % list.length]!;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Parabens" → "parabens" mid-sentence; acronyms and names ("INCI", "EU") stay. */
export function midSentence(subject: string): string {
  return /^[A-Z][a-z]/.test(subject) ? subject.charAt(0).toLowerCase() + subject.slice(1) : subject;
}
