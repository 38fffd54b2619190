/**
 * Finds the ingredient list inside the text of a whole label: after its heading ('Ingredients:',
 * 'Inhaltsstoffe:', 'Contains:' …), without footnotes, and before the directions, addresses and
 * codes that follow it.
 */
import { flattenDrugFacts } from './drug-facts';
import { isLabelNoise } from './label-noise';

const HEADER =
  /(?:^|[\s.,;/])(?:full\s+)?(?:[il1|]ngr[eé3]d[il1|][eé3]nts?|ingr[eé]dients?|ingredientes|ingredienti|ingredi[eë]nten|inhaltsstoffe|inhaltstoffe|zutaten|inci(?:\s+list)?|composition|zusammensetzung|samenstelling|sk[łl]adniki)\s*(?:list)?\s*(?:\((?:inci|ingredients?)\))?\s*[:：]/i;
const HEADER_LINE = /^\s*(?:(?:product|full|all)\s+)?(?:ingredients?|ingr[eé]dients?|inci)\s*$/im;
/** Detergent labels list their ingredients after 'Contains:' ('May contain:' is not a heading). */
const CONTAINS_HEADER = /(?:^|[\s.,;])(?<!may\s)c[o0]ntains\s*[:：]/i;
const END_MARKERS =
  /(?:^|[\s.,;])(?:directions?|how to use|usage|use:|warnings?|caution|precautions?|made in|manufactured|produced|distributed|store\b|keep out|best before|use by|batch\b|lot\b|www\.|https?:|net\s*(?:wt|weight|content)|net\s+\d|e?\d+\s*(?:ml|g)\b|\d+(?:[.,]\d+)?\s*(?:kg|oz)\b|recycl|dermatologically|for external use|do not\b|avoid contact|danger\b|please\s+(?:be\s+aware|refer|note|visit|see)|trace\s+materials|(?<!may\s)c[o0]ntains\s*[:：])/i;
