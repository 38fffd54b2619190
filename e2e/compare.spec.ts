import { expectNoSeriousViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SHAMPOOS = ['Volume & Shine Shampoo', 'Nettle Gentle Shampoo', 'Rosemary Mint Shampoo Bar'];

async function expectNoSidewaysScroll(page: Page, label: string) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

async function expectAccessible(page: Page, label: string) {
  // A toast still fading in or out ("Added to compare") is measured at part opacity: wait it out.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, `${label} accessibility`);
}

/** The names listed in one column's "Only this one has" cell. */
async function onlyHere(page: Page, column: number): Promise<string[]> {
  const cell = page.getByTestId('compare-row-only-here').getByRole('cell').nth(column);
  const items = await cell.getByRole('listitem').allInnerTexts();
  return items.map((text) => text.replace(/\s*\((moderate|high concern|not rated)\)$/, '').trim());
}

test('pick three products on catalogue cards, compare them side by side, share the link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The harsh shampoo does not meet the standard, so no catalogue card lists it: it is added
  // from its own page, the clean ones from their cards.
  await page.goto('/product/22');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volume & Shine Shampoo');
  for (const name of SHAMPOOS) {
    if (name !== SHAMPOOS[0] && !page.url().includes('/clean-products')) {
      await page.goto('/clean-products?q=shampoo');
    }
    const toggle = page.getByRole('button', { name: `Compare ${name}`, exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('region', { name: 'Products to compare' });
  for (const name of SHAMPOOS) {
    await expect(tray.getByRole('button', { name: `Remove ${name} from compare` })).toBeVisible();
  }
  await tray.getByRole('link', { name: 'Compare (3)' }).click();

  await expect(page).toHaveURL(/\/compare\?ids=\d+(%2C|,)\d+(%2C|,)\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('COMPARE PRODUCTS');
  const columns = page.getByRole('columnheader');
  await expect(columns).toHaveCount(3);
  for (const [index, name] of SHAMPOOS.entries()) {
    await expect(columns.nth(index).getByRole('link', { name })).toHaveAttribute(
      'href',
      /\/product\/\d+$/,
    );
  }
  await expect(page.getByRole('rowheader', { name: 'Only this one has' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Ingredients of concern' })).toBeVisible();

  // Each column's own ingredients: at least one, and none listed for another column too.
  const unique = await Promise.all(SHAMPOOS.map((_, index) => onlyHere(page, index)));
  unique.forEach((names, index) => {
    expect(names.length, SHAMPOOS[index]).toBeGreaterThan(0);
    const others = new Set(unique.filter((_, other) => other !== index).flat());
    for (const name of names) expect(others.has(name), name).toBe(false);
  });
  // The harsh shampoo alone has the isothiazolinone preservatives, of high concern.
  expect(unique[0]).toContain('Methylisothiazolinone');
  const flagged = page.getByTestId('compare-row-flagged').getByRole('cell').first();
  await expect(flagged).toContainText('High concern');
  await expect(flagged).toContainText('Methylisothiazolinone');

  // It fits and is accessible on a laptop and on a phone; the picked list's bar stays away.
  await expect(page.getByTestId('compare-tray')).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(columns).toHaveCount(3);
    await expectNoSidewaysScroll(page, `/compare @${width}`);
    await expectAccessible(page, `/compare @${width}`);
  }

  // The link is the comparison: a browser that picked nothing shows the same products.
  const shared = page.url();
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(shared);
  await fresh.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const freshColumns = fresh.getByRole('columnheader');
  await expect(freshColumns).toHaveCount(3);
  for (const [index, name] of SHAMPOOS.entries()) {
    await expect(freshColumns.nth(index)).toContainText(name);
  }
  await context.close();

  // Removing a column changes the link.
  await page.getByRole('button', { name: `Remove ${SHAMPOOS[1]} from the comparison` }).click();
  await expect(columns).toHaveCount(2);
  await expect(page).toHaveURL(/\/compare\?ids=\d+(%2C|,)\d+$/);
  await expect(page.getByRole('columnheader').nth(1)).toContainText(SHAMPOOS[2]!);
});

test('a fifth product is refused with a message naming the limit', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/clean-products');
  const toggles = page.getByTestId('product-card').getByTestId('compare-toggle');
  for (let index = 0; index < 4; index++) await toggles.nth(index).click();
  const tray = page.getByTestId('compare-tray');
  await expect(tray.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
  await toggles.nth(4).click();
  await expect(page.getByText('You can compare up to 4 products at a time')).toBeVisible();
  await expect(toggles.nth(4)).toHaveAttribute('aria-pressed', 'false');
  await expect(tray.getByRole('listitem')).toHaveCount(4);

  await tray.getByRole('button', { name: 'Clear the compare list' }).click();
  await expect(tray).toHaveCount(0);
  await expect(toggles.first()).toHaveAttribute('aria-pressed', 'false');
});

test('the product page picks too, and the comparison waits for a second product', async ({
  page,
}) => {
  await page.goto('/product/1');
  const toggle = page.getByRole('button', { name: 'Compare Rosehip Face Oil', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const tray = page.getByTestId('compare-tray');
  await expect(tray.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
  // Picked in this browser: still picked on the next page.
  await page.goto('/wishlist');
  await expect(tray.getByRole('listitem')).toHaveCount(1);
});

test('a link that is not a comparison says what is wrong', async ({ page }) => {
  const cases: [string, RegExp][] = [
    ['/compare', /Pick 2 to 4 products/],
    ['/compare?ids=abc', /“abc” is not a product number/],
    ['/compare?ids=5', /Pick at least one more product/],
    ['/compare?ids=1,2,3,4,5', /names 5 products; at most 4/],
    ['/compare?ids=999998,999999', /None of these products is in our catalogue any more/],
  ];
  for (const [path, message] of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByTestId('compare-message'), path).toContainText(message);
  }
  await page.goto('/compare?ids=1,999999');
  await expect(page.getByTestId('compare-missing')).toHaveText(
    'Product 999999 is no longer in our catalogue.',
  );
  await expect(page.getByTestId('compare-message')).toContainText(
    /is left: pick at least one more/,
  );
});
