/**
 * Name keys for matching ingredient names. Every name in the knowledge base and every item cut
 * from a label goes through the same functions, so that 'AQUA', 'Aqua.' and 'aqua' meet.
 */

/** Lower case, no accents, British 'sulph' as 'sulf', punctuation as single spaces. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/sulph/g, 'sulf')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** British and American spellings, and the INCI 'Cera' for a wax: tried when a key is not known. */
const SPELLINGS: readonly [RegExp, string][] = [
  [/aluminium/g, 'aluminum'],
  [/aluminum/g, 'aluminium'],
  [/colour/g, 'color'],
  [/color(?!u)/g, 'colour'],
  [/fibre/g, 'fiber'],
  [/fiber/g, 'fibre'],
  [/ wax$/g, ' cera'],
];

/** Other spellings of a name key ('aluminium stearates' → 'aluminum stearates'). */
export function spellingVariants(key: string): string[] {
  const variants: string[] = [];
  for (const [pattern, replacement] of SPELLINGS) {
    const variant = key.replace(pattern, replacement);
    if (variant !== key && !variants.includes(variant)) variants.push(variant);
  }
  return variants;
}

/** The key without spaces: 'cetearyl alcohol' and 'cetearylalcohol' (OCR lost a space) meet. */
export function compactKey(key: string): string {
  return key.replace(/ /g, '');
}

/**
 * A coarse 'what it looks like' key for the slips OCR makes: l, I, 1 and | look alike; so do o
 * and 0 (between letters), rn and m, vv and w. Used for exact look-ups before fuzzy matching.
 */
export function visualKey(compact: string): string {
  return compact
    .replace(/(?<=[a-z])[0](?=[a-z])/g, 'o')
    .replace(/(?<=[a-z])[1](?=[a-z])/g, 'i')
    .replace(/(?<=[a-z])[5](?=[a-z])/g, 's')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[l1]/g, 'i');
}

/** 'CI 77891', 'C.I. 77891', 'Cl 77891' (OCR) and 'CI77891' all become 'ci 77891'. */
export function colourIndexKey(text: string): string | null {
  const match = /(?:^|[^a-z])c\s*\.?\s*[il1|]\s*\.?\s*(\d{5})(?!\d)/i.exec(text);
  return match ? `ci ${match[1]}` : null;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus swaps of neighbours), giving up as soon as
 * the distance must exceed `max` (returns max + 1 then).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  let prevPrev = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[m]!;
}

/**
 * Whether two keys close in spelling may still name one substance: a slip never changes a number
 * ('Steareth-2' is not 'Steareth-21'), a chemical ending ('sulfite' is not 'sulfate') or a whole
 * word ('bentonite' is not 'hectorite').
 */
export function plausibleSlip(a: string, b: string): boolean {
  if (numbers(a) !== numbers(b)) return false;
  if (chemicalEndings(a) !== chemicalEndings(b)) return false;
  if (differsByMultiplier(a, b)) return false;
  const wordsA = a.split(' ');
  const wordsB = b.split(' ');
  if (wordsA.length !== wordsB.length) return true;
  return wordsA.every((word, i) => {
    const other = wordsB[i]!;
    const max = Math.max(allowedDistance(word.length), 1);
    return editDistance(visualKey(word), visualKey(other), max) <= max;
  });
}

/** Prefixes that make another substance ('isopropanolamine' is not 'diisopropanolamine'). */
const MULTIPLIERS = new Set(['mono', 'di', 'tri', 'tetra', 'penta', 'hexa', 'bis', 'iso', 'poly']);

/** Whether `longer` is `shorter` with a multiplier in front. */
function withMultiplier(shorter: string, longer: string): boolean {
  return (
    longer.length > shorter.length &&
    longer.endsWith(shorter) &&
    MULTIPLIERS.has(longer.slice(0, longer.length - shorter.length))
  );
}

/** Whether one key is the other with a multiplier added, to the whole key or to one word. */
function differsByMultiplier(a: string, b: string): boolean {
  const [x, y] = [a.replace(/ /g, ''), b.replace(/ /g, '')];
  if (withMultiplier(x, y) || withMultiplier(y, x)) return true;
  const wordsA = a.split(' ');
  const wordsB = b.split(' ');
  if (wordsA.length !== wordsB.length) return false;
  return wordsA.some(
    (word, i) => withMultiplier(word, wordsB[i]!) || withMultiplier(wordsB[i]!, word),
  );
}

/** The numbers of a key, leaving out digits that touch letters (OCR's 1 for l, 0 for o). */
function numbers(key: string): string {
  return key
    .replace(/(?<=[a-z])\d|\d(?=[a-z])/g, '')
    .replace(/\D+/g, ' ')
    .trim();
}

function chemicalEndings(key: string): string {
  return key
    .split(' ')
    .map((word) => /(ate|ite|ide)s?$/.exec(word)?.[1] ?? '')
    .join();
}

/** How many slips we forgive for a name of this (compact) length. */
export function allowedDistance(length: number): number {
  if (length < 5) return 0;
  if (length < 8) return 1;
  if (length < 15) return 2;
  return 3;
}
