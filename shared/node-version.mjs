// The Node.js versions Puur runs on. Plain JavaScript with no imports, so that
// scripts/check-node.mjs can run it on any Node before anything is installed (`npm ci` runs that as
// the preinstall script; better-sqlite3 13 crashes on Node 20), and the server asks it on start.

export const MINIMUM_NODE_MAJOR = 22;

/** The line to print when `version` (for example "v20.20.2") is too old, else undefined. */
export function unsupportedNodeMessage(version = process.version) {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (major >= MINIMUM_NODE_MAJOR) return undefined;
  return (
    `Puur needs Node.js ${MINIMUM_NODE_MAJOR} or newer (22, 24 and 26 are supported); this is Node.js ${version}. ` +
    'Get Node 24 from the npm registry: npm install -g --prefix ~/node24 node@24 && export PATH=~/node24/bin:$PATH'
  );
}
