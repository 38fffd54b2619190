/** One cell of an import file to a product field's value, and the guard against spreadsheet formulas. */
import { FIELD_KINDS, LIST_SEPARATOR, type ProductField } from '../../shared/schemas/product';

/** Export prefixes cells that a spreadsheet would run as a formula with '; import removes it. */
const FORMULA_START = /^[=+\-@\t\r]/;

function unguard(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export function guard(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type Converted = { ok: true; value: unknown } | { ok: false; message: string };

/** The currency sign a price cell may carry (€24.95, $26.95, US$26.95), and its example. */
const PRICE_CELLS: Partial<Record<ProductField, { sign: RegExp; example: string }>> = {
  price: { sign: /^€\s*|\s*€$/g, example: '24.95' },
  usa_price: { sign: /^(US)?\$\s*|\s*\$$/g, example: '26.95, in US dollars' },
};

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', 'ja', 'waar']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'nee', 'onwaar']);

/** A text cell (CSV, or a string in JSON where a number, flag or list is expected) to a value. */
function convertText(field: ProductField, raw: string, csv: boolean): Converted {
  const cell = csv ? unguard(raw) : raw;
  const text = cell.trim();
  switch (FIELD_KINDS[field]) {
    case 'text':
      return { ok: true, value: cell };
    case 'number': {
      if (text === '') return { ok: true, value: null };
      const price = PRICE_CELLS[field];
      const cleaned = (price ? text.replace(price.sign, '') : text).replace(/\s/g, '');
      const normal = /^\d+,\d+$/.test(cleaned) ? cleaned.replace(',', '.') : cleaned;
      if (!/^-?\d+(\.\d+)?$/.test(normal)) {
        const example = price?.example ?? '24.95';
        return { ok: false, message: `"${text.slice(0, 40)}" is not a number (write ${example})` };
      }
      return { ok: true, value: Number(normal) };
    }
    case 'integer': {
      if (text === '') return { ok: true, value: 0 };
      if (!/^\d+$/.test(text)) {
        return { ok: false, message: `"${text.slice(0, 40)}" is not a whole number` };
      }
      return { ok: true, value: Number(text) };
    }
    case 'flag': {
      const word = text.toLowerCase();
      if (word === '' || FALSE_WORDS.has(word)) return { ok: true, value: false };
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      return { ok: false, message: `"${text.slice(0, 40)}" is not true or false` };
    }
    case 'list': {
      if (text === '') return { ok: true, value: [] };
      const parts = /[\r\n]/.test(text) ? text.split(/\r?\n/) : text.split(LIST_SEPARATOR);
      return { ok: true, value: parts.map((p) => p.trim()).filter(Boolean) };
    }
  }
}

export function convertValue(field: ProductField, raw: unknown, csv: boolean): Converted {
  if (typeof raw === 'string') return convertText(field, raw, csv);
  if (raw === null || raw === undefined) {
    const kind = FIELD_KINDS[field];
    return {
      ok: true,
      value: kind === 'list' ? [] : kind === 'flag' ? false : kind === 'integer' ? 0 : null,
    };
  }
  return { ok: true, value: raw };
}

export function parseId(raw: unknown): Converted {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, value: null };
  }
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) {
    return {
      ok: false,
      message: `"${String(raw).slice(0, 20)}" is not a product id (a whole number)`,
    };
  }
  return { ok: true, value: Number(text) };
}

export function parseCreatedAt(raw: unknown): Converted {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, value: null };
  }
  const text = typeof raw === 'string' ? raw.trim() : '';
  const time = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time)) {
    return {
      ok: false,
      message: `"${String(raw).slice(0, 40)}" is not a date (write 2026-11-22 or an ISO time)`,
    };
  }
  return { ok: true, value: new Date(time).toISOString() };
}
