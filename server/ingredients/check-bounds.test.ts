/**
 * The public checker's work per call is bounded: a list of made-up near-misses of common names
 * starts at most FUZZY_SCANS_PER_CHECK spelling searches, the same names again start none, and
 * one address may run only so many checks a minute.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHECK_TEXT_LENGTH } from '../../shared/ingredients';
import { createTestDeps, testEnv } from '../test/deps';
import { startTestServer } from '../test/http';
import { nearMissList } from '../test/near-misses';
import type { AppDeps } from '../trpc/context';
import { LIMITS } from '../trpc/policy';
import { FUZZY_SCANS_PER_CHECK } from './check';
import { knowledgeBaseIndex } from './kb';
import { shopperCaller } from '../test/callers';

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

describe('ingredients.check on a list of near-misses', () => {
  it('starts at most its budget of spelling searches, and none for names searched before', async () => {
    const text = nearMissList();
    expect(text.length).toBeGreaterThan(MAX_CHECK_TEXT_LENGTH - 20);
    const caller = shopperCaller(deps);
    const index = await knowledgeBaseIndex(deps.db);
    const before = index.fuzzyScans;
    const first = await caller.ingredients.check({ text });
    expect(first.ingredients.length).toBeGreaterThan(FUZZY_SCANS_PER_CHECK);
    expect(index.fuzzyScans - before).toBe(FUZZY_SCANS_PER_CHECK);

    const again = index.fuzzyScans;
    await caller.ingredients.check({ text: text.split(', ').slice(0, 30).join(', ') });
    expect(index.fuzzyScans).toBe(again);
  });

  it('still forgives a typing slip within the budget', async () => {
    const caller = shopperCaller(deps);
    const result = await caller.ingredients.check({
      text: `${nearMissList(400, 7)}, Cetearyl Alcohl, Phenoxyethanl`,
    });
    const names = result.ingredients.map((i) => i.name);
    expect(names).toContain('Cetearyl Alcohol');
    expect(names).toContain('Phenoxyethanol');
  });
});

describe('the checker’s own limit', () => {
  it('refuses an address its 31st check in a minute, naming the limit', async () => {
    const limited = await createTestDeps({ env: testEnv({ RATE_LIMITS: 'true' }) });
    const server = await startTestServer(limited);
    try {
      const check = () =>
        fetch(`${server.url}/trpc/ingredients.check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ json: { text: 'Aqua, Glycerin' } }),
        });
      const allowed = LIMITS['ingredient checks'].limit;
      for (let i = 0; i < allowed; i++) expect((await check()).status).toBe(200);
      const refused = await check();
      expect(refused.status).toBe(429);
      expect(JSON.stringify(await refused.json())).toContain('(ingredient checks)');
    } finally {
      await server.close();
    }
  });
});
