import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildState } from './lib/build-freshness.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const children: ReturnType<typeof spawn>[] = [];
// npm runs the server through a shell: each start gets a process group of its own, and the whole
// group is stopped, or the server outlives the test.
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
});

/** A build folder whose server answers every request with "served"; dated `at`. */
function stubBuild(at: Date): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-start-'));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.mkdirSync(path.join(dist, 'client'));
  fs.writeFileSync(path.join(dist, 'client', 'index.html'), '<!doctype html>');
  const entry = path.join(dist, 'server', 'index.js');
  fs.writeFileSync(
    entry,
    `require('node:http').createServer((q, s) => s.end('served')).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));`,
  );
  fs.writeFileSync(path.join(dist, 'package.json'), '{"type":"commonjs"}');
  fs.utimesSync(entry, at, at);
  return dist;
}

it('npm start serves an up-to-date build without building it', async () => {
  const dist = stubBuild(new Date(Date.now() + 60 * 60 * 1000));
  expect(buildState(ROOT, dist)).toBe('current');
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PUUR_DIST: dist, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 1200 && !output.includes('listening'); i++)
    await new Promise((r) => setTimeout(r, 50));
  expect(output).toContain('(up to date)');
  expect(output).not.toMatch(/building|vite/i);
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('served');
}, 120_000);

it('counts a build older than the source, or an incomplete one, as needing a build', () => {
  const old = stubBuild(new Date(0));
  expect(buildState(ROOT, old)).toBe('stale');
  fs.rmSync(path.join(old, 'client', 'index.html'));
  expect(buildState(ROOT, old)).toBe('missing');
});
