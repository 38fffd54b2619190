/**
 * HTML first: on a phone, every shopper control works from the server's HTML alone, with
 * JavaScript off and in the seconds before the page's scripts arrive. With scripts, the same
 * controls are taken over by the app (the other specs).
 */
import type { Browser, Page } from '@playwright/test';
import { test as base, expect } from './shopper';
import { demoProducts } from '../server/seed/demo-products';
import { categoryChip, writeReview } from './catalog-helpers';

const PHONE = { width: 390, height: 844 };
const BESTSELLERS = demoProducts.filter((p) => p.is_bestseller).length;
const PAGE_SIZE = 24;

const test = base.extend<{ page: Page }>({
  // A phone with JavaScript off: what a shopper gets before any script runs, or without scripts.
  page: async ({ browser }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    await use(await context.newPage());
    await context.close();
  },
});

/**
 * Opens `path` on a phone whose scripts are held back (a slow network): the page is the server's
 * HTML alone until `hydrate()` lets them through (or 20 s have passed) and waits for the app.
 */
async function beforeScripts(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    await route.continue().catch(() => undefined);
  });
  await page.goto(path, { waitUntil: 'commit' });
  const hydrate = async () => {
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    release();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });
  };
  return { context, page, hydrate };
}

const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');

test.describe('with JavaScript off, on a phone', () => {
  test('the menu opens from its button and its links go to their pages', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'CLEAR REASONS' }).click();
    await expect(page).toHaveURL(/\/clear-reasons$/);
  });

  test('the header search, in the menu, opens the catalogue with the text', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', {
      name: 'Search products',
    });
    await search.fill('shampoo');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/clean-products\?q=shampoo$/);
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue(
      'shampoo',
    );
    await expect(cards(page).first()).toBeVisible();
  });

  test('the catalogue search keeps its text and the chosen category', async ({ page }) => {
    await page.goto('/clean-products?category=Haircare');
    const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
    await search.fill('shampoo');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=shampoo/);
    await expect(page).toHaveURL(/category=Haircare/);
    await expect(search).toHaveValue('shampoo');
    await expect(cards(page).first()).toBeVisible();
  });

  test('the filter drawer opens, and a filter applies with its button', async ({ page }) => {
    await page.goto('/clean-products');
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    await expect(drawer).toBeHidden();
    await page.getByTestId('filters-toggle').click();
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Bestseller').check();
    await drawer.getByRole('button', { name: 'Show products' }).click();
    await expect(page).toHaveURL(/bestseller=true/);
    await expect(page.getByTestId('result-count')).toHaveText(`${BESTSELLERS} products`);
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, BESTSELLERS));
    // The choice is kept: the drawer shows it ticked.
    await page.getByTestId('filters-toggle').click();
    await expect(drawer.getByLabel('Bestseller')).toBeChecked();
  });

  test('the sort applies with its button and keeps the search', async ({ page }) => {
    await page.goto('/clean-products?q=shampoo');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(/q=shampoo/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    const prices = (
      await page.getByTestId('product-grid').locator('p.font-medium').allTextContents()
    ).map((price) => Number(price.replace(/[^\d.]/g, '')));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('a category chip keeps the search, and a closed filter section shows its options', async ({
    page,
  }) => {
    await page.goto('/clean-products?q=shampoo&sort=price-asc');
    await categoryChip(page, 'Haircare').click();
    await expect(page).toHaveURL(/category=Haircare/);
    await expect(page).toHaveURL(/q=shampoo/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(categoryChip(page, 'Haircare')).toHaveAttribute('aria-pressed', 'true');
    // SKIN TYPE starts closed: without JavaScript its options are there all the same.
    await page.getByTestId('filters-toggle').click();
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    await expect(
      drawer.getByTestId('filter-group-skinType').getByRole('checkbox').first(),
    ).toBeVisible();
  });

  test('the brand search box shows the products of the brands it names', async ({ page }) => {
    await page.goto('/clean-products');
    await page.getByTestId('filters-toggle').click();
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    const brand = demoProducts[0]!.brand;
    const search = drawer.getByRole('searchbox', { name: 'Search brands' });
    await search.fill(brand.slice(0, 4));
    await search.press('Enter');
    await expect(page).toHaveURL(/brand=/);
    const part = brand.slice(0, 4).toLowerCase();
    const expected = demoProducts.filter((p) => p.brand.toLowerCase().includes(part)).length;
    await expect(page.getByTestId('result-count')).toHaveText(
      `${expected} ${expected === 1 ? 'product' : 'products'}`,
    );
  });

  test('the wishlist and compare say they need JavaScript instead of offering dead buttons', async ({
    page,
  }) => {
    await page.goto('/product/1');
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toBeHidden();
    await expect(page.getByTestId('needs-javascript')).toHaveText(/turn on JavaScript/);
    for (const path of ['/wishlist', '/compare', '/personal-assistant']) {
      await page.goto(path);
      await expect(page.getByText(/turn on JavaScript/)).toBeVisible();
    }
  });
});

test.describe('public forms with JavaScript off, on a phone', () => {
  // Each is a page load, a post and a redirected page load.
  test.slow();
  test('the newsletter sign-up posts, and the page says a mail was sent', async ({ page }) => {
    await page.goto('/brands');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address').fill('html-first@example.com');
    await form.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(page).toHaveURL(/\/brands\?newsletter=sent#newsletter-signup$/);
    expect(page.url()).not.toContain('html-first');
    await expect(form.getByRole('status')).toHaveText(
      /Check your inbox: we sent you a confirmation mail/,
    );
  });
  test('a review posts from the product page, and the page thanks for it', async ({ page }) => {
    await page.goto('/product/1');
    await writeReview(page, {
      stars: 4,
      text: 'Gentle, and a little goes a long way.',
      name: 'Noor without scripts',
    });
    await expect(page).toHaveURL(/\/product\/1\?review=sent#write-review$/);
    await expect(page.locator('#write-review')).toHaveText(
      /Thank you for sharing your experience!/,
    );
  });
});

test.describe('more public forms with JavaScript off, on a phone', () => {
  // Each is a page load and one or two posts.
  test.slow();
  // An address the browser takes and the form's schema refuses (it has no domain ending).
  const REFUSED_ADDRESS = 'noor@example';

  test('the ingredient checker posts the list and the server shows the result', async ({
    page,
  }) => {
    await page.goto('/ingredient-checker');
    const form = page.getByRole('form', { name: 'Check ingredients' });
    const list = form.getByRole('textbox', { name: 'INGREDIENT LIST' });
    // An empty list is refused beside the box.
    await form.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
    await expect(list).toHaveAccessibleDescription('Please paste an ingredient list.');
    await list.fill('Aqua, Glycerin, Parfum, Phenoxyethanol');
    await form.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
    await expect(page.getByTestId('check-results')).toBeVisible();
    await expect(page.getByTestId('all-ingredients')).toContainText('Glycerin');
    await expect(list).toHaveValue('Aqua, Glycerin, Parfum, Phenoxyethanol');
    expect(page.url()).not.toContain('Glycerin');
  });

  test('a refused sign-up keeps the address beside its error, never in the URL', async ({
    page,
  }) => {
    await page.goto('/brands');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address').fill(REFUSED_ADDRESS);
    await form.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(form.getByLabel('Email address')).toHaveValue(REFUSED_ADDRESS);
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(page.url()).not.toContain('noor');
  });

  test('a review missing its stars keeps the text and says so beside the stars', async ({
    page,
  }) => {
    await page.goto('/product/1');
    await page.getByText('WRITE A REVIEW', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Your experience' }).fill('Soft on the skin.');
    await page.getByLabel('Display name', { exact: true }).fill('Noor');
    // The browser asks for a star itself: without one, the post goes from a form told not to.
    await page.locator('form[action^="/forms/review"]').evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      /star rating/,
    );
    await expect(page.getByRole('textbox', { name: 'Your experience' })).toHaveValue(
      'Soft on the skin.',
    );
  });

  test('"Tell me when it arrives" opens, refuses a bad address in place, then says what happens', async ({
    page,
  }) => {
    // A product no shop in Europe (the region a page starts with) sells yet.
    await page.goto('/product/66');
    await page.getByText('Tell me when it arrives', { exact: true }).click();
    const form = page.getByRole('form', { name: 'Tell me when it arrives' });
    const email = form.getByRole('textbox');
    await email.fill(REFUSED_ADDRESS);
    await form.getByRole('button', { name: 'NOTIFY ME' }).click();
    await expect(email).toHaveValue(REFUSED_ADDRESS);
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(page.url()).not.toContain('noor');
    await email.fill(`arrival-html-${test.info().workerIndex}@example.com`);
    await form.getByRole('button', { name: 'NOTIFY ME' }).click();
    await expect(page).toHaveURL(/\/product\/66\?arrival=sent#arrival-form$/);
    expect(page.url()).not.toContain('example.com');
    await expect(page.getByRole('status').filter({ hasText: 'Please confirm' })).toBeVisible();
  });

  test('the swap analysis takes pasted label text, refuses a request without any', async ({
    page,
  }) => {
    await page.goto('/clear-reasons');
    const form = page.getByRole('form', { name: 'Product Swap Analysis' });
    await expect(form.getByTestId('swap-photos')).toBeHidden();
    await form.getByRole('textbox', { name: 'Your email address' }).fill('swap-html@example.com');
    await form.getByRole('button', { name: 'ANALYZE MY PRODUCTS - €29' }).click();
    const labels = form.getByRole('textbox', { name: "Your products' labels" });
    await expect(labels).toHaveAccessibleDescription(/paste the text of at least one product/);
    await expect(form.getByRole('textbox', { name: 'Your email address' })).toHaveValue(
      'swap-html@example.com',
    );
    expect(page.url()).not.toContain('swap-html');
    await labels.fill(
      'Daily shampoo\nAqua, Sodium Laureth Sulfate, Parfum\n\nHand cream\nAqua, Glycerin',
    );
    await form.getByRole('button', { name: 'ANALYZE MY PRODUCTS - €29' }).click();
    await expect(page).toHaveURL(/\/clear-reasons\?swap=sent#swap-analysis-form$/);
    await expect(page.getByTestId('swap-received')).toContainText('we have your request');
  });
});

test.describe('before the page scripts arrive, on a phone', () => {
  // Two page loads, one of them waiting for its scripts.
  test.slow();
  test('a tap on the menu opens it, and it stays open once the app runs', async ({ browser }) => {
    const { context, page, hydrate } = await beforeScripts(browser, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await hydrate();
    await expect(menu).toBeVisible();
    // The app has it now: a link closes it as it navigates.
    await menu.getByRole('link', { name: 'CLEAR REASONS' }).click();
    await expect(page).toHaveURL(/\/clear-reasons$/);
    await expect(menu).toBeHidden();
    await context.close();
  });

  test("a list checked before the scripts run keeps its result, under the page's own address", async ({
    browser,
  }) => {
    const { context, page, hydrate } = await beforeScripts(browser, '/ingredient-checker');
    await page.getByRole('textbox', { name: 'INGREDIENT LIST' }).fill('Aqua, Glycerin');
    await page.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
    await expect(page.getByTestId('all-ingredients')).toContainText('Glycerin');
    await hydrate();
    await expect(page).toHaveURL(/\/ingredient-checker#check-results$/);
    await expect(page.getByTestId('all-ingredients')).toContainText('Glycerin');
    await context.close();
  });

  test('a tap on Filters opens the drawer, and its filters answer once the app runs', async ({
    browser,
  }) => {
    const { context, page, hydrate } = await beforeScripts(browser, '/clean-products');
    await page.getByTestId('filters-toggle').click();
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByLabel('Bestseller')).toBeVisible();
    await hydrate();
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Bestseller').check();
    await expect(page).toHaveURL(/bestseller=true/);
    await expect(
      drawer.getByRole('button', { name: `Show ${BESTSELLERS} products` }),
    ).toBeVisible();
    await context.close();
  });
});