const MAY_CONTAIN_START =
  /^\s*(?:[[(]\s*)?(?:\+\s*\/\s*-|±|may\s+contain|peut\s+contenir|kann\s+enthalten)/i;
/** Superscript footnote marks ('Oil¹'); NFKC would turn them into digits. */
const SUPERSCRIPT_MARKS = /[¹²³⁴⁵⁶⁷⁸⁹⁰]+/g;
const FOOTNOTE =
  /[*°†‡]+\s*(?:=\s*)?(?:from|certified|organic|ingredients?|issus?|aus|de|natural|naturally|of|made|derived|biolog\w*|bio|fair|wild|\d+\s*%)(?!\w)[^\n]*/gi;
export const ABBREVIATIONS = /\b(?:denat|ext|extr|fil|hydrol|no|vit|var)\.$/i;

export function normaliseText(text: string): string {
  return (
    readTables(text)
      .replace(SUPERSCRIPT_MARKS, '*')
      // NFKC would spell '™' as 'TM'; one mark for every trade name.
      .replace(/[™℠]/g, '®')
      .normalize('NFKC')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[\u2018\u2019\u201a\u201b]/g, "'")
      .replace(/[\u201c\u201d\u201e]/g, '"')
      .replace(/[•·●▪■◦∙]/g, ',')
      .replace(/(?<=[a-z])\|(?=[a-z])/gi, 'l')
      .replace(/\|/g, ',')
      // 'Water\Aqua\Eau': a backslash between names is a slash.
      .replace(/(?<=[a-z])\\(?=[a-z])/gi, '/')
      // Internal codes printed after a name ('Phenoxyethanol <ILN41968>').
      .replace(/<\s*[A-Z]{2,5}\d{3,}\s*>/g, ' ')
      .replace(/\t/g, ' ')
      // 'Also contains:' goes on with the list (it is not the detergent heading 'Contains:').
      .replace(/[,.;]?\s*\balso\s+contains\s*[:：]/gi, ',')
  );
}

/** A row of a table: three or more cells between pipes ('Sodium Carbonate | 497-19-8 | Builder |'). */
const TABLE_ROW = /^\s*\|?\s*[^|\n]+\|[^|\n]*\|/;
/** The head row of an ingredient table names its columns ('… Name | CAS Number | Function |'). */
const TABLE_HEAD = /\|\s*(?:cas\b[^|]*|functions?|purpose)\s*\|/i;

/**
 * Ingredient disclosures printed as tables (one ingredient a row, then its CAS number and its
 * function): the list is the first cell of each row, and it begins after the head row; the other
 * cells are not ingredients.
 */
function readTables(text: string): string {
  const lines = text.split(/\r?\n/);
  const head = lines.findIndex((line) => TABLE_ROW.test(line) && TABLE_HEAD.test(line));
  if (head < 0) return text;
  const rows = lines.slice(head + 1).map((line) => {
    if (!TABLE_ROW.test(line)) return line;
    const first = line.split('|').find((cell) => cell.trim() !== '');
    return `${first?.trim() ?? ''},`;
  });
  return ['Ingredients:', ...rows].join('\n');
}

/** The part of a label that holds the ingredient list. */
export function extractIngredientSection(text: string): string {
  let body = cutAtSecondHeading(afterHeading(flattenDrugFacts(normaliseText(text))));
  // Footnotes such as '*from organic farming' or '° = natural origin'.
  body = body.replace(FOOTNOTE, ' ');
  body = cutAtMarkedFootnotes(body);
  body = cutAtBlankLine(body);
  body = cutAtEndMarker(body);
  body = cutAtClosingStop(body);
  return body.trim();
}

/**
 * 'Key ingredients:', 'Selective Active Ingredients:': a marketing heading over a few highlights,
 * not the list (which usually follows under a heading of its own).
 */
const MARKETING_BEFORE_HEADER =
  /(?:^|[\s.,;])(?:key|selective|select|selected|hero|star|featured|main|notable|highlighted|signature|powerful|active|natural|botanical)(?:\s+(?:active|natural|botanical))?\s*$/i;

/** The first list heading that is not a marketing heading ('Key ingredients:'). */
function listHeader(body: string): RegExpExecArray | null {
  let offset = 0;
  let marketing: RegExpExecArray | null = null;
  while (offset < body.length) {
    const header = HEADER.exec(body.slice(offset));
    if (!header) break;
    header.index += offset;
    // The heading match may begin with the separator before the word.
    const before = body.slice(0, header.index + (/^[\s.,;/]/.test(header[0]) ? 1 : 0));
    if (!MARKETING_BEFORE_HEADER.test(before)) return header;
    marketing ??= header;
    offset = header.index + header[0].length;
  }
  return marketing;
}

function afterHeading(body: string): string {
  const header = listHeader(body) ?? CONTAINS_HEADER.exec(body);
  if (header) return body.slice(header.index + header[0].length);
  const line = HEADER_LINE.exec(body);
  return line ? body.slice(line.index + line[0].length) : body;
}

/** Labels in two languages repeat the list under a second heading. */
function cutAtSecondHeading(body: string): string {
  const second = HEADER.exec(body);
  return second ? body.slice(0, second.index) : body;
}

/**
 * '… Linalool. *Napiers aqua formula. **Napiers original formula.': after a full list, a full
 * stop followed by a footnote mark starts the footnotes.
 */
function cutAtMarkedFootnotes(body: string): string {
  const mark = /\.\s*[*+†‡]+\s*[A-Za-z]/.exec(body);
  if (mark && separatorCount(body.slice(0, mark.index)) >= 2) return body.slice(0, mark.index);
  return body;
}

function separatorCount(text: string): number {
  return (text.match(/[,;]/g) ?? []).length;
}

/** A blank line after a real list ends it (directions, addresses follow on labels). */
function cutAtBlankLine(body: string): string {
  const trimmed = body.trimStart();
  const blank = /\n\s*\n/.exec(trimmed);
  if (!blank) return body;
  const before = trimmed.slice(0, blank.index);
  return separatorCount(before) >= 3 ? before : body;
}

function cutAtEndMarker(body: string): string {
  const end = END_MARKERS.exec(body);
  if (end && end.index > 0 && separatorCount(body.slice(0, end.index)) >= 2) {
    return body.slice(0, end.index);
  }
  return body;
}

/**
 * A full stop followed by a line break or the end closes the list, unless the next line goes on
 * with it (OCR read a comma as a full stop, or a '+/-' colour range follows).
 */
function cutAtClosingStop(body: string): string {
  const stop = /\.(?=\s*(?:\n|$))/g;
  let m: RegExpExecArray | null;
  while ((m = stop.exec(body))) {
    const before = body.slice(0, m.index + 1);
    if (ABBREVIATIONS.test(before)) continue;
    if (separatorCount(before) < 2) continue;
    if (continuesList(body.slice(m.index + 1))) continue;
    return body.slice(0, m.index);
  }
  return body;
}

function continuesList(rest: string): boolean {
  const line = rest.trimStart().split('\n', 1)[0] ?? '';
  if (MAY_CONTAIN_START.test(line)) return true;
  const pieces = line
    .split(/[,;]/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  return (
    pieces.length >= 2 &&
    pieces.every((piece) => /^[A-Z]/.test(piece) && !piece.includes(':') && !isLabelNoise(piece))
  );
}
