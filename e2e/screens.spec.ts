import { expectNoSeriousViolations } from './axe';
import { expect, test, signIn } from './fixtures';
import { ADMIN_ROUTES, PUBLIC_ROUTES, type RouteCheck } from './routes';

const WIDTHS = [390, 1280] as const;
/**
 * Full-page screenshots are for people to look at (`PUUR_SCREENSHOTS=1`, then test-results/); a
 * run that nobody looks at, such as CI, skips them: they were a fifth of the browser tests' time.
 */
const SCREENSHOTS = process.env.PUUR_SCREENSHOTS === '1';
const CARDS_CHECKED = 6;

async function visit(
  page: import('@playwright/test').Page,
  route: RouteCheck,
  width: number,
  testInfo: import('@playwright/test').TestInfo,
) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.goto(route.path);
  await page.waitForLoadState('networkidle');
  for (const text of route.texts) {
    await expect(
      page.getByText(text).filter({ visible: true }).first(),
      `${route.path} @${width}: ${String(text)}`,
    ).toBeVisible();
  }
  // Nothing may overflow sideways on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${route.path} @${width} scrolls sideways`).toBeLessThanOrEqual(1);
  if (SCREENSHOTS) {
    const name = `${route.path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    // A full-page capture does not scroll: cards that skip rendering off screen (content-visibility,
    // client/styles.css) would be blank there, where a shopper scrolling sees them.
    await page.addStyleTag({ content: '.offscreen-skip { content-visibility: visible; }' });
    await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
  }
  // Product cards repeat one template: axe reads the first few of a page, not every card of a
  // catalogue page (a full grid took most of the check's time).
  await page.evaluate((checked) => {
    const cards = document.querySelectorAll('[data-testid="product-card"]');
    cards.forEach((card, index) => {
      if (index >= checked) card.setAttribute('data-axe-skip', '');
    });
  }, CARDS_CHECKED);
  await expectNoSeriousViolations(page, `${route.path} @${width} accessibility`, '[data-axe-skip]');
}

test.describe('every screen at phone and desktop width: texts, no sideways scroll, accessibility, screenshot', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`public ${route.path}`, async ({ page }, testInfo) => {
      // Two full-page screenshots and two axe runs: slow on a busy 2-core machine, not a failure.
      test.setTimeout(90_000);
      for (const width of WIDTHS) await visit(page, route, width, testInfo);
    });
  }
  // A few admin screens per test, each test with one sign-in (sign-in is rate-limited): a single
  // test for all of them ran past any sensible timeout on a busy 2-core machine.
  const ADMIN_GROUP = 5;
  for (let start = 0; start < ADMIN_ROUTES.length; start += ADMIN_GROUP) {
    const group = ADMIN_ROUTES.slice(start, start + ADMIN_GROUP);
    test(`admin ${group.map((route) => route.path).join(', ')}`, async ({ page }, testInfo) => {
      test.setTimeout(200_000);
      await signIn(page);
      for (const route of group) {
        for (const width of WIDTHS) await visit(page, route, width, testInfo);
      }
    });
  }
});
