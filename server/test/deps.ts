import { createBuiltinProvider } from '../ai/builtin';
import { parseEnv, type Env } from '../env';
import { silentLogger } from '../logger';
import type { AppDeps } from '../trpc/context';
import { createTestDb } from './db';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', SITE_URL: 'https://puur.test', ...overrides });
}

export async function createTestDeps(overrides: Partial<AppDeps> = {}): Promise<AppDeps> {
  return {
    db: await createTestDb(),
    env: testEnv(),
    logger: silentLogger,
    ai: createBuiltinProvider(),
    ...overrides,
  };
}
