import { beforeEach, describe, expect, it } from 'vitest';
import { FREE_FAILURES, FREE_FAILURES_PER_ADDRESS, waitAfter } from './brute-force';
import { resolveSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, createSession } from './sessions';
import { issueSetupTokenIfNeeded } from './setup';
import { resetStaffPassword } from './staff';
import type { DB } from '../db/connect';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { createTestDeps } from '../test/deps';
import { errorOf } from '../test/trpc-error';
import { addTestStaff, TEST_PASSWORD } from '../test/staff';
import { SIGN_IN_FAILED } from './router';

let deps: AppDeps;
let db: DB;
const anonymous = (ip = '10.0.0.1') => createCaller(createContextInner(deps, { ip }));

/** Signs in to the admin account from `ip` with a wrong password, `times` times. */
async function failSignIns(ip: string, times: number) {
  for (let i = 0; i < times; i++) {
    await errorOf(
      anonymous(ip).auth.signIn({ email: 'admin@puur.test', password: 'wrong password!' }),
    );
  }
}

beforeEach(async () => {
  deps = await createTestDeps();
  db = deps.db;
});

describe('sign-in', () => {
  it('signs in with the right password and gives the same message for a wrong email or password', async () => {
    await addTestStaff(db, 'editor', 'editor@puur.test');
    const staff = await anonymous().auth.signIn({
      email: ' Editor@Puur.test ',
      password: TEST_PASSWORD,
    });
    expect(staff).toMatchObject({ email: 'editor@puur.test', role: 'editor' });

    const wrongPassword = await errorOf(
      anonymous().auth.signIn({ email: 'editor@puur.test', password: 'nope nope nope' }),
    );
    const wrongEmail = await errorOf(
      anonymous().auth.signIn({ email: 'who@puur.test', password: TEST_PASSWORD }),
    );
    expect(wrongPassword.code).toBe('UNAUTHORIZED');
    expect(wrongPassword.message).toBe(SIGN_IN_FAILED);
    expect(wrongEmail.code).toBe('UNAUTHORIZED');
    expect(wrongEmail.message).toBe(SIGN_IN_FAILED);
  });

  it('locks an account at one address after 5 failures with growing waits, and releases it when the wait is over', async () => {
    await addTestStaff(db, 'admin', 'admin@puur.test');
    expect(waitAfter(FREE_FAILURES - 1)).toBe(0);
    expect(waitAfter(FREE_FAILURES + 1)).toBeGreaterThan(waitAfter(FREE_FAILURES));

    await failSignIns('10.0.1.1', FREE_FAILURES);
    const locked = await errorOf(
      anonymous('10.0.1.1').auth.signIn({ email: 'admin@puur.test', password: TEST_PASSWORD }),
    );
    expect(locked.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.message).toMatch(/Too many failed sign-ins/);

    await db
      .updateTable('sign_in_failures')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await expect(
      anonymous('10.0.1.1').auth.signIn({ email: 'admin@puur.test', password: TEST_PASSWORD }),
    ).resolves.toMatchObject({
      email: 'admin@puur.test',
    });
    const left = await db
      .selectFrom('sign_in_failures')
      .selectAll()
      .where('key', '=', 'account-ip:admin@puur.test|10.0.1.1')
      .execute();
    expect(left).toEqual([]);
  });

  it('a stranger cannot lock a staff member out from elsewhere', async () => {
    await addTestStaff(db, 'admin', 'admin@puur.test');
    await failSignIns('203.0.113.9', 15);
    const stranger = await errorOf(
      anonymous('203.0.113.9').auth.signIn({ email: 'admin@puur.test', password: TEST_PASSWORD }),
    );
    expect(stranger.code).toBe('TOO_MANY_REQUESTS');
    await expect(
      anonymous('10.0.1.1').auth.signIn({ email: 'admin@puur.test', password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ email: 'admin@puur.test' });
  });

  it('counts an attempt before checking it: of 15 concurrent wrong tries, at most 5 are checked', async () => {
    await addTestStaff(db, 'admin', 'admin@puur.test');
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        errorOf(
          anonymous('10.0.3.3').auth.signIn({
            email: 'admin@puur.test',
            password: 'wrong password!',
          }),
        ),
      ),
    );
    const checked = results.filter((error) => error.code === 'UNAUTHORIZED').length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
    expect(results.filter((error) => error.code === 'TOO_MANY_REQUESTS').length).toBe(15 - checked);
  });

  it('locks an IP that tries many accounts', async () => {
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i++) {
      await errorOf(
        anonymous('10.9.9.9').auth.signIn({
          email: `user${i}@puur.test`,
          password: 'wrong password!',
        }),
      );
    }
    const locked = await errorOf(
      anonymous('10.9.9.9').auth.signIn({ email: 'another@puur.test', password: 'x' }),
    );
    expect(locked.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('sessions', () => {
  it('resolves a session, and forgets it when idle or past its absolute limit', async () => {
    const staff = await addTestStaff(db);
    const start = new Date('2026-01-01T10:00:00Z');
    const { token } = await createSession(db, staff.id, {}, start);
    expect((await resolveSession(db, token, start))?.staff.email).toBe(staff.email);
    expect(await resolveSession(db, 'unknown-token', start)).toBeNull();

    const idle = new Date(start.getTime() + SESSION_IDLE_MS + 1000);
    expect(await resolveSession(db, token, idle)).toBeNull();

    const second = await createSession(db, staff.id, {}, start);
    let now = start.getTime();
    while (now < start.getTime() + SESSION_ABSOLUTE_MS - SESSION_IDLE_MS / 2) {
      now += SESSION_IDLE_MS / 2; // keep it active
      expect(await resolveSession(db, second.token, new Date(now))).not.toBeNull();
    }
    expect(
      await resolveSession(db, second.token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1)),
    ).toBeNull();
  });

  it('revokes the session on sign-out and all sessions on a password reset', async () => {
    const staff = await addTestStaff(db);
    const { token } = await createSession(db, staff.id);
    const session = await resolveSession(db, token);
    const caller = createCaller(
      createContextInner(deps, { staff: session!.staff, sessionId: session!.sessionId }),
    );
    expect(await caller.auth.me()).toMatchObject({ email: staff.email });
    await caller.auth.signOut();
    expect(await resolveSession(db, token)).toBeNull();

    const other = await createSession(db, staff.id);
    await resetStaffPassword(db, staff.email, 'a brand new passphrase');
    expect(await resolveSession(db, other.token)).toBeNull();
  });
});

describe('roles', () => {
  it('lets only admins manage staff accounts', async () => {
    const admin = await addTestStaff(db, 'admin');
    const editor = await addTestStaff(db, 'editor');
    const asEditor = createCaller(createContextInner(deps, { staff: editor }));
    expect((await errorOf(asEditor.staff.list())).code).toBe('FORBIDDEN');
    expect(
      (
        await errorOf(
          asEditor.staff.create({
            email: 'x@puur.test',
            name: 'X',
            role: 'admin',
            password: 'long enough password',
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const asAdmin = createCaller(createContextInner(deps, { staff: admin }));
    await asAdmin.staff.create({
      email: 'new@puur.test',
      name: 'New',
      role: 'editor',
      password: 'long enough password',
    });
    expect((await asAdmin.staff.list()).map((s) => s.email)).toContain('new@puur.test');
    expect((await errorOf(asAdmin.staff.remove({ email: admin.email }))).message).toMatch(
      /your own account/,
    );
  });
});

describe('first-admin setup', () => {
  it('creates the first admin once with the one-time token', async () => {
    const token = await issueSetupTokenIfNeeded(db);
    expect(token).toBeTruthy();
    expect(await anonymous().auth.setupStatus({ token: token! })).toEqual({
      needed: true,
      tokenValid: true,
    });
    expect(
      (
        await errorOf(
          anonymous().auth.setup({
            token: 'wrong-token-123',
            name: 'A',
            email: 'a@puur.test',
            password: 'long enough password',
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const weak = await errorOf(
      anonymous().auth.setup({ token: token!, name: 'A', email: 'a@puur.test', password: 'short' }),
    );
    expect(weak.message).toMatch(/at least 12/);
    const admin = await anonymous().auth.setup({
      token: token!,
      name: 'Ada',
      email: 'ada@puur.test',
      password: 'long enough password',
    });
    expect(admin.role).toBe('admin');
    expect(await anonymous().auth.setupStatus({ token: token! })).toEqual({
      needed: false,
      tokenValid: false,
    });
    expect(await issueSetupTokenIfNeeded(db)).toBeNull();
  });

  it('accepts the link of every process started on the empty database, once', async () => {
    // Two processes start together: each prints its own link.
    const first = (await issueSetupTokenIfNeeded(db))!;
    const second = (await issueSetupTokenIfNeeded(db))!;
    expect(first).not.toBe(second);
    for (const token of [first, second])
      expect(await anonymous().auth.setupStatus({ token })).toEqual({
        needed: true,
        tokenValid: true,
      });
    const admin = await anonymous().auth.setup({
      token: first,
      name: 'Ada',
      email: 'ada@puur.test',
      password: 'long enough password',
    });
    expect(admin.role).toBe('admin');
    // Used once, every printed link is spent.
    expect(await anonymous().auth.setupStatus({ token: second })).toEqual({
      needed: false,
      tokenValid: false,
    });
  });

  it('drops expired links when a new one is issued', async () => {
    const old = (await issueSetupTokenIfNeeded(db, new Date(Date.now() - 25 * 60 * 60 * 1000)))!;
    await issueSetupTokenIfNeeded(db);
    expect(await anonymous().auth.setupStatus({ token: old })).toMatchObject({ tokenValid: false });
    const { n } = await db
      .selectFrom('setup_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);
  });
});
