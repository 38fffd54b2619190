/**
 * Which procedures an anonymous shopper may call, read off the router: a procedure is public when
 * it is built on `publicProcedure` (server/trpc/init.ts), and personal when it also says
 * `.meta({ personal: true })`. Everything else is built on `staffProcedure`;
 * server/trpc/router-access.test.ts walks the whole router to hold both to it.
 */
import type { AnyProcedure } from '@trpc/server';
import type { ProcedurePolicy } from './policy';
import { appRouter } from './root';

function proceduresWhere(test: (meta: ProcedurePolicy) => boolean): ReadonlySet<string> {
  // At run time a router keeps its procedures flat, by dotted path.
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  const names = Object.entries(procedures)
    .filter(([, procedure]) => test((procedure._def.meta ?? {}) as ProcedurePolicy))
    .map(([name]) => name);
  return new Set(names);
}

/** The only procedures an anonymous shopper may call. */
export const PUBLIC_PROCEDURES = proceduresWhere((meta) => meta.access === 'public');

/**
 * Public procedures whose answer depends on who asks or carries a secret: never kept by a shared
 * cache (server/http/private-answers.ts), whoever calls them.
 */
export const PERSONAL_PROCEDURES = proceduresWhere(
  (meta) => meta.access === 'public' && meta.personal === true,
);
