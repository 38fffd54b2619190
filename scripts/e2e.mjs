/**
 * npm run test:e2e — finds Chromium, builds the production bundle, checks that the built server
 * loads no development package, runs Playwright against it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { distDir } from './lib/build-freshness.mjs';
import { describeMissing, missingFromProduction } from './lib/server-imports.mjs';

process.env.CHROMIUM_PATH = findChromium();

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build', '--silent']);
// The server these tests run must also run from a production install (npm ci --omit=dev).
const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(distDir(root), 'server');
const problem = fs.existsSync(serverDir)
  ? describeMissing(missingFromProduction(root, serverDir))
  : null;
if (problem) {
  console.error(problem);
  process.exit(1);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);
