/**
 * Worker thread entry: one scheduled backup (a snapshot: VACUUM INTO on a connection of its
 * own, the pictures copied, every file hashed and the copy verified, then the folder pruned), so
 * that the server's event loop keeps answering while a large database is copied and checked.
 * Answers `{ result }` or `{ error }`; a crash or an early exit is seen by the caller.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runBackupJob, type BackupJobResult } from './folder';

export type BackupWorkerAnswer = { result: BackupJobResult } | { error: string };

let answer: BackupWorkerAnswer;
try {
  answer = { result: runBackupJob(workerData as Parameters<typeof runBackupJob>[0]) };
} catch (error) {
  answer = { error: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(answer);
