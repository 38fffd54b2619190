/** Shared by the bench and the soak: build if stale, start the production server, sample it. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildState, distDir } from './build-freshness.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Node flags of `npm run serve`: V8 would otherwise let the heap grow past 300 MB under load, and
 * Node 24's V8 sizes the young generation for a large heap (470 MB of heap limit instead of 319).
 */
export const SERVE_NODE_FLAGS = '--max-old-space-size=256 --max-semi-space-size=16';

/** The build folder (PUUR_DIST or dist), rebuilt when missing or older than the sources. */
export function ensureBuild(force = false): string {
  const dist = distDir(root);
  if (force || buildState(root, dist) !== 'current') {
    console.log('Building the production bundle…');
    const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build failed.');
  }
  // A build outside the repository (PUUR_DIST=/tmp/…) still needs to resolve the packages.
  const modules = path.join(dist, 'node_modules');
  if (!fs.existsSync(modules) && !dist.startsWith(root + path.sep)) {
    fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  }
  return dist;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become healthy within 60 s.');
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Starts `<dist>/server/index.js` on a free port and waits until /healthz answers. */
export async function startServer(
  dist: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The same heap cap as `npm run serve` (see docs/decisions/0007), unless SERVER_NODE_FLAGS says otherwise.
  const flags = (process.env.SERVER_NODE_FLAGS ?? SERVE_NODE_FLAGS).split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, path.join(dist, 'server', 'index.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Per-IP rate limits would answer most of one client's load with 429s.
      RATE_LIMITS: 'false',
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await waitForHealth(url, child);
  return { url, child };
}

/** `/trpc/<procedure>?batch=1&input=…` as the client sends a query. */
export const trpcGet = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: { json: input } }))}`;
