/**
 * What a security review of the running server got through (decision 0001, "Hardening after the
 * review"), each as a behaviour test:
 * the status code or the named limit that now refuses it.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { issueSetupTokenIfNeeded } from '../auth/setup';
import { ConfigError, parseEnv } from '../env';
import { createTestDeps, testEnv } from '../test/deps';
import { startTestServer, type TestServer } from '../test/http';
import { addTestStaff, TEST_PASSWORD } from '../test/staff';
import type { AppDeps } from '../trpc/context';
import type { ServerRenderer, SharedServerRenderer } from './ssr';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(
  env: Record<string, string> = {},
  options: { deps?: Partial<AppDeps>; renderPage?: ServerRenderer; timeouts?: object } = {},
) {
  const deps = await createTestDeps({ env: testEnv(env), ...options.deps });
  await addTestStaff(deps.db, 'admin', 'admin@puur.test');
  server = await startTestServer(deps, options.renderPage, options.timeouts);
  return { ...server, deps };
}

const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const review = (n: number) => ({
  json: {
    productId: 1,
    name: `Reader ${n}`,
    rating: 5,
    title: 'Lovely',
    body: 'A calm, gentle cream that did what it said on the label.',
  },
});

describe('procedure names and batches', () => {
  it('refuses encoded procedure names instead of running them past their policy', async () => {
    const { url } = await start();
    for (const path of ['auth%2EsignIn', 'assistant%2Esend', 'site.info%2Csite.info', 'a%2e%62']) {
      const res = await post(url, path, { json: {} });
      expect(res.status, path).toBe(400);
      expect((await res.json()).error).toMatch(/only letters, digits and dots/);
    }
  });

  it('refuses a batch of more than 10 calls', async () => {
    const { url } = await start();
    const names = Array.from({ length: 11 }, () => 'ingredients.check').join(',');
    const res = await fetch(`${url}/trpc/${names}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(400);
  });

  it('refuses sign-in, setup, the assistant, label reading and the public forms inside a batch', async () => {
    const { url } = await start();
    const res = await post(url, 'auth.signIn,auth.signIn?batch=1', {
      0: { json: { email: 'admin@puur.test', password: 'wrong password!' } },
      1: { json: { email: 'admin@puur.test', password: TEST_PASSWORD } },
    });
    const calls = (await res.json()) as { error?: { json: { message: string } } }[];
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.error?.json.message).toMatch(/cannot be batched/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('counts limits per call: the eleventh review in a minute is refused by the forms limit', async () => {
    const { url } = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(url, 'reviews.submit', review(i))).status);
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    const last = await post(url, 'reviews.submit', review(99));
    expect(last.status).toBe(429);
    expect((await last.json()).error.json.message).toMatch(/Too many requests \(forms\)/);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('bounded work per request', () => {
  it('refuses deeply nested JSON with 400, in a body and in ?input=', async () => {
    const { url } = await start();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const body = await post(url, 'newsletter.subscribe', `{"json":${deep}}`);
    expect(body.status).toBe(400);
    expect((await body.json()).error).toMatch(/nested too deeply/);
    const query = await fetch(
      `${url}/trpc/catalog.search?input=${encodeURIComponent(`{"json":${'['.repeat(1000)}${']'.repeat(1000)}}`)}`,
    );
    expect(query.status).toBe(400);
  });

  it('answers 408 to a body that trickles in past the request timeout', async () => {
    const { url } = await start(
      {},
      { timeouts: { headersTimeout: 400, requestTimeout: 500, connectionsCheckingInterval: 100 } },
    );
    const { port } = new URL(url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        `POST /trpc/newsletter.subscribe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"json":`,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('sign-in', () => {
  it('trusts X-Forwarded-For only as far as the proxies it was told of', async () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'any' })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: 'any' })).toThrow(
      /TRUST_PROXY must be false, a hop count/,
    );

    // One proxy in front: it appends the real address, so made-up entries before it change nothing.
    const { url } = await start({ TRUST_PROXY: '1' });
    let last: Response | undefined;
    for (let i = 0; i < 25 && last?.status !== 429; i++) {
      last = await post(
        url,
        'auth.signIn',
        { json: { email: `x${i}@puur.test`, password: 'wrong password!' } },
        { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.7` },
      );
    }
    expect(last?.status).toBe(429);
  });

  it('lets the one-time setup link create one admin, however many use it at once', async () => {
    const deps = await createTestDeps();
    server = await startTestServer(deps);
    const token = (await issueSetupTokenIfNeeded(deps.db))!;
    const attempts = await Promise.all(
      [1, 2, 3].map((n) =>
        post(server!.url, 'auth.setup', {
          json: {
            token,
            email: `admin${n}@puur.test`,
            name: `Admin ${n}`,
            password: TEST_PASSWORD,
          },
        }),
      ),
    );
    expect(attempts.filter((res) => res.status === 200)).toHaveLength(1);
    const admins = await deps.db.selectFrom('staff_users').select('email').execute();
    expect(admins).toHaveLength(1);
  });

  it('logs failed sign-ins, lock-outs and refused cross-origin writes', async () => {
    const lines: { event?: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const { url } = await start({}, { deps: { logger: pino({ level: 'info' }, sink) } });
    for (let i = 0; i < 6; i++)
      await post(url, 'auth.signIn', {
        json: { email: 'admin@puur.test', password: 'wrong password!' },
      });
    await post(url, 'auth.signOut', { json: {} }, { origin: 'https://evil.example' });
    const events = lines.map((line) => line.event);
    expect(events).toContain('sign-in-failed');
    expect(events).toContain('sign-in-locked');
    expect(events).toContain('cross-origin-refused');
  });
});

describe('hosts, errors and the shared page renders', () => {
  it('answers only for its own host: another Host header gets 421, /healthz excepted', async () => {
    const { url } = await start({ SITE_URL: 'https://puur.example' });
    const { port } = new URL(url);
    const asHost = (host: string, path = '/', init: RequestInit = {}) =>
      new Promise<number>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('end', () => resolve(Number(received.split(' ')[1])));
        socket.on('error', reject);
        socket.write(
          `${init.method ?? 'GET'} ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        );
      });
    expect(await asHost('rebound.attacker.example')).toBe(421);
    expect(
      await asHost(`rebound.attacker.example:${port}`, '/trpc/auth.signOut', { method: 'POST' }),
    ).toBe(421);
    expect(await asHost('puur.example', '/')).toBe(200);
    expect(await asHost('10.0.0.5', '/healthz')).toBe(200);
  });

  it('serves only loopback hosts when SITE_URL is not set', () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    expect(env.SITE_URL_CONFIGURED).toBe(false);
    expect(
      parseEnv({ NODE_ENV: 'test', SITE_URL: 'https://puur.example' }).SITE_URL_CONFIGURED,
    ).toBe(true);
  });

  it('never shows file-system paths in error bodies', async () => {
    const { url } = await start();
    for (const path of ['/assets/x.js', '/uploads/products/x.webp']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(404);
      const text = await res.text();
      expect(text, path).not.toMatch(/\/tmp|\/work|ENOENT|no such file/);
    }
  });

  it('keeps the shared renders when an anonymous caller writes with a made-up session cookie', async () => {
    let forgotten = 0;
    const renderPage = Object.assign(async () => null, {
      forget: () => void (forgotten += 1),
    }) as SharedServerRenderer;
    const { url } = await start({}, { renderPage });
    const res = await post(
      url,
      'newsletter.subscribe',
      { json: { email: 'someone@example.com' } },
      { cookie: 'puur_session=made-up-token' },
    );
    expect(res.status).toBe(200);
    expect(forgotten).toBe(0);
  });
});
