/**
 * Cuts a real ingredient label (typed, pasted or read by OCR) into ingredient names.
 *
 * Copes with: 'Ingredients:' headers (and text before them), directions or addresses after the
 * list, line breaks inside names, hyphenated breaks, commas, semicolons and bullets, bracketed
 * names ('Parfum (Fragrance)'), 'Aqua/Water/Eau', percentages, organic asterisks, 'may contain'
 * and '+/-' sections, upper-case labels, trade names, footnotes, textile shares ('95% Cotton') and
 * the noise around a list (label-section.ts, label-noise.ts).
 */
import {
  isLabelNoise,
  PERCENTAGE,
  splitBeforeShares,
  withoutDescription,
  withoutFluorideContent,
  withoutHeading,
  withoutTradeNames,
} from './label-noise';
import { ABBREVIATIONS, extractIngredientSection } from './label-section';
import { colourIndexKey } from './normalize';

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

export { extractIngredientSection };

export const MAX_INGREDIENTS = 120;
export const MAX_ITEM_LENGTH = 160;

const MAY_CONTAIN =
  /(\+\s*\/\s*-|±|\bmay\s+contain\b|\bpeut\s+contenir\b|\bkann\s+enthalten\b)\s*:?/gi;
const MAY_MARK = '\u0001';

export function parseIngredientList(text: string): ParsedIngredient[] {
  const body = splitBeforeShares(joinLines(markMayContain(extractIngredientSection(text))));
  const result: ParsedIngredient[] = [];
  const seen = new Set<string>();
  let mayContain = false;
  for (const piece of splitTopLevel(body).map(withoutDescription).flatMap(eachOfGroup)) {
    let raw = piece.trim();
    if (raw.includes(MAY_MARK)) {
      mayContain = true;
      raw = raw.replaceAll(MAY_MARK, '').trim();
    }
    for (const one of eachColourIndex(raw).flatMap(eachOfPair)) {
      const parsed = cleanItem(one, mayContain);
      if (!parsed) continue;
      const key = parsed.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      result.push(parsed);
      if (result.length >= MAX_INGREDIENTS) return result;
    }
  }
  return result;
}

/**
 * 'Fragrance (Limonene, Linalool, Citral)', 'enzymes (protease, amylase)': a group and the names
 * in its bracket, each an ingredient of its own; nested brackets inside stay with their name.
 * A bracket of colour index numbers, or of one or two other names ('Aqua (Water, Eau)'), is not
 * a group.
 */
function eachOfGroup(piece: string): string[] {
  const open = piece.search(/[([]/);
  if (open < 0 || !/[)\]]\W*$/.test(piece)) return [piece];
  const inner = piece.slice(open + 1, piece.search(/[)\]]\W*$/));
  const parts = splitTopLevel(inner).map((part) => part.trim());
  if (parts.length < 3 || parts.some((part) => !/[a-z]{3}/i.test(part))) return [piece];
  if (COLOUR_INDEX_NUMBER.test(inner)) {
    COLOUR_INDEX_NUMBER.lastIndex = 0;
    return [piece];
  }
  const heading = piece.slice(0, open).trim();
  return heading ? [heading, ...parts] : parts;
}

/**
 * 'protease and amylase', 'Dimethyl Isosorbide (and) Hydroxypinacolone Retinoate': two names.
 * 'Per- and Polyfluoroalkyl Substances' and the 'D&C' of colour names stay whole.
 */
function eachOfPair(raw: string): string[] {
  const parts = raw.split(/\s+(?:\(and\)|and|&)\s+(?![^([]*[)\]])/i);
  if (parts.length < 2) return [raw];
  if (parts.some((part, i) => (i < parts.length - 1 && /-$/.test(part)) || !/[a-z]{3}/i.test(part)))
    return [raw];
  return sharedMaterial(parts);
}

/**
 * 'grapefruit seed and orange peel extracts': the material named once at the end belongs to each
 * plant part before it ('grapefruit seed extract'). Only a plant part without a material of its
 * own takes it.
 */
function sharedMaterial(parts: string[]): string[] {
  const last = /\s(extracts|oils)$/i.exec(parts.at(-1)!);
  if (!last) return parts;
  const one = last[1]!.slice(0, -1);
  return parts.map((part, i) =>
    i < parts.length - 1 && PLANT_PART_END.test(part) ? `${part} ${one}` : part,
  );
}

const PLANT_PART_END =
  /\s(?:seed|seeds|peel|leaf|leaves|root|flower|flowers|fruit|bark|kernel|rind|berry|bud|buds)$/i;

