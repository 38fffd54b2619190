import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { StaffRole } from '../../shared/auth';
import { AiError } from '../ai/types';
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
          fieldErrors: fieldErrorsOf(error),
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

/**
 * The messages of a refused call by field (the input's dotted path), for forms: those of invalid
 * input, or of a DomainError that names its field; undefined when none is a field's.
 */
export function fieldErrorsOf(error: TRPCError): Record<string, string[]> | undefined {
  if (error.cause instanceof ZodError) return fieldErrorsOfZod(error.cause);
  if (error.cause instanceof DomainError && error.cause.field)
    return { [error.cause.field]: [error.cause.message] };
  return undefined;
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

/** What an AI provider's failure answers: the provider's fault is a gateway error, not ours. */
const AI_ERROR_CODES = {
  'not-configured': 'PRECONDITION_FAILED',
  quota: 'TOO_MANY_REQUESTS',
  auth: 'PRECONDITION_FAILED',
  timeout: 'GATEWAY_TIMEOUT',
  aborted: 'CLIENT_CLOSED_REQUEST',
  unavailable: 'SERVICE_UNAVAILABLE',
  'bad-request': 'BAD_GATEWAY',
  'bad-response': 'BAD_GATEWAY',
} as const satisfies Record<AiError['code'], TRPCError['code']>;

/** A DomainError or AiError as the tRPC error it answers; anything else stays as it is. */
function toTrpcError(error: unknown): unknown {
  if (error instanceof DomainError) {
    return new TRPCError({ code: error.code, message: error.message, cause: error });
  }
  if (error instanceof AiError) {
    return new TRPCError({
      code: AI_ERROR_CODES[error.code],
      message: error.message,
      cause: error,
    });
  }
  return error;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** A streamed answer fails after its procedure returned: its errors are mapped as they come. */
async function* mapStreamErrors(stream: AsyncIterable<unknown>): AsyncGenerator<unknown> {
  try {
    yield* stream;
  } catch (error) {
    throw toTrpcError(error);
  }
}

/** The one place a service's DomainError (or a provider's AiError) becomes a tRPC error. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTrpcError(result.error.cause);
    if (mapped !== result.error.cause) throw mapped;
    return result;
  }
  if (isAsyncIterable(result.data)) return { ...result, data: mapStreamErrors(result.data) };
  return result;
});

/** Times each call for /metrics, outermost: what it reports is what the client gets. */
const observeCall = t.middleware(async ({ ctx, path, type, next }) => {
  if (!ctx.observeCall) return next();
  const started = performance.now();
  const result = await next();
  const outcome = result.ok ? 'ok' : result.error.code;
  ctx.observeCall(path, type, outcome, (performance.now() - started) / 1000);
  return result;
});

const procedure = t.procedure.use(observeCall).use(mapDomainErrors).use(enforcePolicy);

/**
 * Anyone may call it: a read of public data, or a shopper-facing action that is rate-limited.
 * The builder marks it `access: 'public'`; ./public-procedures.ts reads that mark off the router.
 */
export const publicProcedure = procedure.meta({ access: 'public' });

/**
 * Staff only; every procedure that is not built on publicProcedure is built on this (a test walks
 * the router and checks that anonymous callers get UNAUTHORIZED).
 */
export const staffProcedure = procedure.meta({ access: 'staff' }).use(({ ctx, next }) => {
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
