import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A schema of a form's fields (an object of them). */
type FormSchema = ZodType<unknown, FieldValues>;

/**
 * A react-hook-form resolver that checks with a shared zod schema, loading the resolver (and, when
 * given as a loader, the schema) with the form's first check instead of with the page: a form
 * works from the server's HTML, so what only checks a request need not be on the first load.
 */
export function lazyZodResolver<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformed = TFieldValues,
>(
  schema: FormSchema | (() => Promise<FormSchema>),
): Resolver<TFieldValues, TContext, TTransformed> {
  return async (values, context, options) => {
    const [{ zodResolver }, loaded] = await Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]);
    const resolve = zodResolver(loaded) as unknown as Resolver<
      TFieldValues,
      TContext,
      TTransformed
    >;
    return resolve(values, context, options);
  };
}
