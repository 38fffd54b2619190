import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDeps } from './test/deps';
import { startTestServer, type TestServer } from './test/http';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer(await createTestDeps());
});
afterEach(() => server.close());

describe('createApp', () => {
  it('reports health as JSON with version, database and AI provider', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: 'ok',
      version: expect.any(String),
      workers: 'ok',
    });
    expect(body.ai.provider).toBe('builtin');
  });

  it('counts searches and the cache answers in /healthz', async () => {
    const search = (input: object) =>
      fetch(
        `${server.url}/trpc/catalog.search?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
      );
    const before = (await (await fetch(`${server.url}/healthz`)).json()).search;
    expect((await search({ q: 'counted once' })).status).toBe(200);
    expect((await search({ q: 'counted once' })).status).toBe(200);
    const after = (await (await fetch(`${server.url}/healthz`)).json()).search;
    expect(after.searches - before.searches).toBe(2);
    expect(after.responseCacheHits - before.responseCacheHits).toBe(1);
    expect(after.cards).toBeGreaterThanOrEqual(before.cards);
    expect(after.cardCacheHits).toBeLessThanOrEqual(after.cards);
  });

  it('serves the app shell for known routes and a 404 status for unknown ones', async () => {
    // (/product/{id} and /blog/{slug} answer 404 when missing: see server/http/seo.test.ts.)
    const home = await fetch(`${server.url}/clean-products`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<meta name="application-name" content="Puur" />');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(`${server.url}/this/does/not/exist`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });

  it('caches hashed assets immutably and 404s a missing asset instead of sending HTML', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('sends security headers and hides the framework', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // WebAssembly for the HEIC decoder, never eval; its worker is a file of this site, not a blob.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp).toMatch(/worker-src 'self'(;|$)/);
  });

  it('answers tRPC queries and refuses oversized batches', async () => {
    const res = await fetch(`${server.url}/trpc/site.info`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.result.data.json.name).toBe('Puur');
    const paths = Array(11).fill('site.info').join(',');
    const batch = await fetch(`${server.url}/trpc/${paths}?batch=1&input={}`);
    expect(batch.status).toBe(400);
  });
});
