/**
 * Work that would hold the event loop too long (building the search index, writing an import)
 * runs in a worker thread with a database connection of its own. A worker entry sits next to the
 * module that starts it: `x-worker.ts` under tsx (npm run dev), `x-worker.js` in the production
 * bundle (an entry of its own, see vite.config.ts). Vitest cannot run a TypeScript worker: there,
 * and when a worker fails to start, the caller does the work on the main thread.
 */
import { Worker } from 'node:worker_threads';

export const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** Whether this process can start worker entries (false under Vitest). */
export const workersCanRun = !FROM_SOURCE || process.execArgv.some((arg) => arg.includes('tsx'));

/** The URL of worker entry `name` next to the module at `moduleUrl` (pass import.meta.url). */
export function workerEntry(name: string, moduleUrl: string): URL {
  return new URL(FROM_SOURCE ? `./${name}.ts` : `./${name}.js`, moduleUrl);
}

/** Runs a worker to its first message (its answer); an error or an early exit rejects. */
export function runWorker<T>(entry: URL, workerData: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData });
    worker.once('message', (answer: T) => resolve(answer));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The worker stopped with exit code ${code}.`));
    });
  });
}

const failures = new Map<string, string>();

/**
 * Records that `job` ran on the main thread because its worker failed, with a process warning.
 * The failures are shown by /healthz, so that a broken build cannot hide behind the fallback.
 */
export function workerFailed(job: string, fallback: string, error: unknown): void {
  failures.set(job, String(error));
  process.emitWarning(`${fallback}: its worker failed (${String(error)}).`);
}

/** 'ok', or the jobs whose worker failed, with the reason. */
export function workerHealth(): 'ok' | Record<string, string> {
  return failures.size ? Object.fromEntries(failures) : 'ok';
}
