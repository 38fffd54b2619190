/**
 * What the ingredients router's test files share: a fake OpenAI-compatible server for the file, a
 * fresh seeded database for each test, and callers as staff or as a shopper.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createOpenAiProvider } from '../ai/openai';
import { seedDemoData } from '../seed/seed';
import { createTestDeps } from '../test/deps';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai';
import { TEST_EDITOR } from '../test/staff';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { closeLabelReader } from './ocr';
import { shopperCaller } from '../test/callers';

export let fake: FakeOpenAi;
export let deps: AppDeps;
/** The first skincare product of the demo shop. */
export let productId: number;

/** Registers the file's and each test's set-up; call it once at the top of a test file. */
export function useIngredientsRouter() {
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
    await closeLabelReader();
  });
  beforeEach(async () => {
    deps = await createTestDeps();
    await seedDemoData(deps.db, new Date('2026-11-20T12:00:00Z'));
    productId = (
      await deps.db
        .selectFrom('products')
        .select('id')
        .where('category', '=', 'Skincare')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
}

export const staff = (extra: Partial<AppDeps> = {}) =>
  createCaller(createContextInner({ ...deps, ...extra }, { staff: TEST_EDITOR }));
export const anonymous = () => shopperCaller(deps);
export const withFakeAi = () =>
  staff({
    ai: createOpenAiProvider({ apiKey: 'sk-test', baseURL: fake.url, model: 'fake-model' }),
  });
