import type { DB } from '../db/connect';

/** Failures allowed before waits start (per account and per IP). */
export const FREE_FAILURES = 5;
const BASE_WAIT_MS = 30 * 1000;
const MAX_WAIT_MS = 60 * 60 * 1000;

/** 30 s after the 5th failure, then doubling with every further failure, up to an hour. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(BASE_WAIT_MS * 2 ** (failures - FREE_FAILURES), MAX_WAIT_MS);
}

export function signInKeys(email: string, ip: string): string[] {
  return [`account:${email.trim().toLowerCase()}`, `ip:${ip}`];
}

/** Seconds left to wait before another attempt is allowed (0 when free). */
export async function secondsLocked(db: DB, keys: string[], now = new Date()): Promise<number> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select('locked_until')
    .where('key', 'in', keys)
    .execute();
  const until = Math.max(0, ...rows.map((r) => (r.locked_until ? Date.parse(r.locked_until) : 0)));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

export async function recordFailure(db: DB, keys: string[], now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const key of keys) {
      const row = await trx
        .selectFrom('sign_in_failures')
        .select('failures')
        .where('key', '=', key)
        .executeTakeFirst();
      const failures = (row?.failures ?? 0) + 1;
      const wait = waitAfter(failures);
      const values = {
        failures,
        last_failure_at: now.toISOString(),
        locked_until: wait ? new Date(now.getTime() + wait).toISOString() : null,
      };
      await trx
        .insertInto('sign_in_failures')
        .values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    }
  });
}

export async function clearFailures(db: DB, keys: string[]): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('key', 'in', keys).execute();
}
