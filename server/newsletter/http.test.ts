import { afterEach, describe, expect, it } from 'vitest';
import { createTestDeps } from '../test/deps';
import { startTestServer, type TestServer } from '../test/http';
import { subscribe } from './service';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('one-click unsubscribe (List-Unsubscribe-Post)', () => {
  it('unsubscribes on the POST a mail app sends, with no cookie or Origin, and refuses a bad token', async () => {
    const deps = await createTestDeps();
    await subscribe(deps.db, { name: 'Puur', url: 'https://puur.test' }, 'ana@example.com');
    await deps.db
      .updateTable('newsletter_subscribers')
      .set({ confirmed_at: new Date().toISOString() })
      .execute();
    const { unsubscribe_token } = await deps.db
      .selectFrom('newsletter_subscribers')
      .select('unsubscribe_token')
      .executeTakeFirstOrThrow();
    server = await startTestServer(deps);
    const post = (token: string) =>
      fetch(`${server!.url}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });

    const done = await post(unsubscribe_token);
    expect(done.status).toBe(200);
    expect(await done.text()).toBe('You have been unsubscribed.');
    const row = await deps.db
      .selectFrom('newsletter_subscribers')
      .select('unsubscribed_at')
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();
    // Again: still fine (the link stays valid), nothing changes.
    expect((await post(unsubscribe_token)).status).toBe(200);

    const unknown = await post('x'.repeat(22));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('This unsubscribe link is not valid.');
    expect((await post('short')).status).toBe(400);
  });
});