const COLOUR_INDEX_NUMBER = /c\s*\.?\s*[il1|]\s*\.?\s*(\d{5})(?!\d)/gi;

/**
 * 'Iron Oxides (CI 77491, CI 77492, CI 77499)': one pigment name for several colour index
 * numbers, each a colourant of its own; one item per number, so that none is lost.
 */
function eachColourIndex(raw: string): string[] {
  const bracket = /^(.*?)\s*[([]([^)\]]*)[)\]]\s*$/.exec(raw);
  if (!bracket) return [raw];
  const numbers = [...bracket[2]!.matchAll(COLOUR_INDEX_NUMBER)].map((m) => m[1]!);
  if (numbers.length < 2) return [raw];
  return numbers.map((number) => `${bracket[1]} (CI ${number})`);
}

/**
 * In a list with commas, line breaks are only wrapping: hyphenated breaks are joined
 * ('Methylisothiazo-\nlinone'), the rest become spaces. Without commas, each line is an item.
 */
function joinLines(body: string): string {
  const separators = (body.match(/[,;]/g) ?? []).length;
  if (separators < 2 && body.includes('\n')) return body.replace(/\s*\n\s*/g, ', ');
  return body
    .replace(/([a-z])-\s*\n\s*([a-z])/g, '$1$2')
    .replace(/\b([A-Z]{2,})-\s*\n\s*(?=[A-Z])/g, joinCapitalsBreak)
    .replace(/-\s*\n\s*/g, '-')
    .replace(/\s*\n\s*/g, ' ');
}

/** INCI words that really end in a hyphen ('PEG-40', 'COCO-GLUCOSIDE', 'ALPHA-ISOMETHYL'). */
const HYPHENATED_PREFIXES = new Set(['PEG', 'PPG', 'COCO', 'BIS', 'ALPHA', 'BETA', 'GAMMA']);

/** 'METHYLISOTHIAZO-\nLINONE' is one broken word; 'COCO-\nGLUCOSIDE' keeps its hyphen. */
function joinCapitalsBreak(_match: string, word: string): string {
  return HYPHENATED_PREFIXES.has(word) ? `${word}-` : word;
}

/** '[+/- CI 77891, CI 77491]' and 'may contain: …' mark what follows with MAY_MARK. */
function markMayContain(body: string): string {
  return body
    .replace(/[[(]\s*(\+\s*\/\s*-|±|may\s+contain)\s*:?/gi, `, ${MAY_MARK} `)
    .replace(MAY_CONTAIN, `, ${MAY_MARK} `);
}

/** The longest bracketed group of names read as one group. */
const MAX_GROUP = 400;

/** For each opening bracket, where its closing bracket is (one pass with a stack). */
function closingBrackets(body: string): Map<number, number> {
  const closes = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '(' || ch === '[' || ch === '{') open.push(i);
    else if ((ch === ')' || ch === ']' || ch === '}') && open.length) closes.set(open.pop()!, i);
  }
  return closes;
}

/** Splits on commas, semicolons and full stops between items, but not inside brackets. */
function splitTopLevel(body: string): string[] {
  const out: string[] = [];
  const closes = closingBrackets(body);
  let depth = 0;
  let openedAt = 0;
  let reach = 60;
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '(' || ch === '[' || ch === '{') {
      if (depth === 0) {
        openedAt = current.length;
        // A group that closes ('Fragrance (Limonene, Linalool, …)') may be long.
        const close = closes.get(i);
        reach = close !== undefined && close - i <= MAX_GROUP ? close - i + 1 : 60;
      }
      depth++;
    } else if ((ch === ')' || ch === ']' || ch === '}') && depth > 0) {
      depth--;
    }
    // An unclosed bracket (OCR lost it) must not swallow the rest of the list.
    if (depth > 0 && current.length - openedAt > reach) depth = 0;
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

/**
 * A footnote number glued to the end of a word ('natural flavor1'); never the number of an INCI
 * name that carries one ('Laureth7' read without its hyphen stays whole), nor OCR's 1 for an l
 * ('Glyco1').
 */
