/**
 * The product form's state and its checks: what the inputs hold (text for numbers, booleans for
 * the Clean and Natural ratings) and the conversion to the payload, checked with the same schema
 * the server uses (shared/schemas/product.ts).
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  FIELD_KINDS,
  PRODUCT_FIELDS,
  PRODUCT_LIMITS,
  productInputSchema,
  type FieldKind,
  type ProductField,
  type ProductInput,
} from '../../../../shared/schemas/product';

/** The example a number field's message gives. */
const NUMBER_EXAMPLES: Partial<Record<ProductField, string>> = {
  price: '24.95',
  usa_price: '26.95',
  rating: '4.5',
  review_count: '120',
};

/** What an input holds for a value of this type: text for text and numbers, a list, a switch. */
type FormValue<T> = T extends boolean ? boolean : T extends readonly unknown[] ? string[] : string;

/**
 * Derived from the shared schema, so a new product field needs no change here: each field as its
 * input holds it. (Clean and Natural are not fields: the standard computes them.)
 */
export type ProductFormState = {
  [K in ProductField]: FormValue<ProductInput[K]>;
};

export type FormErrors = Partial<Record<ProductField, string>>;

/** The form's key for a payload field. */
export function formKeyOf(field: ProductField): keyof ProductFormState {
  return field;
}

const numberText = (n: unknown) => (typeof n === 'number' ? String(n) : '');

/** A stored product (values passed through as stored, so a bad one shows up as a problem). */
export function formFromProduct(product: Partial<Record<ProductField, unknown>>): ProductFormState {
  const form: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) {
    const value = product[field];
    form[field] = inputValue(FIELD_KINDS[field], value);
  }
  return form as ProductFormState;
}

function inputValue(kind: FieldKind, value: unknown): string | boolean | string[] {
  switch (kind) {
    case 'flag':
      return value === true;
    case 'list':
      return Array.isArray(value) ? value.map(String) : [];
    case 'number':
      return numberText(value);
    case 'integer':
      return numberText(value) || '0';
    case 'text':
      return typeof value === 'string' ? value : '';
  }
}

export function emptyForm(): ProductFormState {
  return formFromProduct({});
}

/** "24,95" (a European keyboard) and "24.95" both mean 24.95; "" means no value. */
export function parseNumber(text: string): number | null | undefined {
  const cleaned = text.trim().replace(/\s/g, '');
  if (cleaned === '') return null;
  const normal = /^\d+,\d+$/.test(cleaned) ? cleaned.replace(',', '.') : cleaned;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : undefined;
}

export type CheckResult = { ok: true; value: ProductInput } | { ok: false; errors: FormErrors };

/** Checks the form with the server's schema; the first problem of each field is kept. */
export function checkForm(form: ProductFormState): CheckResult {
  const errors: FormErrors = {};
  const payload: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) {
    const kind = FIELD_KINDS[field];
    const key = formKeyOf(field);
    if (kind === 'number' || kind === 'integer') {
      const value = parseNumber(form[key] as string);
      if (value === undefined)
        errors[field] = `Enter a number such as ${NUMBER_EXAMPLES[field] ?? '24.95'}`;
      payload[field] = value ?? (kind === 'integer' ? 0 : null);
    } else payload[field] = form[key];
  }
  const parsed = productInputSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProductField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

/** The form's fields, in the order of the form. */
export const PRODUCT_FORM_FIELDS = PRODUCT_FIELDS.map(formKeyOf);

/**
 * react-hook-form's check of the form: checkForm, with each problem under its form key; the
 * submitted value is the payload the server expects.
 */
export const productResolver: Resolver<ProductFormState, unknown, ProductInput> = (values) => {
  const checked = checkForm(values);
  if (checked.ok) return { values: checked.value, errors: {} };
  const errors: FieldErrors<ProductFormState> = {};
  for (const [field, message] of Object.entries(checked.errors) as [ProductField, string][]) {
    errors[formKeyOf(field)] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/** Adds a chip unless it is empty, already there (ignoring case) or the list is full. */
export function addChip(list: readonly string[], raw: string, max: number): string[] {
  const item = raw.trim().replace(/\s+/g, ' ');
  if (!item || list.length >= max) return [...list];
  if (list.some((existing) => existing.toLowerCase() === item.toLowerCase())) return [...list];
  return [...list, item];
}

export const CHIP_LIMITS = {
  features: { max: PRODUCT_LIMITS.chips, length: PRODUCT_LIMITS.chip },
  pros: { max: PRODUCT_LIMITS.sentences, length: PRODUCT_LIMITS.sentence },
  cons: { max: PRODUCT_LIMITS.sentences, length: PRODUCT_LIMITS.sentence },
  quotes: { max: PRODUCT_LIMITS.quotes, length: PRODUCT_LIMITS.quote },
} as const;
