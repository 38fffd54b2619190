import { sql } from 'kysely';
import { dialectOf, type DB } from '../db/connect';
import { clientKey } from '../http/client-key';

/**
 * Sign-in back-off (docs/decisions/0001). Attempts are counted before the password is checked,
 * in the same transaction as the lock check, so concurrent guesses cannot slip past the count.
 * The keys are the account together with the address (a stranger elsewhere cannot lock a staff
 * member out) and the address alone (one address trying many accounts).
 */
export const FREE_FAILURES = 5;
/** An office or a phone network may put several staff behind one address. */
export const FREE_FAILURES_PER_ADDRESS = 20;
const BASE_WAIT_MS = 30 * 1000;
const MAX_WAIT_MS = 60 * 60 * 1000;

export interface AttemptKey {
  key: string;
  free: number;
}

/** 30 s after the last free failure, then doubling with every further failure, up to an hour. */
export function waitAfter(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(BASE_WAIT_MS * 2 ** (failures - free), MAX_WAIT_MS);
}

/** The keys one attempt counts against; the address as every limit groups it (`clientKey`). */
export function signInKeys(email: string, ip: string): AttemptKey[] {
  const account = email.trim().toLowerCase();
  const address = clientKey(ip);
  return [
    { key: `account-ip:${account}|${address}`, free: FREE_FAILURES },
    { key: `ip:${address}`, free: FREE_FAILURES_PER_ADDRESS },
  ];
}

function secondsUntil(rows: { locked_until: string | null }[], now: Date): number {
  const until = Math.max(0, ...rows.map((r) => (r.locked_until ? Date.parse(r.locked_until) : 0)));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts one attempt as a failure unless a key is locked. Returns the seconds to wait when
 * locked (nothing counted), else 0; a successful sign-in then clears the count.
 */
export async function beginAttempt(db: DB, keys: AttemptKey[], now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db) === 'postgres') {
      // SQLite runs one write transaction at a time; PostgreSQL's would read the same count side
      // by side: attempts on one key (from any process) take turns on its lock instead.
      for (const { key } of [...keys].sort((a, b) => a.key.localeCompare(b.key)))
        await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    }
    const rows = await trx
      .selectFrom('sign_in_failures')
      .select(['key', 'failures', 'locked_until'])
      .where(
        'key',
        'in',
        keys.map((k) => k.key),
      )
      .execute();
    const locked = secondsUntil(rows, now);
    if (locked > 0) return locked;
    for (const { key, free } of keys) {
      const failures = (rows.find((row) => row.key === key)?.failures ?? 0) + 1;
      const wait = waitAfter(failures, free);
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
    return 0;
  });
}

export async function clearFailures(db: DB, keys: AttemptKey[]): Promise<void> {
  await db
    .deleteFrom('sign_in_failures')
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .execute();
}

/**
 * Password checks in flight, per account and per address: a burst of guesses waits for nothing,
 * it is refused at once (in memory, per process).
 */
const MAX_CHECKS_PER_ACCOUNT = 2;
const MAX_CHECKS_PER_ADDRESS = 4;
const inFlight = new Map<string, number>();

/** Reserves a check slot for this account and address, or returns null when either is busy. */
export function reserveCheck(email: string, ip: string): (() => void) | null {
  const keys: [string, number][] = [
    [`account:${email.trim().toLowerCase()}`, MAX_CHECKS_PER_ACCOUNT],
    [`ip:${clientKey(ip)}`, MAX_CHECKS_PER_ADDRESS],
  ];
  if (keys.some(([key, max]) => (inFlight.get(key) ?? 0) >= max)) return null;
  for (const [key] of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const [key] of keys) {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  };
}

/** Failure counts nobody has added to for a day, and whose lock (if any) is over, are forgotten. */
export async function purgeStaleFailures(db: DB, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await db
    .deleteFrom('sign_in_failures')
    .where('last_failure_at', '<', dayAgo)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]),
    )
    .execute();
}
