import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/connect';
import { openPostgres } from './db/connect-postgres';
import { describeWithPostgres } from './test/postgres';
import { addTestStaff, TEST_PASSWORD } from './test/staff';
import { CLEAN_INGREDIENTS } from './test/product-row';
import { startServerProcess as startServer } from './test/server-process';

/** Imports one CSV row (name, brand, price) through the admin's import as staff. */
async function importOneProduct(url: string, cookie: string, row: string) {
  const imported = await fetch(`${url}/api/admin/products/import?format=csv&dryRun=false`, {
    method: 'POST',
    headers: { origin: url, cookie, 'content-type': 'text/csv' },
    body: `name,brand,price,ingredients_text\n${row},"${CLEAN_INGREDIENTS}"\n`,
  });
  expect(imported.status, await imported.clone().text()).toBe(200);
  expect(await imported.json()).toMatchObject({ applied: true, created: 1 });
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
  const afterSearch = await (await fetch(`${url}/healthz`)).json();
  expect(afterSearch.workers).toBe('ok');
  expect(afterSearch.search.workerAnswers).toBeGreaterThan(0);

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
  await importOneProduct(url, cookie, 'Worker Thread Soap,Node Check,6.5');
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

  it('stops with one line when the DATABASE_URL server cannot be reached, without its password', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://puur:secret@127.0.0.1:1/puur' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/ECONNREFUSED/);
    expect(server.output()).not.toMatch(/secret|\n\s+at /);
  });

  it(`on Node ${process.versions.node}: seeds an empty database once, serves a product, a search and a staff write, keeps data on restart and stops cleanly on SIGTERM`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-start-'));
    const DATABASE_PATH = path.join(dir, 'puur.db');

    const first = startServer({ DATABASE_PATH });
    await first.listening();
    expect(first.output()).toContain('demo data seeded');
    await exercise(first.url(), DATABASE_PATH, first.output);
    expect(await first.stop()).toBe(0);

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
    expect(await second.stop('SIGINT')).toBe(0);

    const after = new Database(DATABASE_PATH, { readonly: true });
    expect(after.prepare('select name from products where id = 1').get()).toEqual({
      name: 'Kept by the team',
    });
    expect(after.prepare('select count(*) as n from products').get()).toEqual(count);
    expect(after.prepare('select status from mail_queue').all()).toEqual([{ status: 'sent' }]);
    after.close();
  }, 60_000); // two real start-ups, each seeding or syncing 2,000+ knowledge-base entries
});

/**
 * Puur processes on one PostgreSQL (decision 0023), each started through the real entry point.
 * What one serves or is told, every other serves: catalogue edits, staff sessions, sign-in
 * back-off.
 */
describeWithPostgres('Puur processes on one PostgreSQL', (cluster) => {
  const stops: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  async function start(DATABASE_URL: string) {
    const server = startServer({ DATABASE_URL });
    stops.push(() => server.stop());
    await server.listening();
    return server;
  }

  const search = async (url: string, q: string) => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { q } } }));
    return JSON.stringify(
      await (await fetch(`${url}/trpc/catalog.search?batch=1&input=${input}`)).json(),
    );
  };

  it('two processes: an edit through one is found by a search on the other within a second, a staff session works on both, failed sign-ins count across both', async () => {
    const DATABASE_URL = await cluster().createDatabase();
    // Started together on an empty database: one migrates and seeds, the other waits for it.
    const [first, second] = await Promise.all([start(DATABASE_URL), start(DATABASE_URL)]);
    const seeded = [first, second].filter((server) => server.output().includes('demo data seeded'));
    expect(seeded).toHaveLength(1);
    expect(first.output()).toContain('Serving from PostgreSQL');
    const [one, two] = [first.url(), second.url()];
    expect(await (await fetch(`${two}/healthz`)).json()).toMatchObject({
      status: 'ok',
      database: 'ok',
    });
    expect(await search(two, 'rosehip')).toContain('Rosehip Face Oil');

    const { db } = openPostgres(DATABASE_URL);
    stops.push(() => db.destroy());
    await addTestStaff(db, 'admin', 'two-processes@puur.test');
    const json = { 'content-type': 'application/json' };
    const signIn = await fetch(`${one}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { ...json, origin: one },
      body: JSON.stringify({ json: { email: 'two-processes@puur.test', password: TEST_PASSWORD } }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${two}/trpc/auth.me`, { headers: { cookie } });
    expect(JSON.stringify(await me.json())).toContain('two-processes@puur.test');

    // A staff edit through the first process, found by a search on the second.
    const product = await fetch(
      `${one}/trpc/productAdmin.byId?input=${encodeURIComponent(JSON.stringify({ json: { id: 1 } }))}`,
      { headers: { cookie } },
    );
    expect(product.status, await product.clone().text()).toBe(200);
    const stored = (
      (await product.json()) as { result: { data: { json: Record<string, unknown> } } }
    ).result.data.json;
    const edited = Date.now();
    const update = await fetch(`${one}/trpc/productAdmin.update`, {
      method: 'POST',
      headers: { ...json, origin: one, cookie },
      body: JSON.stringify({
        json: { id: 1, product: { ...stored, name: 'Quince Seed Face Oil' } },
      }),
    });
    expect(update.status, await update.clone().text()).toBe(200);
    let found = false;
    while (!found && Date.now() - edited < 1000) {
      found = (await search(two, 'quince seed')).includes('Quince Seed Face Oil');
      if (!found) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(found, 'the second process found the edit within a second').toBe(true);

    // An import written by the second process's import worker, found by a search on the first.
    await importOneProduct(two, cookie, 'Worker Thread Soap,Two Processes,6.5');
    const importedAt = Date.now();
    found = false;
    while (!found && Date.now() - importedAt < 1000) {
      found = (await search(one, 'worker thread')).includes('Worker Thread Soap');
      if (!found) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(found, 'the first process found the import within a second').toBe(true);
    // On PostgreSQL too the index is built, searched and the import written in worker threads.
    for (const server of [first, second]) {
      const health = await (await fetch(`${server.url()}/healthz`)).json();
      expect(health.workers).toBe('ok');
      expect(health.search.workerAnswers).toBeGreaterThan(0);
      expect(server.output()).not.toContain('worker failed');
    }

    // Wrong passwords through either process count towards one back-off.
    const failedSignIn = (url: string) =>
      fetch(`${url}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { ...json, origin: url },
        body: JSON.stringify({
          json: { email: 'two-processes@puur.test', password: 'not the password' },
        }),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await failedSignIn(attempt % 2 ? two : one)).status);
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  }, 90_000); // two real start-ups on one database, one of them seeding it
});
