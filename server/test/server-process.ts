import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The real entry point (through tsx, without the Node version check) as a process of its own, in
 * production mode on a free local port, with these variables on top of this process's own.
 */
export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = () => /is listening on (http:\/\/[\w.]+:\d+)/.exec(output)?.[1] ?? '';
  return {
    child,
    /** The exit code once the process has ended. */
    exited,
    /** Everything it wrote to stdout and stderr so far. */
    output: () => output,
    url,
    /**
     * Resolves with its address once it listens; throws with its output when it ends first. A
     * start-up seeds or syncs 2,000+ knowledge-base entries: on a busy 2-core machine, with other
     * test files running beside this one, that can take a minute or more.
     */
    async listening(): Promise<string> {
      while (!url() && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
      if (!url()) throw new Error(`server did not start:\n${output}`);
      return url();
    },
    /** Asks it to stop and waits until it has. */
    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
      child.kill(signal);
      return exited;
    },
  };
}

export type ServerProcess = ReturnType<typeof startServerProcess>;
