/**
 * Worker thread entry: answers the HTTP searches that miss the response cache, so that a new
 * search's filtering, counting and card reading run beside the event loop, on another core
 * (docs/decisions/0024-the-search-worker.md). See ./search-worker-core.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openReadOnlyDatabase } from '../db/connect';
import { SearchWorkerCore, type SearchWorkerRequest } from './search-worker-core';

const { file } = workerData as { file: string };
const core = new SearchWorkerCore(openReadOnlyDatabase(file));
parentPort!.on('message', (request: SearchWorkerRequest) => {
  void core.handle(request).then((answer) => {
    if (!answer) return;
    parentPort!.postMessage(answer, 'body' in answer ? [answer.body.buffer as ArrayBuffer] : []);
  });
});
