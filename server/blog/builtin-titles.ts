/**
 * The built-in writer's titles: phrasings around the subject, varied and deterministic.
 */
import { capitalise, midSentence } from './writer-words';
import type { Research } from './research';

export const TITLE_SETS: ((s: string, m: string, r: Research) => string)[][] = [
  [
    (s) => `${s}, plainly explained`,
    (_s, m) => `What to know about ${m} before you buy`,
    (s) => `${s}: what the science really says`,
    (_s, m) => `A calm guide to ${m}`,
    (s) => `${s} without the panic: a simple guide`,
  ],
  [
    (_s, m) => `Choosing well: ${m} explained`,
    (s) => `${s}: simple swaps for a cleaner routine`,
    (_s, m) => `Reading the label: ${m} explained`,
    (_s, m) => `Should you worry about ${m}?`,
    (_s, m) => `The honest truth about ${m}`,
  ],
  [
    (s) => `${s} for families: what really matters`,
    (_s, m) => `Your questions about ${m}, answered`,
    (s) => `${s}: myths, facts and better choices`,
    (_s, m) => `A clean-living guide to ${m}`,
    (_s, m, r) =>
      `${capitalise(m)} at ${r.domain === 'household' ? 'home' : 'a glance'}: the essentials`,
  ],
  [
    (_s, m) => `Five things we wish we knew about ${m}`,
    (s) => `${s} in five minutes`,
    (_s, m) => `Making sense of ${m}`,
    (_s, m) => `A gentler approach to ${m}`,
    (s) => `${s}: where to start`,
  ],
];

/**
 * Title ideas for a topic. `exclude` holds titles already shown (Generate More), so that each round
 * brings new ones.
 */
export function builtinTitles(r: Research, count = 5, exclude: readonly string[] = []): string[] {
  const taken = new Set(exclude.map((t) => t.toLowerCase()));
  const s = r.subject;
  const m = midSentence(s);
  const titles: string[] = [];
  // A topic that already reads like a title ("Mineral vs chemical sunscreen for kids") comes first.
  const own = capitalise(
    r.topic
      .trim()
      .replace(/[.!]+$/, '')
      .replace(/\s+/g, ' '),
  );
  if (
    own.split(' ').length >= 3 &&
    own.length <= 60 &&
    !taken.has(own.toLowerCase()) &&
    own !== s
  ) {
    taken.add(own.toLowerCase());
    titles.push(own);
  }
  for (const set of TITLE_SETS) {
    for (const make of set) {
      const title = make(s, m, r).replace(/\s+/g, ' ').trim();
      if (title.length > 70 || taken.has(title.toLowerCase())) continue;
      taken.add(title.toLowerCase());
      titles.push(title);
      if (titles.length === count) return titles;
    }
  }
  // Every template used: variations with the categories and products of the topic.
  const extras = [
    ...r.categories.map((c) => `${s}: a ${c.toLowerCase()} guide`),
    ...r.categories.map((c) => `Cleaner ${c.toLowerCase()} and ${m}`),
    ...r.entries.slice(0, 6).map((e) => `${e.inci} and ${m}: what to know`),
    `${s}: the ${new Date().getFullYear()} guide`,
    `Everything you wanted to know about ${m}`,
    `${s}, one label at a time`,
  ];
  for (const title of extras) {
    if (titles.length === count) break;
    if (title.length > 70 || taken.has(title.toLowerCase())) continue;
    taken.add(title.toLowerCase());
    titles.push(title);
  }
  return titles;
}
