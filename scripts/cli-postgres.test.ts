import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { describeWithPostgres } from '../server/test/postgres';
import { startServerProcess, type ServerProcess } from '../server/test/server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'calm green meadow 42';

/** One of the command-line tools (through tsx, without the Node version check). */
function cli(script: string, args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_PATH: '', DATABASE_URL: '', ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const started: ServerProcess[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
});

/** The real entry point on an empty database, without the demo catalogue. */
function startServer(env: Record<string, string>) {
  const server = startServerProcess({ SEED_DEMO_DATA: 'false', ...env });
  started.push(server);
  return server;
}

const query = (url: string, procedure: string, input: unknown) =>
  fetch(
    `${url}/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`,
  ).then(async (res) => JSON.stringify(await res.json()));

const mutate = (url: string, procedure: string, input: unknown) =>
  fetch(`${url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ json: input }),
  });

describeWithPostgres('the command-line tools and first start on PostgreSQL', (cluster) => {
  it('prints a working setup link from every process started together on an empty database', async () => {
    const DATABASE_URL = await cluster().createDatabase();
    const servers = [startServer({ DATABASE_URL }), startServer({ DATABASE_URL })];
    const urls = await Promise.all(servers.map((s) => s.listening()));
    const tokens = servers.map((s) => /admin\/setup\?token=([\w-]+)/.exec(s.output())?.[1]);
    expect(tokens.every(Boolean), servers.map((s) => s.output()).join('\n')).toBe(true);
    // Each link works on either process until one of them is used.
    for (const token of tokens)
      for (const url of urls)
        expect(await query(url, 'auth.setupStatus', { token })).toContain('"tokenValid":true');
    const created = await mutate(urls[0]!, 'auth.setup', {
      token: tokens[1],
      name: 'Ada',
      email: 'ada@puur.test',
      password: PASSWORD,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    expect(await query(urls[1]!, 'auth.setupStatus', { token: tokens[0] })).toContain(
      '"tokenValid":false',
    );
  }, 300_000);

  it('adds staff with npm run staff to the database a running server uses', async () => {
    const DATABASE_URL = await cluster().createDatabase();
    const server = startServer({ DATABASE_URL });
    const url = await server.listening();
    const added = cli(
      'staff.ts',
      ['add', '--email', 'ed@puur.test', '--name', 'Ed', '--role', 'editor'],
      {
        DATABASE_URL,
        STAFF_PASSWORD: PASSWORD,
      },
    );
    expect(added.stderr).toBe('');
    expect(added.stdout).toMatch(/^Added editor ed@puur\.test to PostgreSQL /);
    expect(added.stdout).not.toContain('postgres://');
    const signIn = await mutate(url, 'auth.signIn', { email: 'ed@puur.test', password: PASSWORD });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    expect(cli('staff.ts', ['list'], { DATABASE_URL }).stdout).toContain('ed@puur.test');
  }, 300_000);

  it('refuses, by name, to write a SQLite file or back one up while DATABASE_URL is set', async () => {
    const DATABASE_URL = await cluster().createDatabase();
    const seeded = cli('seed.ts', ['--database', '/tmp/elsewhere.db'], { DATABASE_URL });
    expect(seeded.status).toBe(1);
    expect(seeded.stderr).toMatch(/--database names a SQLite file, but DATABASE_URL is set/);
    const products = cli(
      'products.ts',
      ['export', '/tmp/x.csv', '--database', '/tmp/elsewhere.db'],
      {
        DATABASE_URL,
      },
    );
    expect(products.stderr).toMatch(/DATABASE_URL is set/);
    const backup = cli('backup.ts', [], { DATABASE_URL });
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/DATABASE_URL is set.*pg_dump/);
  }, 300_000);
});
