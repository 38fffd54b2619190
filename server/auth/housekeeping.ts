import type { DB } from '../db/connect';
import type { Logger } from '../logger';
import { purgeStaleFailures } from './brute-force';
import { purgeExpiredSessions } from './sessions';
import { purgeSentSwapRequests } from '../swap-analysis/service';
import { purgeUnconfirmedArrivals } from '../arrivals/service';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Expired sessions, stale sign-in failures, old sent swap reports and arrival requests never
 * confirmed, now and then hourly.
 */
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
      await purgeUnconfirmedArrivals(db, now);
    } catch (error) {
      logger.warn(
        { err: error },
        'could not purge expired sessions, sign-in failures, old swap reports or unconfirmed arrival requests',
      );
    }
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}
