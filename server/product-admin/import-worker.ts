/**
 * Worker thread entry: reads, plans and writes an import (./import-write.ts) on a connection of
 * its own (the SQLite file, or PostgreSQL), so that 1,000 rows at 100,000 products (most of a
 * second, and a commit that checkpoints the WAL) never hold the server's event loop. Answers `{ result }` (the report and
 * what is left to do) or `{ error }`; a crash or an early exit is seen by the caller.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openWorkerDatabase, type WorkerDatabase } from '../db/worker-database';
import { DomainError } from '../errors';
import type { ImportFormat } from '../../shared/product-import';
import { runImport, type ImportResult } from './import-write';

export type ImportWorkerAnswer =
  | { result: ImportResult }
  | { error: { message: string; code?: DomainError['code']; field?: string } };

const { source, text, format } = workerData as {
  source: WorkerDatabase;
  text: string;
  format: ImportFormat;
};
const db = await openWorkerDatabase(source, { writes: true });
let answer: ImportWorkerAnswer;
try {
  answer = { result: await runImport(db, text, format) };
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
