/**
 * The main thread's side of the search workers (./search-worker.ts): two threads per database
 * (POOL_SIZE, an SQLite file or a PostgreSQL server), started on first use where worker entries can run. Each is sent each index it
 * must answer for (shared memory: nothing is copied) before its first search over it, and answers
 * with the search's HTTP answer as UTF-8 bytes. A thread that fails is reported by /healthz, and searches
 * run on the main thread from then on.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { NormalizedQuery } from '../../shared/catalog-search';
import { workerDatabaseKey, type WorkerDatabase } from '../db/worker-database';
import { workerEntry, workerFailed, workersCanRun } from '../worker-threads';
import type { CatalogIndex } from './search-index';
import type { IndexParts } from './index-columns';
import type {
  AvoidedProducts,
  SearchWorkerAnswer,
  SearchWorkerRequest,
  SearchWorkerResult,
} from './search-worker-core';
import type { SearchTerms } from './text-search';

interface Pending {
  resolve: (result: SearchWorkerResult) => void;
  reject: (error: Error) => void;
}

export class SearchWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private generation = 0;
  private sentIndex: CatalogIndex | null = null;
  /** The avoided-products keys the worker holds for the index it was sent. */
  private readonly sentAvoided = new Set<string>();
  private failure: Error | null = null;

  constructor(entry: URL, source: WorkerDatabase, onFailure: (error: Error) => void) {
    this.worker = new Worker(entry, { workerData: { source } });
    // Only a search waiting for its answer keeps the process alive.
    this.worker.unref();
    this.worker.on('message', (answer: SearchWorkerAnswer) => this.settle(answer));
    const fail = (error: Error) => {
      if (this.failure) return;
      this.failure = error;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
      onFailure(error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`it stopped with exit code ${code}`)));
  }

  /**
   * The search's HTTP answer (JSON) and its card counts, computed in the worker over `parts` (the
   * index's own).
   */
  search(
    index: CatalogIndex,
    parts: IndexParts,
    query: NormalizedQuery,
    terms: SearchTerms,
    avoided: { key: string; ids: ReadonlySet<number> } | undefined,
  ): Promise<SearchWorkerResult> {
    if (this.failure) return Promise.reject(this.failure);
    if (index !== this.sentIndex) {
      this.generation++;
      this.sentIndex = index;
      this.sentAvoided.clear();
      this.post({ kind: 'index', generation: this.generation, parts });
    }
    let avoidedProducts: AvoidedProducts | undefined;
    if (avoided) {
      const sent = this.sentAvoided.has(avoided.key);
      this.sentAvoided.add(avoided.key);
      avoidedProducts = sent ? { key: avoided.key } : avoided;
    }
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<SearchWorkerResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const generation = this.generation;
      this.post({ kind: 'search', id, generation, query, terms, avoided: avoidedProducts });
    });
  }

  /** Searches sent and not yet answered. */
  get waiting(): number {
    return this.pending.size;
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private post(request: SearchWorkerRequest) {
    this.worker.postMessage(request);
  }

  private settle(answer: SearchWorkerAnswer) {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer);
  }
}

/**
 * Two workers where there are two cores: a costly search (a text matching 20,000 products) then
 * does not hold the cheap ones queued behind it. Measured on 2 cores: filter states' p99 47–63 ms
 * with two, 69–81 ms with one, and no more throughput with three. Each keeps its own caches.
 */
const POOL_SIZE = Math.min(2, os.availableParallelism());
const pools = new Map<string, SearchWorker[]>();
let unavailable = !workersCanRun;

/**
 * A search worker of a database, the one with the fewest searches waiting, or null where
 * workers cannot run (Vitest) or one has failed.
 */
export function searchWorker(source: WorkerDatabase): SearchWorker | null {
  const pool = searchWorkers(source);
  if (pool.length === 0) return null;
  return pool.reduce((least, worker) => (worker.waiting < least.waiting ? worker : least));
}

/** Every search worker of a database (none where they cannot run or one has failed). */
export function searchWorkers(source: WorkerDatabase): SearchWorker[] {
  if (unavailable) return [];
  const key = workerDatabaseKey(source);
  let pool = pools.get(key);
  if (!pool) {
    const failed = (error: unknown) => {
      unavailable = true;
      pools.clear();
      workerFailed('search', 'Searches run on the main thread', error);
    };
    try {
      const entry = workerEntry('search-worker', import.meta.url);
      pool = Array.from({ length: POOL_SIZE }, () => new SearchWorker(entry, source, failed));
    } catch (error) {
      failed(error);
      return [];
    }
    pools.set(key, pool);
  }
  return pool;
}
