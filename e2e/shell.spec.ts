import { expect, expectLinks, test, signIn } from './fixtures';

const PUBLIC_ROUTES = [
  '/',
  '/personal-assistant',
  '/clean-products',
  '/clear-reasons',
  '/blog/parabens-plainly-explained',
  '/bestsellers',
  '/brands',
  '/product/1',
];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/posts',
  '/admin/posts/new',
  '/admin/posts/1/edit',
  '/admin/categories',
  '/admin/authors',
  '/admin/settings',
  '/admin/ingredients',
];

test.describe('app shell', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} shows the banner and the wordmark`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route);
      const banner = page.getByTestId('top-banner');
      await expect(banner).toHaveText(
        'NEW: Analyze your products with our AI Personal Assistant. Try it now.',
      );
      await expect(banner).toHaveAttribute('href', '/personal-assistant');
      await expect(page.getByTestId('wordmark')).toHaveText('Puur');
      await expect(page.getByRole('contentinfo')).toContainText('SUBSCRIBE');
      expect(errors).toEqual([]);
    });
  }

  test('every admin route opens for staff, without the public header', async ({ page }) => {
    // A sign-in and eight admin pages, each loading the staff bundle.
    test.setTimeout(60_000);
    await signIn(page);
    for (const route of ADMIN_ROUTES) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('h1').first(), route).toBeVisible();
      await expect(page.getByTestId('top-banner'), route).toHaveCount(0);
    }
  });

  test('desktop navigation links to the three sections', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectLinks(nav, [
      ['CLEAN PRODUCTS', '/clean-products'],
      ['CLEAR REASONS', '/clear-reasons'],
      ['PERSONAL ASSISTANT', '/personal-assistant'],
    ]);
    await expect(page.getByRole('combobox', { name: 'Search products' }).first()).toHaveAttribute(
      'placeholder',
      'Search',
    );
  });

  test('the mobile menu opens, shows the links and search, and closes on a choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'CLEAN PRODUCTS',
      'CLEAR REASONS',
      'PERSONAL ASSISTANT',
    ]);
    await expect(menu.getByRole('combobox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search',
    );
    await menu.getByRole('link', { name: 'CLEAR REASONS' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/clear-reasons$/);
  });

  test('an unknown path shows the 404 page and logs an error naming the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(logged.some((line) => line.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('server rendering', () => {
  const RENDERED = [
    { path: '/', text: 'Beautiful non-toxic products, that are just right for you.' },
    { path: '/clean-products', text: 'Rosehip Face Oil' },
    { path: '/product/1', text: 'Rosehip Face Oil' },
    { path: '/blog/parabens-plainly-explained', text: 'Parabens, plainly explained' },
    { path: '/brands', text: 'All Brands' },
  ];

  test('public pages arrive with their content, readable without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, text } of RENDERED) {
      await page.goto(path);
      await expect(page.locator('main'), path).toContainText(text);
    }
    await page.goto('/clean-products');
    await page.getByRole('link', { name: 'CLEAR REASONS' }).first().click();
    await expect(page).toHaveURL(/\/clear-reasons$/);
    await context.close();
  });

  test('the app takes the pages over without errors and then navigates in the page', async ({
    page,
  }) => {
    // Every rendered page in turn, each hydrated: a minute on a busy machine.
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const { path, text } of RENDERED) {
      await page.goto(path);
      await expect(page.locator('main'), path).toContainText(text);
    }
    expect(errors).toEqual([]);
    // An in-app link now navigates without loading a new document.
    await page.goto('/blog/parabens-plainly-explained');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await expect(page).toHaveURL(/\/clear-reasons$/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});
