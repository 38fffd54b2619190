/** Display helpers of the catalogue (pure; unit-tested in format.test.ts). */

/*
 * The usual prices, counts and dates are written out here rather than by Intl: the first Intl
 * formatter a page makes loads the browser's locale data, a 30–60 ms task on a phone-class CPU
 * during start-up (decision 0018). The results are Intl's to the character (format.test.ts compares
 * them); anything unusual still goes to Intl.
 */

/** Digits with a comma every three, as en-US and en-IE group them. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * "12.35" for 12.345: Intl rounds the number's shortest decimal form (String(n)) half up, not its
 * exact binary value as toFixed does. Undefined when that form has an exponent.
 */
function twoDecimals(n: number): string | undefined {
  const [whole = '', fraction = ''] = String(n).split('.');
  if (whole.includes('e') || fraction.includes('e')) return undefined;
  if (fraction.length <= 2) return `${whole}.${fraction.padEnd(2, '0')}`;
  const cents = String(Number(whole + fraction.slice(0, 2)) + (fraction[2]! >= '5' ? 1 : 0));
  const padded = cents.padStart(3, '0');
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
}

/** "€1,234.50" or "$1,234.50": the sign before the grouped amount, a minus before the sign. */
function currencyText(amount: number, sign: string): string | undefined {
  const fixed = Math.abs(amount) < 1e13 && !Object.is(amount, -0) && twoDecimals(Math.abs(amount));
  if (!fixed) return undefined;
  const [whole, cents] = fixed.split('.') as [string, string];
  return `${amount < 0 ? '-' : ''}${sign}${grouped(whole)}.${cents}`;
}

/** How each currency is written: its sign, and the Intl locale for amounts the fast path declines. */
const CURRENCIES = {
  EUR: { sign: '€', locale: 'en-IE' },
  USD: { sign: '$', locale: 'en-US' },
} as const;

const intlFormats = new Map<keyof typeof CURRENCIES, Intl.NumberFormat>();

/** An amount in the currency, or empty when there is no finite amount. */
function formatMoney(price: number | null | undefined, currency: keyof typeof CURRENCIES): string {
  if (typeof price !== 'number' || !Number.isFinite(price)) return '';
  const { sign, locale } = CURRENCIES[currency];
  const text = currencyText(price, sign);
  if (text) return text;
  let format = intlFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    intlFormats.set(currency, format);
  }
  return format.format(price);
}

/** Price in euro, e.g. "€32.50"; empty when the product has no price. */
export function formatPrice(price: number | null | undefined): string {
  return formatMoney(price, 'EUR');
}

/** Price in US dollars as the USA writes it, e.g. "$35.99"; empty when there is none. */
export function formatDollars(price: number | null | undefined): string {
  return formatMoney(price, 'USD');
}

/** Whole stars filled: the rating rounded down, on a 1 to 5 scale (0 when there is none). */
export function filledStars(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.floor(rating)));
}

/** A count in US style, e.g. "3,140". */
export function formatCount(count: number): string {
  if (Number.isSafeInteger(count) && !Object.is(count, -0)) {
    return `${count < 0 ? '-' : ''}${grouped(String(Math.abs(count)))}`;
  }
  return new Intl.NumberFormat('en-US').format(count);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Long US format, e.g. "November 22, 2026": the UTC date, the same on the server and in every browser. */
export function longUsDate(iso: string): string {
  const date = new Date(iso);
  const year = date.getUTCFullYear();
  if (year >= 1000 && year <= 9999) {
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
  }
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const FALLBACK_IMAGE = '/images/product-fallback.svg';
/** Card features: at most 2 badges. */
export const MAX_CARD_FEATURES = 2;
/** Product detail: at most 3 quotes. */
export const MAX_QUOTES = 3;
