import { seedDemoData } from '../seed/seed';
import type { AppDeps } from '../trpc/context';
import { createTestDeps } from './deps';

/** A fixed seeding time, for tests whose answers depend on how new the demo products are. */
export const SEEDED_AT = new Date('2026-11-20T12:00:00Z');

/**
 * Test dependencies over a fresh database that holds the demo catalogue and blog, seeded now or
 * at `seededAt`.
 */
export async function createSeededDeps(
  overrides: Partial<AppDeps> = {},
  seededAt?: Date,
): Promise<AppDeps> {
  const deps = await createTestDeps(overrides);
  await seedDemoData(deps.db, seededAt);
  return deps;
}
