/**
 * Worker thread entry: answers the HTTP searches that miss the response cache, so that a new
 * search's filtering, counting and card reading run beside the event loop, on another core
 * (docs/decisions/0024-the-search-worker.md). See ./search-worker-core.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openWorkerDatabase, type WorkerDatabase } from '../db/worker-database';
import { SearchWorkerCore, type SearchWorkerRequest } from './search-worker-core';

const { source } = workerData as { source: WorkerDatabase };
// Messages posted meanwhile wait in the port until the listener below is added.
const core = new SearchWorkerCore(await openWorkerDatabase(source, { connections: 2 }));
parentPort!.on('message', (request: SearchWorkerRequest) => {
  void core.handle(request).then((answer) => {
    if (!answer) return;
    parentPort!.postMessage(answer, 'body' in answer ? [answer.body.buffer as ArrayBuffer] : []);
  });
});
