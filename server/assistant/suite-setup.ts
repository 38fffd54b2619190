/**
 * The setup the assistant's conversation tests share: a fresh database seeded with the demo shop,
 * and a caller of the real router on it. Call once at the top of a test file; the returned object
 * is filled before the first test runs.
 */
import { beforeAll } from 'vitest';
import { seedDemoData } from '../seed/seed';
import { createTestDeps } from '../test/deps';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';

export interface DemoShop {
  deps: AppDeps;
  caller: ReturnType<typeof createCaller>;
}

export function demoShop(): DemoShop {
  const shop = {} as DemoShop;
  beforeAll(async () => {
    shop.deps = await createTestDeps();
    await seedDemoData(shop.deps.db);
    shop.caller = createCaller(createContextInner(shop.deps));
  }, 60_000);
  return shop;
}
