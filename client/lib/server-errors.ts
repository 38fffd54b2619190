/**
 * The server's field errors, beside their fields. tRPC errors carry `data.fieldErrors` (the input's
 * dotted path to its messages, server/trpc/init.ts) for invalid input and for a DomainError that
 * names a field; a form shows each one under its field and the rest as the form's message.
 */
import { TRPCClientError } from '@trpc/client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

export interface ServerErrors<Field extends string> {
  /** The first message of each of the form's fields. */
  fields: Partial<Record<Field, string>>;
  /** What no field shows: the error's message, or the messages of paths the form does not know. */
  form: string | null;
}

function fieldErrorsOf(error: TRPCClientError<never>): Record<string, string[]> | null {
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return null;
  const fieldErrors = data.fieldErrors;
  return typeof fieldErrors === 'object' && fieldErrors !== null
    ? (fieldErrors as Record<string, string[]>)
    : null;
}

/**
 * `product.price` and `features.0` both belong to a form field (`price`, `features`): the path's
 * first segment that is one of `fields`.
 */
function fieldOfPath<Field extends string>(path: string, fields: readonly Field[]): Field | null {
  return (path.split('.').find((part) => fields.includes(part as Field)) as Field) ?? null;
}

/** Splits a failed call's error into the form's fields and the rest. */
export function readServerErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): ServerErrors<Field> {
  if (!(error instanceof TRPCClientError)) return { fields: {}, form: null };
  const fieldErrors = fieldErrorsOf(error);
  if (!fieldErrors) return { fields: {}, form: error.message || null };
  const found: Partial<Record<Field, string>> = {};
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = fieldOfPath(path, fields);
    const message = messages[0];
    if (!message) continue;
    if (field) found[field] ??= message;
    else rest.push(message);
  }
  return { fields: found, form: rest.length ? rest.join('; ') : null };
}

/**
 * Shows the server's field errors under the form's fields (react-hook-form `setError`) and
 * returns what is left for the form-level message or toast.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
): ServerErrors<FieldPath<Values>> {
  const result = readServerErrors(error, fields);
  for (const [field, message] of Object.entries(result.fields) as [FieldPath<Values>, string][]) {
    setError(field, { type: 'server', message });
  }
  return result;
}
