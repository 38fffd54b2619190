/**
 * Worker thread entry: answers the HTTP searches that miss the response cache, so that a new
 * search's filtering and facet counting run beside the event loop, on the machine's other core
 * (docs/decisions/0023-the-search-worker.md). See ./search-worker-core.ts.
 */
import { parentPort } from 'node:worker_threads';
import { SearchWorkerCore, type SearchWorkerRequest } from './search-worker-core';

const core = new SearchWorkerCore();
parentPort!.on('message', (request: SearchWorkerRequest) => {
  const answer = core.handle(request);
  if (answer) parentPort!.postMessage(answer);
});
