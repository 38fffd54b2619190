/** npm run test:e2e — finds Chromium, builds the production bundle, runs Playwright against it. */
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

process.env.CHROMIUM_PATH = findChromium();

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build', '--silent']);
run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);
