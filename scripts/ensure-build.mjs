// `npm start`'s first step: builds only when the build is missing or older than the source, so a
// restart (after a crash or a reboot) serves at once. A production install without the build
// tools (`npm ci --omit=dev`) is told how to get a build rather than failing inside Vite.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildState, distDir } from './lib/build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = distDir(root);
const state = buildState(root, dist);
if (state === 'current') {
  console.log(`Serving the build in ${path.relative(root, dist) || dist} (up to date).`);
  process.exit(0);
}

function hasBuildTools() {
  try {
    createRequire(path.join(root, 'package.json')).resolve('vite');
    return true;
  } catch {
    return false;
  }
}

const why = state === 'missing' ? 'There is no build yet' : 'The source is newer than the build';
if (!hasBuildTools()) {
  console.error(
    `${why} in ${dist}, and the build tools are not installed (npm ci --omit=dev). Run npm ci && npm run build, or copy a build made from this source into ${dist}.`,
  );
  process.exit(1);
}
console.log(`${why}: building first.`);
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(build.status ?? 1);
