import type { Locator, Page } from '@playwright/test';
import { test, expect } from './shopper';
import { packList } from '../shared/checker-link';

/**
 * A shopper may type into a server-rendered page before its JavaScript has run (on a slow phone,
 * a second or more). Here the scripts are held back until the text is in the box; once the page
 * hydrates, the text must be kept and applied.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    release();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });
  };
}

/** Types into a box while the scripts are held, lets the page hydrate, and checks the text stayed. */
async function typeThenHydrate(box: Locator, text: string, hydrate: () => Promise<void>) {
  await box.fill(text);
  await hydrate();
  await expect(box).toHaveValue(text);
}

for (const path of ['/clean-products', '/bestsellers']) {
  test(`${path}: a search typed before hydration is applied`, async ({ page }) => {
    const hydrate = await openBeforeHydration(page, path);
    const box = page.getByRole('searchbox', { name: 'Search the catalogue' });
    await typeThenHydrate(box, 'rose', hydrate);
    await expect(page).toHaveURL(/[?&]q=rose/);
    await expect(page.getByTestId('product-grid')).toContainText(/rose/i);
  });
}

test('header: a search typed before hydration is kept and searched on Enter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const hydrate = await openBeforeHydration(page, '/');
  const box = page.getByRole('combobox', { name: 'Search products' }).first();
  await typeThenHydrate(box, 'rosehip', hydrate);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/clean-products\?q=rosehip/);
});

test('Clear Reasons: a topic search typed before hydration filters the articles', async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, '/clear-reasons');
  const box = page.getByPlaceholder('Search topics');
  await typeThenHydrate(box, 'zzzz no such topic', hydrate);
  await expect(page.getByTestId('placeholder-article')).toHaveCount(3);
});

test('newsletter: an address typed before hydration is the one subscribed', async ({ page }) => {
  const hydrate = await openBeforeHydration(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByPlaceholder('EMAIL').fill(`early-${Date.now()}@example.com`);
  await hydrate();
  await footer.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
});

test('catalogue: a brand search typed before hydration filters the brand list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const hydrate = await openBeforeHydration(page, '/clean-products');
  const panel = page.getByRole('complementary', { name: 'Filters' });
  const box = panel.getByRole('searchbox', { name: 'Search brands' });
  await typeThenHydrate(box, 'MEADOW', hydrate);
  await expect(panel.getByRole('list', { name: 'Brands' }).getByRole('checkbox')).toHaveCount(1);
  await expect(panel.getByLabel('Moss & Meadow')).toBeVisible();
});

test('ingredient checker: a list and an avoid word typed before hydration are the ones used', async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, '/ingredient-checker');
  const list = page.getByLabel('INGREDIENT LIST');
  await list.fill('Aqua, Glycerin, Phenoxyethanol');
  const avoid = page.getByTestId('avoid-list');
  const word = avoid.getByPlaceholder('Add a word, e.g. linalool');
  await word.fill('Citric');
  await hydrate();
  await expect(word).toHaveValue('Citric');
  await avoid.getByRole('button', { name: 'Add' }).click();
  await expect(avoid.getByText('citric', { exact: true })).toBeVisible();
  await expect(list).toHaveValue('Aqua, Glycerin, Phenoxyethanol');
  await page.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
  await expect(page.getByTestId('all-ingredients').getByTestId('ingredient')).toHaveCount(3);
});

test('ingredient checker: a shared link arrives with its list in the box and is checked once the page runs', async ({
  page,
}) => {
  const list = packList('Aqua, Glycerin, Phenoxyethanol');
  const hydrate = await openBeforeHydration(page, `/ingredient-checker?list=${list}`);
  await expect(page.getByLabel('INGREDIENT LIST')).toHaveValue('Aqua, Glycerin, Phenoxyethanol');
  await expect(page.getByText('Checking the ingredient list…')).toBeVisible();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await hydrate();
  await expect(page.getByTestId('all-ingredients').getByTestId('ingredient')).toHaveCount(3);
  await expect(page.getByText('Checking the ingredient list…')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('catalogue on a phone: the hidden side panel is left unhydrated and works once the window is wide', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/clean-products');
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const side = page.getByRole('complementary', { name: 'Filters', includeHidden: true });
  // The server's panel is still there, hidden, and React has not taken it over (Bestsellers is
  // open by default; a closed section draws no options).
  const bestseller = side.getByLabel('Bestseller');
  await expect(bestseller).toBeHidden();
  expect(
    await bestseller.evaluate((input) =>
      Object.keys(input).some((key) => key.startsWith('__react')),
    ),
  ).toBe(false);

  // The drawer is the phone's panel, and it works.
  await page.getByTestId('filters-toggle').click();
  const drawer = page.getByTestId('filters-drawer');
  await drawer.getByRole('button', { name: /^CERTIFICATIONS/ }).click();
  await drawer.getByLabel('Vegan').check();
  await expect(page).toHaveURL(/certification=Vegan/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('filters-toggle')).toBeFocused();

  // Widened, the side panel shows the current state, the section holding the choice open, and
  // answers.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(side.getByRole('button', { name: /^CERTIFICATIONS/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const vegan = side.getByLabel('Vegan');
  await expect(vegan).toBeVisible();
  await expect(vegan).toBeChecked();
  await side.getByLabel('B Corp').check();
  await expect(page).toHaveURL(/B(%20|\+)Corp/);
  await expect(page).toHaveURL(/Vegan/);
  expect(errors).toEqual([]);
});

test('catalogue on a phone: cards below the screen hydrate when reached, and their first tap counts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/clean-products');
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  const hydrated = () =>
    cards.evaluateAll((all) =>
      all.map((card) => Object.keys(card).some((key) => key.startsWith('__react'))),
    );
  // The first screen's cards hydrate as soon as they are seen (an observer's callback, a moment
  // after the app is ready); the last card, far below, not.
  await expect.poll(async () => (await hydrated())[0]).toBe(true);
  expect((await hydrated()).at(-1)).toBe(false);

  const last = cards.last();
  const name = (await last.getByRole('heading').textContent())!.trim();
  const toggle = last.getByRole('button', { name: `Compare ${name}`, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect((await hydrated()).at(-1)).toBe(true);
});
