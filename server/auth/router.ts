import { z } from 'zod';
import { createStaffSchema, setupSchema, signInSchema } from '../../shared/schemas/auth';
import { beginAttempt, clearFailures, reserveCheck, signInKeys } from './brute-force';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession, revokeSession } from './sessions';
import { consumeSetupToken, isValidSetupToken } from './setup';
import { countStaff, createStaff, findStaffForSignIn, listStaff, removeStaff } from './staff';
import { clearSessionCookie, setSessionCookie } from '../http/cookies';
import type { Context } from '../trpc/context';
import { publicProcedure, roleProcedure, router } from '../trpc/init';
import { DomainError } from '../errors';

export const SIGN_IN_FAILED = 'Email or password is incorrect.';

async function startSession(ctx: Context, staffId: number) {
  const { token, expiresAt } = await createSession(ctx.db, staffId, {
    ip: ctx.ip,
    userAgent: ctx.req?.get('user-agent'),
  });
  if (ctx.req && ctx.res) setSessionCookie(ctx.env, ctx.req, ctx.res, token, expiresAt);
  return token;
}

function tooManyAttempts(ctx: Context, seconds: number): DomainError {
  ctx.res?.setHeader('Retry-After', String(seconds));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new DomainError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-ins. Please try again in ${wait}.`,
  );
}

async function signIn(ctx: Context, input: { email: string; password: string }) {
  const keys = signInKeys(input.email, ctx.ip);
  const locked = await beginAttempt(ctx.db, keys);
  if (locked > 0) {
    ctx.logger.warn(
      { event: 'sign-in-locked', email: input.email, ip: ctx.ip, seconds: locked },
      'sign-in refused: too many failures',
    );
    throw tooManyAttempts(ctx, locked);
  }
  const user = await findStaffForSignIn(ctx.db, input.email);
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !ok) {
    ctx.logger.warn(
      { event: 'sign-in-failed', email: input.email, ip: ctx.ip, knownAccount: Boolean(user) },
      'sign-in failed',
    );
    throw new DomainError('UNAUTHORIZED', SIGN_IN_FAILED);
  }
  await clearFailures(ctx.db, keys);
  await startSession(ctx, user.id);
  ctx.logger.info({ event: 'sign-in', staffId: user.id, ip: ctx.ip }, 'staff signed in');
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export const authRouter = router({
  me: publicProcedure.meta({ personal: true }).query(({ ctx }) => ctx.staff),

  signIn: publicProcedure
    .meta({ limits: ['sign-in'], alone: true })
    .input(signInSchema)
    .mutation(async ({ ctx, input }) => {
      const release = reserveCheck(input.email, ctx.ip);
      if (!release) {
        ctx.res?.setHeader('Retry-After', '1');
        throw new DomainError(
          'TOO_MANY_REQUESTS',
          'A sign-in for this account is already being checked. Please try again in a moment.',
        );
      }
      try {
        return await signIn(ctx, input);
      } finally {
        release();
      }
    }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await revokeSession(ctx.db, ctx.sessionId);
    if (ctx.req && ctx.res) clearSessionCookie(ctx.env, ctx.req, ctx.res);
    return { ok: true };
  }),

  setupStatus: publicProcedure
    .meta({ personal: true })
    .input(z.object({ token: z.string().max(64) }))
    .query(async ({ ctx, input }) => ({
      needed: (await countStaff(ctx.db)) === 0,
      tokenValid: await isValidSetupToken(ctx.db, input.token),
    })),

  /** Creates the first admin with the one-time link printed at start-up, and signs them in. */
  setup: publicProcedure
    .meta({ limits: ['sign-in'], alone: true })
    .input(setupSchema)
    .mutation(async ({ ctx, input }) => {
      if ((await countStaff(ctx.db)) > 0) {
        throw new DomainError('FORBIDDEN', 'Setup is already complete. Please sign in.');
      }
      // Consumed in the transaction that creates the admin: a second use finds no token.
      const staff = await consumeSetupToken(ctx.db, input.token, (trx) =>
        createStaff(trx, { ...input, role: 'admin' }),
      );
      if (!staff) {
        ctx.logger.warn({ event: 'setup-refused', ip: ctx.ip }, 'setup link refused');
        throw new DomainError(
          'FORBIDDEN',
          'This setup link is invalid or has expired. While no staff account exists, every server process logs a fresh link when it starts; or create an account with npm run staff -- add.',
        );
      }
      ctx.logger.warn(
        { event: 'setup-used', staffId: staff.id, email: staff.email, ip: ctx.ip },
        'first admin created with the setup link',
      );
      await startSession(ctx, staff.id);
      return staff;
    }),
});

/** Staff accounts: admins only. */
export const staffRouter = router({
  list: roleProcedure('admin').query(({ ctx }) => listStaff(ctx.db)),
  create: roleProcedure('admin')
    .input(createStaffSchema)
    .mutation(async ({ ctx, input }) => {
      const staff = await createStaff(ctx.db, input);
      ctx.logger.info(
        { event: 'staff-created', staffId: staff.id, role: staff.role, by: ctx.staff.id },
        'staff account created',
      );
      return staff;
    }),
  remove: roleProcedure('admin')
    .input(z.object({ email: z.string().max(254) }))
    .mutation(async ({ ctx, input }) => {
      if (input.email.trim().toLowerCase() === ctx.staff.email) {
        throw new DomainError('BAD_REQUEST', 'You cannot remove your own account.');
      }
      await removeStaff(ctx.db, input.email);
      ctx.logger.info(
        { event: 'staff-removed', email: input.email, by: ctx.staff.id },
        'staff account removed',
      );
      return { ok: true };
    }),
});
