import { afterEach, describe, expect, it } from 'vitest';
import { createTestDeps, testEnv } from '../test/deps';
import { startTestServer, type TestServer } from '../test/http';
import { addTestStaff, TEST_PASSWORD } from '../test/staff';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(env: Record<string, string> = {}) {
  const deps = await createTestDeps({ env: testEnv(env) });
  await addTestStaff(deps.db, 'admin', 'admin@puur.test');
  server = await startTestServer(deps);
  return server;
}

function signIn(url: string, origin: string, password = TEST_PASSWORD) {
  return fetch(`${url}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ json: { email: 'admin@puur.test', password } }),
  });
}

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and Secure with the __Host- prefix over HTTPS', async () => {
    const { url } = await start({ SITE_URL: 'https://puur.example' });
    const res = await signIn(url, 'https://puur.example');
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-puur_session=[\w-]{22};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain');
  });

  it('signs in and out over plain HTTP for local use', async () => {
    const { url } = await start({ SITE_URL: 'http://localhost:3000' });
    const res = await signIn(url, url);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^puur_session=/);
    const me = await fetch(`${url}/trpc/auth.me`, { headers: { cookie } });
    expect((await me.json()).result.data.json.email).toBe('admin@puur.test');
    const out = await fetch(`${url}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.headers.get('set-cookie')).toMatch(/puur_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await fetch(`${url}/trpc/auth.me`, { headers: { cookie } });
    expect((await after.json()).result.data.json).toBeNull();
  });
});

describe('cross-site requests', () => {
  it('refuses a POST from another origin whatever its content type', async () => {
    const { url } = await start();
    const bodies: [string, BodyInit][] = [
      ['application/json', JSON.stringify({ json: {} })],
      ['application/x-www-form-urlencoded', 'a=b'],
      ['text/plain', 'x'],
    ];
    for (const [type, body] of bodies) {
      const res = await fetch(`${url}/trpc/auth.signOut`, {
        method: 'POST',
        headers: { 'content-type': type, origin: 'https://evil.example' },
        body,
      });
      expect(res.status, type).toBe(403);
    }
    const form = new FormData();
    form.set('email', 'admin@puur.test');
    const multipart = await fetch(`${url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: form,
    });
    expect(multipart.status).toBe(403);
    const bySecFetchSite: [Record<string, string>, number][] = [
      [{ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, 403],
      [{}, 403],
      [{ 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, 200],
    ];
    for (const [headers, status] of bySecFetchSite) {
      const res = await fetch(`${url}/trpc/auth.signOut`, { method: 'POST', headers, body: '{}' });
      expect(res.status, JSON.stringify(headers)).toBe(status);
    }
  });
});

describe('headers and limits', () => {
  it('sends a strict CSP on HTML and HSTS only over HTTPS', async () => {
    const { url } = await start({ SITE_URL: 'https://puur.example' });
    const res = await fetch(`${url}/clean-products`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers 429 with Retry-After when sign-in attempts exceed the per-IP limit', async () => {
    const { url } = await start();
    let last: Response | undefined;
    for (let i = 0; i < 25; i++) {
      last = await fetch(`${url}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ json: { email: '', password: '' } }),
      });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a body over the small limit with a clear message, not a 500', async () => {
    const { url } = await start();
    const res = await fetch(`${url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ json: { email: 'x'.repeat(200_000), password: 'y' } }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('The request body is too large.');
  });
});
