import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/connect';
import { addTestStaff, TEST_PASSWORD } from './test/staff';

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
  const url = () => /is listening on (http:\/\/[\w.]+:\d+)/.exec(output)?.[1] ?? '';
  return { child, exited, listening, url, output: () => output };
}

/** What a new deployment must do on every supported Node: read the catalogue, search, a staff write. */
async function exercise(url: string, databasePath: string, output: () => string) {
  // Pages need a client build, which the browser tests cover; here the API behind them.
  const health = await fetch(`${url}/healthz`);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
  const product = await fetch(
    `${url}/trpc/catalog.byId?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { id: 1 } } }))}`,
  );
  expect(JSON.stringify(await product.json())).toContain('Rosehip Face Oil');
  const input = encodeURIComponent(JSON.stringify({ 0: { json: { q: 'rose' } } }));
  const search = await fetch(`${url}/trpc/catalog.search?batch=1&input=${input}`);
  expect(search.status).toBe(200);
  expect(JSON.stringify(await search.json())).toContain('Rose');
  // The index was built in its worker, and the search answered by the search worker.
  expect(output()).not.toContain('its worker failed');
  expect((await (await fetch(`${url}/healthz`)).json()).workers).toBe('ok');

  const { db } = openDatabase(databasePath);
  await addTestStaff(db, 'editor', 'node-check@puur.test');
  await db.destroy();
  const json = { 'content-type': 'application/json', origin: url };
  const signIn = await fetch(`${url}/trpc/auth.signIn`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ json: { email: 'node-check@puur.test', password: TEST_PASSWORD } }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const post = await fetch(`${url}/trpc/blogAdmin.posts.create`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({
      json: {
        title: 'Written on this Node',
        slug: `written-on-node-${process.versions.node.split('.')[0]}`,
        subtitle: null,
        content: 'A short post written by the start-up test.',
        excerpt: null,
        featured_image_url: null,
        status: 'draft',
        author_id: null,
        category_id: null,
        meta_title: null,
        meta_description: null,
        meta_keywords: [],
        og_image_url: null,
        read_time_minutes: null,
        published_at: null,
      },
    }),
  });
  expect(post.status, await post.clone().text()).toBe(200);

  // An import is written by its worker thread; the search after it sees the new product.
  const imported = await fetch(`${url}/api/admin/products/import?format=csv&dryRun=false`, {
    method: 'POST',
    headers: { origin: url, cookie, 'content-type': 'text/csv' },
    body: 'name,brand,price\nWorker Thread Soap,Node Check,6.5\n',
  });
  expect(imported.status, await imported.clone().text()).toBe(200);
  expect(await imported.json()).toMatchObject({ applied: true, created: 1 });
  const afterImport = encodeURIComponent(JSON.stringify({ 0: { json: { q: 'worker thread' } } }));
  const found = await fetch(`${url}/trpc/catalog.search?batch=1&input=${afterImport}`);
  expect(JSON.stringify(await found.json())).toContain('Worker Thread Soap');
  expect(output()).not.toContain('worker failed'); // neither the index nor the import fell back
}

describe('server entry point', () => {
  it('refuses to start with a bad PORT and names it', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration: PORT/);
  });

  it('refuses DATABASE_URL with what PostgreSQL still lacks, not a stack trace', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://puur:secret@127.0.0.1:1/puur' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/^DATABASE_URL selects PostgreSQL, which .* cannot run on yet/);
    expect(server.output()).toContain('Unset DATABASE_URL');
    expect(server.output()).not.toMatch(/secret|\n\s+at /);
  });

  it(`on Node ${process.versions.node}: seeds an empty database once, serves a product, a search and a staff write, keeps data on restart and stops cleanly on SIGTERM`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-start-'));
    const DATABASE_PATH = path.join(dir, 'puur.db');

    const first = startServer({ DATABASE_PATH });
    await first.listening();
    expect(first.output()).toContain('demo data seeded');
    await exercise(first.url(), DATABASE_PATH, first.output);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const sqlite = new Database(DATABASE_PATH);
    sqlite.prepare("update products set name = 'Kept by the team' where id = 1").run();
    const count = sqlite.prepare('select count(*) as n from products').get() as { n: number };
    // A mail queued while the server was down goes out (no SMTP_URL: to the outbox) on start.
    sqlite
      .prepare(
        `insert into mail_queue (message_id, to_address, subject, text_body, next_attempt_at)
         values ('<start@puur.test>', 'ana@example.com', 'Queued while down', 'Hi', '2026-01-01T00:00:00.000Z')`,
      )
      .run();
    sqlite.close();

    const second = startServer({ DATABASE_PATH });
    await second.listening();
    expect(second.output()).not.toContain('demo data seeded');
    expect(second.output()).toContain('outgoing mail is written to');
    const outbox = path.join(dir, 'outbox');
    // The folder appears before the message is renamed into it: wait for the finished file.
    const sent = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
    for (let i = 0; i < 200 && !sent().some((name) => name.endsWith('.eml')); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(sent()).toEqual([expect.stringMatching(/-000001\.eml$/)]);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    const after = new Database(DATABASE_PATH, { readonly: true });
    expect(after.prepare('select name from products where id = 1').get()).toEqual({
      name: 'Kept by the team',
    });
    expect(after.prepare('select count(*) as n from products').get()).toEqual(count);
    expect(after.prepare('select status from mail_queue').all()).toEqual([{ status: 'sent' }]);
    after.close();
  }, 60_000); // two real start-ups, each seeding or syncing 2,000+ knowledge-base entries
});
