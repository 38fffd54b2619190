/**
 * Answers given to a signed-in browser, by a staff procedure or with a secret are marked
 * `private, no-store`; every tRPC answer and page varies by cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../test/deps';
import { startTestServer, type TestServer } from '../test/http';
import { addTestStaff, TEST_PASSWORD } from '../test/staff';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  const deps = await createTestDeps();
  await addTestStaff(deps.db, 'admin', 'admin@puur.test');
  server = await startTestServer(deps);
  const res = await fetch(`${server.url}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ json: { email: 'admin@puur.test', password: TEST_PASSWORD } }),
  });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });
const query = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`;

function expectPrivate(res: Response, what: string) {
  expect(res.headers.get('cache-control'), what).toBe('private, no-store');
  expect(res.headers.get('vary') ?? '', what).toMatch(/Cookie/i);
}

describe('private answers', () => {
  it('marks every staff procedure’s answer private, signed in or not', async () => {
    for (const procedure of [
      'newsletter.list',
      'newsletter.exportCsv',
      'swapAnalysis.list',
      'mail.recent',
    ]) {
      expectPrivate(await get(query(procedure), { cookie }), `${procedure} signed in`);
      expectPrivate(await get(query(procedure)), `${procedure} anonymous`);
    }
    expectPrivate(await get(query('swapAnalysis.byId', { id: 1 }), { cookie }), 'byId');
  });

  it('marks the answers that depend on who asks, and the private report, private', async () => {
    expectPrivate(await get(query('auth.me'), { cookie }), 'auth.me signed in');
    expectPrivate(await get(query('auth.me')), 'auth.me anonymous');
    expectPrivate(
      await get(query('swapAnalysis.report', { token: 'A'.repeat(43) })),
      'swapAnalysis.report',
    );
  });

  it('marks any call from a signed-in browser private, and public reads vary by cookie', async () => {
    expectPrivate(await get(query('site.info'), { cookie }), 'site.info signed in');
    const anonymous = await get(query('site.info'));
    expect(anonymous.headers.get('cache-control')).toBeNull();
    expect(anonymous.headers.get('vary') ?? '').toMatch(/Cookie/i);
  });

  it('marks pages for a signed-in browser and pages with a report token private', async () => {
    expectPrivate(await get('/clean-products', { cookie }), 'page signed in');
    expectPrivate(await get(`/swap-report?token=${'A'.repeat(43)}`), 'report page');
    const page = await get('/clean-products');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary') ?? '').toMatch(/Cookie/i);
  });
});
