// Refuses an unsupported Node.js before anything loads the SQLite binding (better-sqlite3 13 crashes
// on Node 20). Plain JavaScript, so it runs on any Node: `npm ci` runs it as the preinstall script
// and the npm scripts run it first. The rule itself is shared/node-version.mjs, which the server
// also asks on start.
import { unsupportedNodeMessage } from '../shared/node-version.mjs';

const problem = unsupportedNodeMessage();
if (problem) {
  console.error(problem);
  process.exit(1);
}
