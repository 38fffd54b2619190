/**
 * The server for the browser tests: adds the test staff accounts to the temporary database, then
 * runs the built production server (which seeds the demo content into the empty database).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const E2E_STAFF = [
  { email: 'admin@puur.test', name: 'Ada Admin', role: 'admin' },
  { email: 'editor@puur.test', name: 'Eddie Editor', role: 'editor' },
];
const PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'calm green meadow 42';

for (const staff of E2E_STAFF) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/staff.ts',
      'add',
      '--email',
      staff.email,
      '--name',
      staff.name,
      '--role',
      staff.role,
    ],
    { stdio: 'inherit', env: { ...process.env, STAFF_PASSWORD: PASSWORD } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const dist = path.resolve(process.env.PUUR_DIST ?? 'dist');
// A build outside the repository (PUUR_DIST=/tmp/…) still needs to resolve the packages.
const modules = path.join(dist, 'node_modules');
if (!fs.existsSync(modules) && !dist.startsWith(process.cwd() + path.sep)) {
  fs.symlinkSync(path.resolve('node_modules'), modules, 'dir');
}
const server = spawn(
  process.execPath,
  ['--max-old-space-size=256', '--max-semi-space-size=16', path.join(dist, 'server', 'index.js')],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
