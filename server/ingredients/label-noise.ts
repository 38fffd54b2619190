/**
 * What a label prints around and between its ingredients and what must never become one:
 * headings, addresses, batch codes, net contents, care instructions, claims.
 */

/** Items that are label text, not ingredients (checked on each item cut from the list). */
const NOISE_ITEMS = [
  /^(?:other\s+)?(?:ingredients?|ingr[eé]dients?|inci|ingredi[eë]nten|inhaltsstoffe|zutaten|composition|zusammensetzung|samenstelling|c[o0]ntains)\b\W*$/i,
  /^(?:made|produced|manufactured|handmade|fabriqu[eé]|hergestellt|geproduceerd|gemaakt)\b.*\b(?:in|en)\b/i,
  /^(?:lot|batch|exp|expiry|best before|use by|bbe)\b/i,
  /^(?:net\b|\d+(?:[.,]\d+)?\s*(?:ml|g|kg|l|oz)\b)/i,
  /^(?:distributed|imported|marketed|packed)\b/i,
  /www\.|https?:|@/i,
  /^(?:dermatologically|clinically|ophthalmologically)\s+tested/i,
  /^(?:(?:machine|hand)\s+wash|wash\b|do not\b|dry clean|tumble\b|wassen\b|waschen\b|lavage\b)/i,
  /^(?:rn|ca)\s*\d{4,}/i,
  /^exclusive of\b/i,
  // Claims ('Fizz!'); no ingredient name has an exclamation mark.
  /!/,
  // Claims of absence ('No phosphates', 'Free from parabens').
  /^(?:no|free\s+from|without)\s+[a-z]/i,
  // 'contains one or more of these ingredients' (a colour range).
  /\bone\s+or\s+more\s+of\b/i,
  // A word of praise standing alone ('pure 100% plant oils' cut before its share).
  /^(?:pure|natural|organic|certified organic)$/i,
  // A choice left to the buyer, not a name ('depending on scent chosen').
  /^depending\s+on\b/i,
  // A sentence, not a name ('Trace materials are commonly present …').
  /^(?=(?:\S+\s+){4})(?=.*\b(?:are|is|may|visit|please|our|we|these|this)\b)/i,
];

export function isLabelNoise(text: string): boolean {
  const trimmed = text.trim();
  return NOISE_ITEMS.some((pattern) => pattern.test(trimmed));
}

/** 'Shell: 100% Polyester', 'Contains: Soap': the heading before a colon is not part of the name. */
export function withoutHeading(text: string): string {
  const match = /^[^:]*(?<!\d):(?!\d)\s*/.exec(text);
  if (!match || match[0].length === text.length) return text;
  return text.slice(match[0].length);
}

/** Bracketed trade names ('Lanolin Alcohol (Eucerit®)') and their marks. */
export function withoutTradeNames(text: string): string {
  return text.replace(/\s*[([][^)\]]*[®™©][^)\]]*[)\]]/g, ' ').replace(/[®™©]/g, '');
}

/** Fluoride content ('1450 ppm F') printed after toothpaste lists. */
export function withoutFluorideContent(text: string): string {
  return text.replace(/[([]?\s*\d+\s*ppm\b(?:\s*F\b)?\s*[)\]]?/gi, ' ');
}

/** A share of the product: '(2%)', '2.5 %', '<1%', '5-15%', '≥30%', '30% or more'. */
export const PERCENTAGE =
  /[([]?\s*[<>≤≥~]?\s*\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s*%(?:\s*[wv]\/[wv]\b)?(?:\s+(?:or|and)\s+(?:more|over))?\s*[)\]]?/g;

/** Textile labels list '70% Wool 30% Polyamide' without commas: each share starts an item. */
export function splitBeforeShares(text: string): string {
  return text.replace(/(?<=[A-Za-z)])\s+(?=[<>≤≥]?\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+)?\s*%)/g, ', ');
}

/**
 * 'sodium citrate - cleans', 'fragrance - essential oils along with …': a name, a spaced dash and
 * what it does in words; the name is the item. A dash before a number stays ('PEG - 10/15').
 */
export function withoutDescription(text: string): string {
  const match = /^(.*?[a-z]{3}.*?)\s+-\s+[a-z]/i.exec(text);
  return match ? match[1]! : text;
}
