/**
 * A shopper looking for "a fragrance-free moisturiser for sensitive skin under €25", narrowed with
 * the catalogue's filters, then with the avoid list, with everything in the URL.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The names on the cards, for an assertion that waits until the grid shows them. */
const names = (page: Page) => page.getByTestId('product-grid').getByRole('heading', { level: 3 });

async function tick(page: Page, group: RegExp, testId: string, option: RegExp) {
  const panel = page.getByRole('complementary', { name: 'Filters' });
  const section = panel.getByTestId(testId);
  if ((await section.getByRole('button', { name: group }).getAttribute('aria-expanded')) !== 'true')
    await section.getByRole('button', { name: group }).click();
  await section.getByRole('checkbox', { name: option }).check();
}

test('finds a fragrance-free moisturiser for sensitive skin under €25, less what I avoid', async ({
  page,
}) => {
  // Twelve steps, two pages and a reload of the URL: 45 s on two busy cores.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/clean-products');
  const count = page.getByTestId('result-count');

  await tick(page, /^PRODUCT TYPE/, 'filter-group-productType', /^Moisturiser/);
  await expect(count).toHaveText('5 products');
  await tick(page, /^SKIN TYPE/, 'filter-group-skinType', /^Sensitive Skin/);
  await tick(page, /^PRICE/, 'filter-group-price', /^Up to €10/);
  await tick(page, /^PRICE/, 'filter-group-price', /^€10–€25/);
  await expect(count).toHaveText('3 products');
  // FREE FROM is checked against the ingredient list, and says where the rule is explained.
  const freeFrom = page.getByTestId('filter-group-freeFrom');
  await tick(page, /^FREE FROM/, 'filter-group-freeFrom', /^Fragrance\b/);
  await expect(count).toHaveText('2 products');
  await expect(names(page)).toHaveCount(2);
  expect((await names(page).allTextContents()).sort()).toEqual([
    'Aloe & Squalane Calm Moisturiser',
    'Colloidal Oat Barrier Cream',
  ]);
  await expect(freeFrom.getByRole('link', { name: 'What counts as Fragrance' })).toHaveAttribute(
    'href',
    '/standard#free-from-fragrance',
  );

  // Without an avoid list the toggle has nothing to hide and says where to choose.
  const toggle = page.getByRole('checkbox', { name: 'Hide products with my avoided ingredients' });
  await expect(toggle).toBeDisabled();
  await page
    .getByTestId('hide-avoided')
    .getByRole('link', { name: 'Choose what to avoid' })
    .click();
  await expect(page).toHaveURL(/\/ingredient-checker#avoid-list$/);
  await page.getByTestId('avoid-list').getByRole('button', { name: 'Tree nut oils' }).click();
  await page.goBack();

  // Cards mark what is on the avoid list (shea butter is a tree nut oil).
  const oat = page.getByTestId('product-card').filter({ hasText: 'Colloidal Oat Barrier Cream' });
  await expect(oat.getByTestId('avoid-mark')).toHaveText('On your avoid list: Tree nut oils');
  await toggle.check();
  await expect(count).toHaveText('1 product');
  await expect(names(page)).toHaveText(['Aloe & Squalane Calm Moisturiser']);
  await expect(page.getByTestId('hide-avoided')).toContainText('Hiding: Tree nut oils.');

  // The URL holds the filters and the toggle: opened again, it shows the same.
  const url = page.url();
  expect(url).toMatch(/type=Moisturiser/);
  expect(url).toMatch(/free=Fragrance/);
  expect(url).toMatch(/skin=Sensitive\+Skin|skin=Sensitive%20Skin/);
  expect(url).toMatch(/hide=avoided/);
  const again = await page.context().newPage();
  await again.setViewportSize({ width: 1280, height: 900 });
  await again.goto(url);
  await expect(again.getByTestId('result-count')).toHaveText('1 product');
  await expect(names(again)).toHaveText(['Aloe & Squalane Calm Moisturiser']);
  // Each option says its count in words, for a screen reader.
  await expect(
    again.getByRole('checkbox', { name: 'Moisturiser 1 product', exact: true }),
  ).toBeChecked();
  await expect(
    again.getByRole('checkbox', { name: 'Hide products with my avoided ingredients' }),
  ).toBeChecked();
  await again.close();

  // Turned off, the avoided product comes back, marked.
  await toggle.uncheck();
  await expect(count).toHaveText('2 products');
  expect(page.url()).not.toMatch(/hide=/);
});

test('the standard explains every FREE FROM family', async ({ page }) => {
  await page.goto('/standard#free-from-fragrance-allergens');
  const families = page.getByTestId('free-from-families').locator('li');
  await expect(families).toHaveCount(15);
  await expect(page.locator('#free-from-fragrance-allergens')).toContainText(
    'EU fragrance allergens',
  );
  await expect(page.locator('#free-from-fragrance-allergens')).toBeInViewport();
});

test('the wishlist and the header suggestions honour the avoid list', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('puur.avoid-list', JSON.stringify({ groups: [], terms: ['geraniol'] }));
  });
  await page.goto('/clean-products?q=Rose%20Petal%20Comfort');
  const card = page.getByTestId('product-card').filter({ hasText: 'Rose Petal Comfort Cream' });
  await expect(card.getByTestId('avoid-mark')).toHaveText('On your avoid list: “geraniol”');
  await card.getByRole('button', { name: /wishlist/i }).click();

  await page.goto('/wishlist');
  await expect(page.getByText('1 saved product')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hide products with my avoided ingredients' }).check();
  await expect(page).toHaveURL(/\/wishlist\?hide=avoided$/);
  await expect(page.getByText('1 saved product, 1 hidden for your avoid list')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);

  const search = page.getByRole('combobox', { name: 'Search products' }).first();
  await search.fill('rose petal');
  const option = page.getByRole('option', { name: /Rose Petal Comfort Cream/ });
  await expect(option.getByTestId('avoid-mark')).toHaveText('On your avoid list: “geraniol”');
});
