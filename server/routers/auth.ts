import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { createStaffSchema, setupSchema, signInSchema } from '../../shared/schemas/auth';
import { clearFailures, recordFailure, secondsLocked, signInKeys } from '../auth/brute-force';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { createSession, revokeSession } from '../auth/sessions';
import { isValidSetupToken } from '../auth/setup';
import { countStaff, createStaff, findStaffForSignIn, listStaff, removeStaff } from '../auth/staff';
import { clearSessionCookie, setSessionCookie } from '../http/cookies';
import type { Context } from '../trpc/context';
import { publicProcedure, roleProcedure, router } from '../trpc/init';

export const SIGN_IN_FAILED = 'Email or password is incorrect.';

async function startSession(ctx: Context, staffId: number) {
  const { token, expiresAt } = await createSession(ctx.db, staffId, {
    ip: ctx.ip,
    userAgent: ctx.req?.get('user-agent'),
  });
  if (ctx.req && ctx.res) setSessionCookie(ctx.env, ctx.req, ctx.res, token, expiresAt);
  return token;
}

function tooManyAttempts(ctx: Context, seconds: number): TRPCError {
  ctx.res?.setHeader('Retry-After', String(seconds));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many failed sign-ins. Please try again in ${wait}.`,
  });
}

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => ctx.staff),

  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    const keys = signInKeys(input.email, ctx.ip);
    const locked = await secondsLocked(ctx.db, keys);
    if (locked > 0) throw tooManyAttempts(ctx, locked);

    const user = await findStaffForSignIn(ctx.db, input.email);
    const ok = user
      ? await verifyPassword(user.password_hash, input.password)
      : (await verifyAgainstDummy(input.password), false);
    if (!user || !ok) {
      await recordFailure(ctx.db, keys);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_FAILED });
    }
    await clearFailures(ctx.db, keys);
    await startSession(ctx, user.id);
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await revokeSession(ctx.db, ctx.sessionId);
    if (ctx.req && ctx.res) clearSessionCookie(ctx.env, ctx.req, ctx.res);
    return { ok: true };
  }),

  setupStatus: publicProcedure
    .input(z.object({ token: z.string().max(64) }))
    .query(async ({ ctx, input }) => ({
      needed: (await countStaff(ctx.db)) === 0,
      tokenValid: await isValidSetupToken(ctx.db, input.token),
    })),

  /** Creates the first admin with the one-time link printed at start-up, and signs them in. */
  setup: publicProcedure.input(setupSchema).mutation(async ({ ctx, input }) => {
    if ((await countStaff(ctx.db)) > 0) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'Setup is already complete. Please sign in.',
      });
    }
    if (!(await isValidSetupToken(ctx.db, input.token))) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'This setup link is invalid or has expired. Restart the server for a new one.',
      });
    }
    const staff = await createStaff(ctx.db, { ...input, role: 'admin' });
    await ctx.db.deleteFrom('setup_tokens').execute();
    await startSession(ctx, staff.id);
    return staff;
  }),
});

/** Staff accounts: admins only. */
export const staffRouter = router({
  list: roleProcedure('admin').query(({ ctx }) => listStaff(ctx.db)),
  create: roleProcedure('admin')
    .input(createStaffSchema)
    .mutation(({ ctx, input }) => createStaff(ctx.db, input)),
  remove: roleProcedure('admin')
    .input(z.object({ email: z.string().max(254) }))
    .mutation(async ({ ctx, input }) => {
      if (input.email.trim().toLowerCase() === ctx.staff.email) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'You cannot remove your own account.',
        });
      }
      await removeStaff(ctx.db, input.email);
      return { ok: true };
    }),
});
