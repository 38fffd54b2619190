import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const isInternal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      // Never leak SQL or stack traces: a 500 says only which request id to quote.
      message: isInternal
        ? `Something went wrong on our side. Please quote request id ${ctx?.requestId ?? 'unknown'}.`
        : zodError
          ? describeZodError(zodError)
          : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        requestId: ctx?.requestId,
        fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : undefined,
      },
    };
  },
});

/** "title: Too long" — one readable line naming the field. */
function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