const GLUED_FOOTNOTE =
  /(?<=[a-z]{3})(?<!eth|peg|ppg|nylon|quaternium|sorbate|oxamer|ester|amide|acrylate|polymer|silicone|vitamin|oxide|cone)(?:[02-9]|(?<![aeiouy])1)(?=\s*$|\s*[([])/;

function cleanItem(raw: string, mayContain: boolean): ParsedIngredient | null {
  if (isLabelNoise(raw)) return null;
  const marked = /[*°†‡]/.test(raw);
  let text = withoutHeading(raw.slice(0, MAX_ITEM_LENGTH));
  if (isLabelNoise(text)) return null;
  text = withoutFluorideContent(withoutTradeNames(text))
    .replace(PERCENTAGE, ' ')
    .replace(/[*°†‡]+/g, ' ')
    .replace(GLUED_FOOTNOTE, '')
    .replace(/\s*\/\s*/g, '/')
    .replace(/^[\s\-–:.&+]+/, '')
    .replace(/^(?:and|&)\s+/i, '')
    .replace(/[\s\-–:,&+]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Unbalanced brackets left by the split or by OCR.
  text = balanceBrackets(text);
  if (!ABBREVIATIONS.test(text)) text = text.replace(/\.+$/, '').trim();
  if (!looksLikeName(text)) return null;

  const name = displayName(text);
  return { raw, name, candidates: candidatesFor(name), mayContain, marked };
}

/** Two letters in a row, or a colour index number ('C1 77891' as OCR read it). */
function looksLikeName(text: string): boolean {
  return text.length >= 2 && (/[a-z]{2}/i.test(text) || colourIndexKey(text) !== null);
}

function balanceBrackets(text: string): string {
  let out = text;
  const opens = (out.match(/[([]/g) ?? []).length;
  const closes = (out.match(/[)\]]/g) ?? []).length;
  if (closes > opens) out = out.replace(/^[)\]\s]+/, '').replace(/[)\]]+$/, '');
  if (opens > closes) out = out.replace(/[([]\s*$/, '') + (/[([][^)\]]*$/.test(out) ? ')' : '');
  return out.replace(/\(\s*\)/g, '').trim();
}

/**
 * Title Case for labels printed in capitals ('S0AP': OCR's 0 between capitals counts as an O) and
 * for class names printed in lower case ('anionic surfactants'); otherwise as written.
 */
function displayName(text: string): string {
  const letters = text.replace(/(?<=[a-z])0(?=[a-z])/gi, 'O').replace(/[^a-z]/gi, '');
  const upper = letters.replace(/[^A-Z]/g, '').length;
  if (/^[a-z]{3,}/.test(text)) return text.replace(/(^|[\s(])([a-z])/g, capitalise);
  if (letters.length < 4 || upper / letters.length < 0.9) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s(/\-[])([a-z])/g, capitalise)
    .replace(/\b(Ci|Peg|Ppg|Edta|Bht|Bha|Pca|Dea|Mea|Tea|Mit|Cmit|Spf|Uv|Ii|Iii)\b/g, (w) =>
      w.toUpperCase(),
    )
    .replace(/\bDenat\b/g, 'Denat');
}

function capitalise(_match: string, before: string, letter: string): string {
  return before + letter.toUpperCase();
}

const DESCRIPTORS =
  /\b(?:certified\s+)?(?:organic|organically grown|bio|natural|cold[\s-]pressed|virgin|extra virgin|refined|unrefined|vegetable|plant[\s-](?:derived|based)|food[\s-]grade|pure|(?:readily\s+)?biodegradable|non[\s-]gmo|wild[\s-]harvested|fair[\s-]?trade|from organic farming)\b/gi;

/**
 * What a name is for, written after it in lower case ('Sodium Citrate water softening agent'),
 * and 'enzyme blend' after an enzyme's name: not part of the name.
 */
const FUNCTION_AFTER_NAME =
  /(?<=[a-z0-9)])\s+(?:[a-z]+\s+){0,3}(?:agents?|softeners?|builders?|removers?|enhancers?|cleaners?)$/;
const ENZYME_BLEND = /(?<=[a-z]{3})\s+enzymes?(?:\s+blend)?$/i;

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
  // 'Sodium Citrate water softening agent': only a lower-case tail after a name is cut.
  add(plain.trim().replace(FUNCTION_AFTER_NAME, ''));
  add(plain.trim().replace(ENZYME_BLEND, ''));
  // 'plant oils such as Lavandula angustifolia (Lavender) oil': the example is the name.
  const example = /\bsuch\s+as\s+(.+)$/i.exec(name);
  if (example) add(example[1]!);
  // 'Iron Oxides 77491', 'Yellow 5 19140': a colour index number printed without 'CI'.
  const colour = /^(.*[a-z].*?)\s+((?:1|2|4|5|6|7)\d{4})$/i.exec(withoutBrackets.trim());
  if (colour) {
    add(`CI ${colour[2]}`);
    add(colour[1]!);
  }
  // 'Sunflower Oil (Helianthus Annuus)': the bracket may be the INCI with the part missing.
  return out;
}
