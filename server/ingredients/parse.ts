/**
 * Cuts a real ingredient label (typed, pasted or read by OCR) into ingredient names.
 *
 * Copes with: 'Ingredients:' headers (and text before them), directions or addresses after the
 * list, line breaks inside names, hyphenated breaks, commas, semicolons and bullets, bracketed
 * names ('Parfum (Fragrance)'), 'Aqua/Water/Eau', percentages, organic asterisks, 'may contain'
 * and '+/-' sections, and upper-case labels.
 */

export interface ParsedIngredient {
  /** The item as it was cut from the list (trimmed). */
  raw: string;
  /** A clean name to show when the knowledge base does not know the ingredient. */
  name: string;
  /** Names to try in the knowledge base, best first. */
  candidates: string[];
  /** Listed after 'may contain' or '+/-' (colourants of a range). */
  mayContain: boolean;
  /** Marked with an asterisk or similar (usually 'from organic farming'). */
  marked: boolean;
}

export const MAX_INGREDIENTS = 120;
export const MAX_ITEM_LENGTH = 160;

const HEADER =
  /(?:^|[\s.,;])(?:full\s+)?(?:[il1|]ngr[eé3]d[il1|][eé3]nts?|ingr[eé]dients?|ingredientes|ingredienti|ingredi[eë]nten|inhaltsstoffe|inhaltstoffe|zutaten|inci(?:\s+list)?|composition|sk[łl]adniki)\s*(?:list)?\s*[:：]/i;
const HEADER_LINE = /^\s*(?:ingredients?|ingr[eé]dients?|inci)\s*$/im;
const END_MARKERS =
  /(?:^|[\s.,;])(?:directions?|how to use|usage|use:|warnings?|caution|precautions?|made in|manufactured|produced|distributed|store\b|keep out|best before|use by|batch\b|lot\b|www\.|https?:|net\s*(?:wt|weight|content)|e?\d+\s*(?:ml|g)\b|recycl|dermatologically|for external use)/i;
const MAY_CONTAIN =
  /(\+\s*\/\s*-|±|\bmay\s+contain\b|\bpeut\s+contenir\b|\bkann\s+enthalten\b)\s*:?/gi;
const MAY_MARK = '\u0001';
const FOOTNOTE =
  /[*°†‡]+\s*(?:=\s*)?(?:from|certified|organic|ingredients?|issus?|aus|de|natural|naturally|of|made|derived|biolog\w*|bio)\b[^\n]*/gi;
const ABBREVIATIONS = /\b(?:denat|ext|extr|fil|hydrol|no|vit|var)\.$/i;

/** The part of a label that holds the ingredient list. */
export function extractIngredientSection(text: string): string {
  let body = normaliseText(text);
  const header = HEADER.exec(body);
  if (header) {
    body = body.slice(header.index + header[0].length);
  } else {
    const line = HEADER_LINE.exec(body);
    if (line) body = body.slice(line.index + line[0].length);
  }
  // Footnotes such as '*from organic farming' or '° = natural origin'.
  body = body.replace(FOOTNOTE, ' ');
  // A blank line after a real list ends it (directions, addresses follow on labels).
  const blank = /\n\s*\n/.exec(body.trimStart());
  if (blank) {
    const trimmed = body.trimStart();
    const before = trimmed.slice(0, blank.index);
    if ((before.match(/[,;]/g) ?? []).length >= 3) body = before;
  }
  const end = END_MARKERS.exec(body);
  if (end && end.index > 0 && (body.slice(0, end.index).match(/[,;]/g) ?? []).length >= 2) {
    body = body.slice(0, end.index);
  }
  // A full stop followed by a line break or the end closes the list.
  const stop = /\.(?=\s*(?:\n|$))/g;
  let m: RegExpExecArray | null;
  while ((m = stop.exec(body))) {
    const before = body.slice(0, m.index + 1);
    if (ABBREVIATIONS.test(before)) continue;
    if ((before.match(/[,;]/g) ?? []).length >= 2) {
      body = body.slice(0, m.index);
      break;
    }
  }
  return body.trim();
}

export function parseIngredientList(text: string): ParsedIngredient[] {
  let body = extractIngredientSection(text);
  body = markMayContain(body);
  const separators = (body.match(/[,;]/g) ?? []).length;
  if (separators >= 2 || !body.includes('\n')) {
    // Line breaks are only wrapping: join hyphenated breaks, then the rest with a space.
    body = body
      .replace(/([a-z])-\s*\n\s*([a-z])/g, '$1$2')
      .replace(/-\s*\n\s*/g, '-')
      .replace(/\s*\n\s*/g, ' ');
  } else {
    body = body.replace(/\s*\n\s*/g, ', ');
  }

  const items = splitTopLevel(body);
  const result: ParsedIngredient[] = [];
  const seen = new Set<string>();
  let mayContain = false;
  for (const piece of items) {
    let raw = piece.trim();
    if (raw.includes(MAY_MARK)) {
      mayContain = true;
      raw = raw.replaceAll(MAY_MARK, '').trim();
    }
    const parsed = cleanItem(raw, mayContain);
    if (!parsed) continue;
    const key = parsed.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(parsed);
    if (result.length >= MAX_INGREDIENTS) break;
  }
  return result;
}

