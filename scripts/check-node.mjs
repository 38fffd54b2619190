// Refuses an unsupported Node.js before anything loads the SQLite binding (better-sqlite3 13 crashes
// on Node 20). Plain JavaScript, so it runs on any Node: `npm ci` runs it as the preinstall script,
// the npm scripts run it first, and the server calls it on start.
import { pathToFileURL } from 'node:url';

export const MINIMUM_NODE_MAJOR = 22;

/** The line to print when `version` (for example "v20.20.2") is too old, else undefined. */
export function unsupportedNodeMessage(version = process.version) {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (major >= MINIMUM_NODE_MAJOR) return undefined;
  return (
    `Puur needs Node.js ${MINIMUM_NODE_MAJOR} or newer (22, 24 and 26 are supported); this is Node.js ${version}. ` +
    'Get Node 24 from the npm registry: npm install -g --prefix /opt/node24 node@24 && export PATH=/opt/node24/bin:$PATH'
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = unsupportedNodeMessage();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
