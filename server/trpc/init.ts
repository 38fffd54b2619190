import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { StaffRole } from '../../shared/auth';
import { DomainError } from '../errors';
import type { Context } from './context';
import type { LimitName, ProcedurePolicy } from './policy';

const t = initTRPC
  .context<Context>()
  .meta<ProcedurePolicy>()
  .create({
    defaultMeta: {},
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
          fieldErrors: zodError
            ? fieldErrorsOfZod(zodError)
            : error.cause instanceof DomainError && error.cause.field
              ? { [error.cause.field]: [error.cause.message] }
              : undefined,
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

/** `{ "product.name": ["Too long"] }`: the input's dotted path to its messages, for forms. */
function fieldErrorsOfZod(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    if (!issue.path.length) continue;
    const key = issue.path.join('.');
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/** The procedure's own policy (./policy.ts): alone or batched, and the rate limits it counts against. */
const enforcePolicy = t.middleware(async ({ ctx, meta, path, type, next }) => {
  if (meta?.alone && (ctx.callsInRequest ?? 1) > 1) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `${path} cannot be batched: send it on its own.`,
    });
  }
  if (ctx.rateLimiter) {
    const limits: LimitName[] = [...(type === 'mutation' ? (['writes'] as const) : [])];
    limits.push(...(meta?.limits ?? []));
    await ctx.rateLimiter.consume(limits, ctx.ip, ctx.res);
  }
  return next();
});

/** The one place a service's DomainError becomes a tRPC error (status from its code, field kept). */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapDomainErrors).use(enforcePolicy);

/**
 * Staff only. Every procedure that is not listed in ./public-procedures.ts must be built on this
 * (a test walks the router and checks that anonymous callers get UNAUTHORIZED).
 */
export const staffProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.staff) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  return next({ ctx: { ...ctx, staff: ctx.staff } });
});

/** Staff with one of the given roles (admins pass every role check). */
export function roleProcedure(...roles: StaffRole[]) {
  return staffProcedure.use(({ ctx, next }) => {
    if (ctx.staff.role !== 'admin' && !roles.includes(ctx.staff.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Your role does not allow this.' });
    }
    return next();
  });
}
