import type { DB } from '../db/connect';
import type { Logger } from '../logger';
import { purgeStaleFailures } from './brute-force';
import { purgeExpiredSessions } from './sessions';
import { purgeSentSwapRequests } from '../swap-analysis/service';

const EVERY_MS = 60 * 60 * 1000;

/** Expired sessions, stale sign-in failures and old sent swap reports, now and then hourly. */
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
      await purgeSentSwapRequests(db, now);
    } catch (error) {
      logger.warn(
        { err: error },
        'could not purge expired sessions, sign-in failures or old swap reports',
      );
    }
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}
