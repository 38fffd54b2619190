/**
 * Backups the server takes itself, on SQLite: one every BACKUP_INTERVAL_HOURS (keeping the newest
 * BACKUP_KEEP), and one before the migrations a new version brings change the database. Each is a
 * verified snapshot folder, the same as `npm run backup` writes, in the same folder.
 */
import path from 'node:path';
import type { DB } from '../db/connect';
import { migrationState } from '../db/migrate';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { runWorker, workerEntry, workerFailed, workersCanRun } from '../worker-threads';
import type { BackupWorkerAnswer } from './backup-worker';
import { listBackups, pruneBackups, runBackupJob, type BackupJobResult } from './folder';
import { backupSnapshot, defaultPicturesDir, type SnapshotResult } from './snapshot';

const HOUR_MS = 60 * 60 * 1000;
/** With no backup in the folder yet, the first is taken this long after the start (or sooner). */
const FIRST_BACKUP_DELAY_MS = 60 * 1000;
/** After a failed backup, the next try comes after this long (or the interval, if shorter). */
const RETRY_DELAY_MS = HOUR_MS;
/** Snapshot names carry the second: two backups are never taken closer together than this. */
const MIN_GAP_MS = 1100;
/** setTimeout's longest delay; a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Where the server and `npm run backup` keep backups: BACKUP_DIR, else `backups` beside the database. */
export function backupsDir(env: Pick<Env, 'BACKUP_DIR' | 'DATABASE_PATH'>): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(path.dirname(env.DATABASE_PATH), 'backups'));
}

export interface BackupPlace {
  /** The SQLite file. */
  database: string;
  /** The uploaded pictures folder. */
  pictures: string;
  /** The backups folder. */
  outDir: string;
  /** How many backups to keep. */
  keep: number;
}

/** Where this server's backups come from and go: the database, pictures and folder its env names. */
export function backupPlaceOf(env: Env): BackupPlace {
  return {
    database: env.DATABASE_PATH,
    pictures: defaultPicturesDir(env.DATABASE_PATH, env.UPLOADS_DIR),
    outDir: backupsDir(env),
    keep: env.BACKUP_KEEP,
  };
}

/**
 * A verified backup before migrations run, when some are pending on a database that has run
 * others (a new, empty database has nothing to lose). Taken on this thread: the server is not
 * serving yet. Throws if the backup fails, so that nothing is migrated without one.
 */
export async function backupBeforeMigrating(
  db: DB,
  place: BackupPlace,
  logger: Logger,
): Promise<SnapshotResult | null> {
  const { executed, pending } = await migrationState(db);
  if (executed === 0 || pending.length === 0) return null;
  const last = pending.at(-1)!;
  const reason = `before ${pending.length} migration${pending.length === 1 ? '' : 's'} up to ${last}`;
  let result: SnapshotResult;
  try {
    result = backupSnapshot({ ...place, reason });
  } catch (error) {
    throw new Error(
      `Could not back up the database before migrating it (${error instanceof Error ? error.message : String(error)}). Nothing was migrated. Fix the cause (disk space, BACKUP_DIR), or set BACKUP_INTERVAL_HOURS=0 to start without backups.`,
      { cause: error },
    );
  }
  const removed = pruneBackups(place.outDir, place.keep);
  logger.info({ dir: result.dir, bytes: result.bytes, removed }, `backup taken ${reason}`);
  return result;
}

export interface BackupSchedule {
  /** Stops planning backups; resolves when one being taken has finished. */
  stop: () => Promise<void>;
}

let workerUnavailable = !workersCanRun;

/** One backup in the backup worker, or on this thread where no worker can run. */
async function takeBackup(
  place: BackupPlace,
  reason: string,
): Promise<BackupJobResult & { thread: 'worker' | 'main' }> {
  const job = { ...place, reason };
  if (!workerUnavailable) {
    let answer: BackupWorkerAnswer | null = null;
    try {
      answer = await runWorker<BackupWorkerAnswer>(
        workerEntry('backup-worker', import.meta.url),
        job,
      );
    } catch (error) {
      workerUnavailable = true;
      workerFailed('backup', 'Scheduled backups are taken on the main thread', error);
    }
    if (answer && 'result' in answer) return { ...answer.result, thread: 'worker' };
    if (answer) throw new Error(answer.error);
  }
  return { ...runBackupJob(job), thread: 'main' };
}

/** The time of the newest backup in the folder (any reason, by hand too), or null. */
function newestBackupAt(outDir: string): number | null {
  for (const backup of listBackups(outDir)) {
    const at = backup.createdAt ? Date.parse(backup.createdAt) : NaN;
    if (Number.isFinite(at)) return at;
  }
  return null;
}

/**
 * Takes a backup every `intervalMs`, counted from the newest one in the folder: a restart does
 * not postpone it, and a backup by hand counts. With none yet, the first comes a minute after the
 * start (sooner with a shorter interval).
 */
export function startBackupSchedule(
  place: BackupPlace,
  intervalMs: number,
  logger: Logger,
): BackupSchedule {
  const started = Date.now();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let retryAt: number | null = null;

  const wait = (due: number) => {
    if (stopped) return;
    const delay = Math.min(Math.max(due - Date.now(), 0), MAX_TIMER_MS);
    timer = setTimeout(tick, delay);
    timer.unref();
  };

  const dueAt = (): number => {
    const newest = newestBackupAt(place.outDir);
    const due =
      newest === null ? started + Math.min(intervalMs, FIRST_BACKUP_DELAY_MS) : newest + intervalMs;
    const earliest = (newest ?? 0) + MIN_GAP_MS;
    return Math.max(due, earliest, retryAt ?? 0);
  };

  const tick = () => {
    timer = null;
    if (stopped) return;
    const due = dueAt();
    if (due > Date.now()) return wait(due);
    running = takeBackup(place, 'scheduled')
      .then(({ thread, ...result }) => {
        retryAt = null;
        logger.info({ ...result, thread }, 'scheduled backup written and verified');
      })
      .catch((error: unknown) => {
        retryAt = Date.now() + Math.min(intervalMs, RETRY_DELAY_MS);
        logger.error({ err: error }, 'scheduled backup failed; the next try is planned');
      })
      .finally(() => {
        running = null;
        wait(dueAt());
      });
  };

  wait(dueAt());
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Whether the server takes backups: on unless BACKUP_INTERVAL_HOURS=0, never of a database in memory. */
export function backupsWanted(env: Env): boolean {
  return env.BACKUP_INTERVAL_HOURS > 0 && env.DATABASE_PATH !== ':memory:';
}

/** The schedule the environment asks for; none on PostgreSQL (said once in the log) or when off. */
export function startConfiguredBackups(env: Env, logger: Logger): BackupSchedule | null {
  if (!backupsWanted(env)) return null;
  if (env.DATABASE_URL) {
    logger.info(
      'Scheduled backups (BACKUP_INTERVAL_HOURS) copy the SQLite file only: on PostgreSQL, back up with pg_dump -Fc (or your provider) and copy the shared UPLOADS_DIR.',
    );
    return null;
  }
  const place = backupPlaceOf(env);
  logger.info(
    `Backups: one every ${env.BACKUP_INTERVAL_HOURS} h in ${place.outDir}, the newest ${place.keep} kept`,
  );
  return startBackupSchedule(place, env.BACKUP_INTERVAL_HOURS * HOUR_MS, logger);
}