function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201a\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[•·●▪■◦∙]/g, ',')
    .replace(/(?<=[a-z])\|(?=[a-z])/gi, 'l')
    .replace(/\|/g, ',')
    .replace(/\t/g, ' ');
}

/** '[+/- CI 77891, CI 77491]' and 'may contain: …' mark what follows with MAY_MARK. */
function markMayContain(body: string): string {
  return body
    .replace(/[[(]\s*(\+\s*\/\s*-|±|may\s+contain)\s*:?/gi, `, ${MAY_MARK} `)
    .replace(MAY_CONTAIN, `, ${MAY_MARK} `);
}

/** Splits on commas, semicolons and full stops between items, but not inside brackets. */
function splitTopLevel(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let openedAt = 0;
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '(' || ch === '[' || ch === '{') {
      if (depth === 0) openedAt = current.length;
      depth++;
    } else if ((ch === ')' || ch === ']' || ch === '}') && depth > 0) {
      depth--;
    }
    // An unclosed bracket (OCR lost it) must not swallow the rest of the list.
    if (depth > 0 && current.length - openedAt > 60) depth = 0;
    const isSeparator =
      ch === ',' ||
      ch === ';' ||
      (ch === '.' &&
        /\s/.test(body[i + 1] ?? '') &&
        /[A-Z]/.test(body.slice(i + 1).trimStart()[0] ?? '') &&
        !ABBREVIATIONS.test(current + '.'));
    // A comma between digits belongs to a chemical name ('1,2-Hexanediol').
    const inNumber = ch === ',' && /\d/.test(body[i - 1] ?? '') && /\d/.test(body[i + 1] ?? '');
    if (isSeparator && depth === 0 && !inNumber) {
      out.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  out.push(current);
  return out;
}

function cleanItem(raw: string, mayContain: boolean): ParsedIngredient | null {
  let text = raw.slice(0, MAX_ITEM_LENGTH);
  const marked = /[*°†‡¹²³]/.test(text);
  text = text
    // percentages: '(2%)', '2.5 %', '<1%'
    .replace(/[([]?\s*[<>≤≥~]?\s*\d+(?:[.,]\d+)?\s*%\s*[)\]]?/g, ' ')
    .replace(/[*°†‡¹²³]+/g, ' ')
    .replace(/^[\s\-–:.&+]+/, '')
    .replace(/^(?:and|&)\s+/i, '')
    .replace(/[\s\-–:,&+]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Unbalanced brackets left by the split or by OCR.
  text = balanceBrackets(text);
  if (!ABBREVIATIONS.test(text)) text = text.replace(/\.+$/, '').trim();
  if (text.length < 2 || !/[a-z]{2}|ci\s*\d/i.test(text)) return null;

  const name = displayName(text);
  return { raw, name, candidates: candidatesFor(name), mayContain, marked };
}

function balanceBrackets(text: string): string {
  let out = text;
  const opens = (out.match(/[([]/g) ?? []).length;
  const closes = (out.match(/[)\]]/g) ?? []).length;
  if (closes > opens) out = out.replace(/^[)\]\s]+/, '').replace(/[)\]]+$/, '');
  if (opens > closes) out = out.replace(/[([]\s*$/, '') + (/[([][^)\]]*$/.test(out) ? ')' : '');
  return out.replace(/\(\s*\)/g, '').trim();
}

/** Title Case for labels printed in capitals; otherwise as written. */
function displayName(text: string): string {
  const letters = text.replace(/[^a-z]/gi, '');
  const upper = letters.replace(/[^A-Z]/g, '').length;
  if (letters.length < 4 || upper / letters.length < 0.9) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s(/\-[])([a-z])/g, (_m, pre: string, ch: string) => pre + ch.toUpperCase())
    .replace(/\b(Ci|Peg|Ppg|Edta|Bht|Bha|Pca|Dea|Mea|Tea|Mit|Cmit|Spf|Uv|Ii|Iii)\b/g, (w) =>
      w.toUpperCase(),
    )
    .replace(/\bDenat\b/g, 'Denat');
}

const DESCRIPTORS =
  /\b(?:certified\s+)?(?:organic|organically grown|bio|natural|cold[\s-]pressed|virgin|extra virgin|refined|unrefined|vegetable|plant[\s-]derived|non[\s-]gmo|wild[\s-]harvested|fair[\s-]?trade|from organic farming)\b/gi;

function candidatesFor(name: string): string[] {
  const out: string[] = [name];
  const add = (value: string) => {
    const v = value
      .replace(/\s+/g, ' ')
      .replace(/^[\s,/-]+|[\s,/-]+$/g, '')
      .trim();
    if (v.length >= 2 && !out.includes(v)) out.push(v);
  };
  const withoutBrackets = name.replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ');
  add(withoutBrackets);
  for (const match of name.matchAll(/[([]([^)\]]*)[)\]]/g)) {
    for (const part of match[1]!.split(/[,/;]| and /)) add(part);
  }
  if (withoutBrackets.includes('/')) {
    for (const part of withoutBrackets.split('/')) add(part);
  }
  const plain = withoutBrackets.replace(DESCRIPTORS, ' ');
  add(plain);
  // 'Sunflower Oil (Helianthus Annuus)': the bracket may be the INCI with the part missing.
  return out;
}
