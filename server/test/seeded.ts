import { seedDemoData } from '../seed/seed';
import type { AppDeps } from '../trpc/context';
import { createTestDeps } from './deps';

/** Test dependencies over a fresh database that holds the demo catalogue and blog. */
export async function createSeededDeps(overrides: Partial<AppDeps> = {}): Promise<AppDeps> {
  const deps = await createTestDeps(overrides);
  await seedDemoData(deps.db);
  return deps;
}
