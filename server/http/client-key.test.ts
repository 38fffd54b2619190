/**
 * One client key for every limit and back-off: behind a proxy, a caller that rotates through the
 * addresses of one IPv6 /64 is still one caller, for the per-call limits and for sign-in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDeps, testEnv } from '../test/deps';
import { startTestServer, type TestServer } from '../test/http';
import { addTestStaff } from '../test/staff';
import { LIMITS } from '../trpc/policy';
import { clientKey } from './client-key';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start() {
  const deps = await createTestDeps({ env: testEnv({ TRUST_PROXY: '1', RATE_LIMITS: 'true' }) });
  await addTestStaff(deps.db, 'admin', 'admin@puur.test');
  server = await startTestServer(deps);
  return server.url;
}

/** The n-th address of one /64, as a proxy in front would forward it. */
const inOne64 = (n: number) => `2001:db8:1:2:${(n + 1).toString(16)}:0:0:${n.toString(16)}`;

const post = (url: string, path: string, json: unknown, from: string) =>
  fetch(`${url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': from },
    body: JSON.stringify({ json }),
  });

/**
 * `times` calls of one procedure, one after another, each from the next address of one /64: the
 * status and body of each answer.
 */
async function postFromOne64(
  url: string,
  times: number,
  path: string,
  json: (i: number) => unknown,
) {
  const answers: { status: number; body: string }[] = [];
  for (let i = 0; i < times; i++) {
    const res = await post(url, path, json(i), inOne64(i));
    answers.push({ status: res.status, body: await res.text() });
  }
  return answers;
}

describe('clientKey', () => {
  it('groups IPv6 by its /56 and leaves IPv4 (mapped or not) as one address', () => {
    expect(clientKey(inOne64(1))).toBe(clientKey(inOne64(9999)));
    expect(clientKey('2001:db8:1:2ff::1')).toBe(clientKey('2001:db8:1:200::1'));
    expect(clientKey('2001:db8:1:300::1')).not.toBe(clientKey('2001:db8:1:200::1'));
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey({ ip: undefined })).toBe('unknown');
  });
});

describe('limits behind a proxy', () => {
  it('counts a /64 as one caller for a public form', async () => {
    const url = await start();
    const answers = await postFromOne64(url, 14, 'newsletter.subscribe', (i) => ({
      email: `reader${i}@example.com`,
    }));
    const statuses = answers.map((res) => res.status);
    const allowed = LIMITS.forms.limit;
    expect(statuses.slice(0, allowed).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(allowed)).toEqual(Array(14 - allowed).fill(429));
  });

  it('locks an account against wrong passwords sent from many addresses of one /64', async () => {
    const url = await start();
    const answers = await postFromOne64(url, 8, 'auth.signIn', () => ({
      email: 'admin@puur.test',
      password: 'wrong password!',
    }));
    expect(answers.at(-1)?.body).toMatch(/Too many failed sign-ins/);
  });
});
