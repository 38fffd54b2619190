import type { DB } from '../db/connect';
import type { Logger } from '../logger';
import { purgeStaleFailures } from './brute-force';
import { purgeExpiredSessions } from './sessions';

const EVERY_MS = 60 * 60 * 1000;

/** Expired sessions and stale sign-in failures, now and then hourly. */
export function startAuthHousekeeping(
  db: DB,
  logger: Logger,
  everyMs = EVERY_MS,
): { stop: () => void; firstRun: Promise<void> } {
  const run = async () => {
    try {
      const now = new Date();
      await purgeExpiredSessions(db, now);
      await purgeStaleFailures(db, now);
    } catch (error) {
      logger.warn({ err: error }, 'could not purge expired sessions and sign-in failures');
    }
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}
