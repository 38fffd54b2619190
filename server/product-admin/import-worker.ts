/**
 * Worker thread entry: writes an import (./import-write.ts) on a connection of its own, so that
 * planning, writing and committing 1,000 rows at 100,000 products (most of a second, and a
 * commit that flushes the search table and checkpoints the WAL) never hold the server's event
 * loop. Answers `{ outcome }` or `{ error }`; a crash or an early exit is seen by the caller.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../db/connect';
import { DomainError } from '../errors';
import type { SourceFile } from './import-file';
import { writeImport } from './import-write';

export type ImportWorkerAnswer =
  | { outcome: Awaited<ReturnType<typeof writeImport>> }
  | { error: { message: string; code?: DomainError['code']; field?: string } };

const { file, source } = workerData as { file: string; source: SourceFile };
const { db } = openDatabase(file);
let answer: ImportWorkerAnswer;
try {
  answer = { outcome: await writeImport(db, source) };
} catch (error) {
  answer = {
    error:
      error instanceof DomainError
        ? { message: error.message, code: error.code, field: error.field }
        : { message: error instanceof Error ? error.message : String(error) },
  };
} finally {
  await db.destroy();
}
parentPort!.postMessage(answer);
