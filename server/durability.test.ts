import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { buildPostPayload, emptyPostForm } from '../shared/blog';
import { createStaff } from './auth/staff';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';

/**
 * Durability: SIGKILL the real server in the middle of a stream of writes (blog posts and
 * chat messages), restart it, and find every acknowledged write and a passing integrity_check.
 */
const PASSWORD = 'calm green meadow 42';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function start(file: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: file,
      SITE_URL: `http://127.0.0.1:${port}`,
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe('durability', () => {
  it('keeps every acknowledged write through a SIGKILL, with a clean integrity check', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-crash-'));
    const file = path.join(dir, 'puur.db');
    const setup = openDatabase(file);
    await migrateToLatest(setup.db);
    await createStaff(setup.db, {
      email: 'ed@puur.test',
      name: 'Ed',
      role: 'editor',
      password: PASSWORD,
    });
    await setup.db.destroy();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await start(file, port);
    const headers = { 'content-type': 'application/json', origin: url };
    const signIn = await fetch(`${url}/trpc/auth.signIn`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ json: { email: 'ed@puur.test', password: PASSWORD } }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;

    const ackedPosts: number[] = [];
    const ackedThreads: string[] = [];
    let stop = false;
    const writePosts = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const title = `Crash test ${worker}-${i}`;
        const payload = buildPostPayload({
          ...emptyPostForm(),
          title,
          slug: `crash-${worker}-${i}`,
          content: 'Words '.repeat(50),
        });
        try {
          const res = await fetch(`${url}/trpc/blogAdmin.posts.create`, {
            method: 'POST',
            headers: { ...headers, cookie },
            body: JSON.stringify({ json: payload }),
          });
          if (res.ok) ackedPosts.push((await res.json()).result.data.json.id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writeChats = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${url}/trpc/assistant.send?batch=1`, {
            method: 'POST',
            headers: { ...headers, 'trpc-accept': 'application/jsonl' },
            body: JSON.stringify({
              0: { json: { message: 'A gentle shampoo without sulfates please', threadId: '' } },
            }),
          });
          const text = await res.text(); // the whole stream: the reply is acknowledged at its end
          const threadId = /"threadId":"([\w-]+)"/.exec(text)?.[1];
          if (res.ok && threadId) ackedThreads.push(threadId);
        } catch {
          return;
        }
      }
    };
    const writers = [writePosts(1), writePosts(2), writeChats()];
    await new Promise((r) => setTimeout(r, 1500));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise((resolve) => server.once('exit', resolve));
    }

    expect(ackedPosts.length).toBeGreaterThan(5);
    expect(ackedThreads.length).toBeGreaterThan(0);

    const db = new SQLite(file);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const posts = new Set(db.prepare('select id from blog_posts').pluck().all() as number[]);
    for (const id of ackedPosts) expect(posts.has(id), `post ${id}`).toBe(true);
    const threads = new Set(db.prepare('select id from chat_threads').pluck().all() as string[]);
    for (const id of ackedThreads) expect(threads.has(id), `thread ${id}`).toBe(true);
    const counts = db
      .prepare('select thread_id, count(*) as n from chat_messages group by thread_id')
      .all() as { thread_id: string; n: number }[];
    const byThread = new Map(counts.map((c) => [c.thread_id, c.n]));
    for (const id of ackedThreads)
      expect(byThread.get(id) ?? 0, `messages of ${id}`).toBeGreaterThanOrEqual(2);
    db.close();

    const again = await start(file, port);
    const list = await fetch(`${url}/healthz`);
    expect((await list.json()).database).toBe('ok');
    again.kill('SIGTERM');
  }, 60_000);
});
