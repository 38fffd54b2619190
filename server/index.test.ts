import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

/** Runs the real entry point (through tsx) as a child process. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = async () => {
    for (let i = 0; i < 300 && !output.includes('is listening'); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!output.includes('is listening')) throw new Error(`server did not start:\n${output}`);
  };
  return { child, exited, listening, output: () => output };
}

describe('server entry point', () => {
  it('refuses to start with a bad PORT and names it', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration: PORT/);
  });

  it('seeds an empty database once, keeps data on restart and stops cleanly on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-start-'));
    const DATABASE_PATH = path.join(dir, 'puur.db');

    const first = startServer({ DATABASE_PATH });
    await first.listening();
    expect(first.output()).toContain('demo data seeded');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const sqlite = new Database(DATABASE_PATH);
    sqlite.prepare("update products set name = 'Kept by the team' where id = 1").run();
    const count = sqlite.prepare('select count(*) as n from products').get() as { n: number };
    sqlite.close();

    const second = startServer({ DATABASE_PATH });
    await second.listening();
    expect(second.output()).not.toContain('demo data seeded');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    const after = new Database(DATABASE_PATH, { readonly: true });
    expect(after.prepare('select name from products where id = 1').get()).toEqual({
      name: 'Kept by the team',
    });
    expect(after.prepare('select count(*) as n from products').get()).toEqual(count);
    after.close();
  });
});
