import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../trpc/context';
import { startTestServer, type TestServer } from './http';
import { createSeededDeps } from './seeded';

/**
 * The demo shop over HTTP for the tests of the file or describe block that calls this: started
 * (with the dependencies `make` gives) before them and closed after them. Read `deps` and `server`
 * inside the tests, once the start has run.
 */
export function seededServer(make: () => Promise<AppDeps> = () => createSeededDeps()) {
  const shop = {} as { deps: AppDeps; server: TestServer };
  beforeAll(async () => {
    shop.deps = await make();
    shop.server = await startTestServer(shop.deps);
  });
  afterAll(() => shop.server.close());
  return shop;
}
