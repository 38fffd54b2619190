import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Each test is its own visitor. The test server sits behind a trusted proxy on the loopback
 * address, as a production server sits behind Caddy, and every request of a test says which
 * visitor it comes from (`X-Forwarded-For`). The per-address limits (ten form posts a minute,
 * twenty sign-ins …) then count each test apart, as they count shoppers apart, instead of
 * refusing whichever test happens to post after the others.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': visitorAddress(testInfo.testId, testInfo.retry),
    });
  },
});

/** An address from 198.18.0.0/15 (set aside for testing networks), stable for one test and one attempt. */
function visitorAddress(testId: string, retry: number): string {
  let hash = 2166136261;
  for (const char of `${testId}#${retry}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  const n = hash >>> 0;
  return `198.${18 + (n & 1)}.${(n >>> 8) & 255}.${(n >>> 16) & 255}`;
}
