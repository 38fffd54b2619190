/**
 * /clean-products against the built server with the demo catalogue: chips, filter groups and their
 * counts, sort, paging and the URL round trip, the drawer on a phone, and the loading, empty and
 * error texts.
 */
import {
  demoCount,
  BESTSELLERS,
  PAGE_SIZE,
  failProcedures,
  openInApp,
  holdProcedures,
} from './catalog-helpers';
import { expect, test } from './fixtures';

test.describe('clean products', () => {
  // A shopper in Europe: cards show the euro prices that the sort orders by (cards in the USA
  // show dollars where there are any; see the region tests above).
  test.use({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });

  test('lists the catalogue with chips, filter groups and counts', async ({ page }) => {
    await page.goto('/clean-products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CLEAN PRODUCTS');
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveAttribute(
      'placeholder',
      'Search',
    );
    const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('button');
    await expect(chips).toHaveCount(10);
    await expect(chips.first()).toHaveText('All products');
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('result-count')).toHaveText(`${demoCount()} products`);
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(
      PAGE_SIZE,
    );

    const panel = page.getByRole('complementary', { name: 'Filters' });
    const groups = panel.locator('section h3 button');
    await expect(groups).toHaveText([
      /^BESTSELLERS/,
      /^BRANDS/,
      /^PRODUCT TYPE/,
      /^PRICE/,
      /^FREE FROM/,
      /^NATURAL INGREDIENTS/,
      /^CERTIFICATIONS/,
      /^PACKAGING/,
      /^ORIGIN/,
      /^OWNERSHIP BRAND/,
      /^SKIN TYPE/,
      /^SENSITIVITY \/ ALLERGY/,
      /^OUR STANDARD/,
    ]);
    const expanded = await groups.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-expanded')),
    );
    expect(expanded).toEqual(['true', 'true', ...Array(10).fill('false'), 'true']);
    await expect(panel.getByLabel('Bestseller')).toBeVisible();
    await expect(panel.locator('label', { hasText: 'Bestseller' })).toContainText(
      String(BESTSELLERS),
    );

    // The brand list is searchable, case-insensitively.
    const brandSearch = panel.getByRole('searchbox', { name: 'Search brands' });
    await brandSearch.fill('MEADOW');
    await expect(panel.getByRole('list', { name: 'Brands' }).getByRole('checkbox')).toHaveCount(1);
    await expect(panel.getByLabel('Moss & Meadow')).toBeVisible();

    // Product types: only the types the list has, with their counts; the choice is in the URL.
    await panel.getByRole('button', { name: /^PRODUCT TYPE/ }).click();
    const types = panel.getByTestId('filter-group-productType');
    const moisturisers = demoCount((p) => p.product_type === 'moisturiser');
    await expect(types.locator('label', { hasText: 'Moisturiser' })).toContainText(
      String(moisturisers),
    );
    // Types without products are not offered (the demo has no toys).
    expect(demoCount((p) => p.product_type === 'toy')).toBe(0);
    await expect(types.getByLabel('Toy', { exact: true })).toHaveCount(0);
    await types.getByLabel('Moisturiser').check();
    await expect(page).toHaveURL(/type=Moisturiser/);
    await expect(page.getByTestId('result-count')).toHaveText(`${moisturisers} products`);
  });

  test('filters, counts disjunctively, sorts, pages and keeps it all in the URL', async ({
    page,
  }) => {
    // A long journey (eleven steps, a reload and two Backs): beside the screens spec on two
    // cores it took 31 s of the default 30 with every step passing.
    test.setTimeout(60_000);
    await page.goto('/clean-products');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const count = page.getByTestId('result-count');

    // A closed section draws no options; opened, it does.
    const certifications = panel.getByTestId('filter-group-certifications');
    await expect(certifications.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('button', { name: /^CERTIFICATIONS/ }).click();
    await expect(certifications.getByRole('checkbox')).not.toHaveCount(0);
    const bCorp = panel.locator('label', { hasText: 'B Corp' });
    const bCorpBefore = await bCorp.locator('span').last().innerText();
    await panel.getByLabel('Vegan').check();
    await expect(page).toHaveURL(/certification=Vegan/);
    const certified = (...names: string[]) =>
      demoCount((p) => p.certifications.some((c) => names.includes(c)));
    await expect(count).toHaveText(`${certified('Vegan')} products`);
    // Disjunctive: the other certification keeps its count after Vegan is chosen.
    await expect(bCorp.locator('span').last()).toHaveText(bCorpBefore);
    await panel.getByLabel('B Corp').check();
    await expect(count).toHaveText(`${certified('Vegan', 'B Corp')} products`);

    await page.getByRole('button', { name: 'Skincare' }).click();
    await expect(page).toHaveURL(/category=Skincare/);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByTestId('product-grid')).not.toHaveAttribute('aria-busy', 'true');
    // Text content, not innerText: cards off screen are not laid out (content-visibility), and
    // innerText reads the layout.
    const prices = await page
      .getByTestId('product-grid')
      .locator('p.font-medium')
      .allTextContents();
    const values = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const filtered = await count.innerText();

    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('oil');
    await expect(page).toHaveURL(/q=oil/);
    await expect(count).not.toHaveText(filtered);
    const searched = await count.innerText();

    // Refresh restores the whole state, with the section that holds the choices open.
    await page.reload();
    await expect(panel.getByRole('button', { name: /^CERTIFICATIONS/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('oil');
    await expect(panel.getByLabel('Vegan')).toBeChecked();
    await expect(panel.getByLabel('B Corp')).toBeChecked();
    await expect(page.getByRole('button', { name: /^Skincare/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect(count).toHaveText(searched);

    // Back undoes the last change (the search text was typed over the category and sort).
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('');
    await expect(count).toHaveText(filtered);
    await page.goBack();
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  });

  test('pages through the results with Back restoring the page', async ({ page }) => {
    await page.goto('/clean-products');
    const grid = page.getByTestId('product-grid');
    const firstOfPage1 = await grid.getByRole('heading').first().innerText();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(grid.getByRole('heading').first()).not.toHaveText(firstOfPage1);
    await page.getByRole('link', { name: 'Page 3' }).click();
    await expect(grid.getByTestId('product-card')).toHaveCount(
      Math.min(PAGE_SIZE, demoCount() - 2 * PAGE_SIZE),
    );
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await page.goBack();
    await expect(grid.getByRole('heading').first()).toHaveText(firstOfPage1);
  });

  test('reads category, brand and bestseller from the URL', async ({ page }) => {
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const count = page.getByTestId('result-count');
    await page.goto('/clean-products?category=Skincare');
    await expect(page.getByRole('button', { name: /^Skincare/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(count).toHaveText(`${demoCount((p) => p.category === 'Skincare')} products`);

    const moss = `${demoCount((p) => p.brand === 'Moss & Meadow')} products`;
    await page.goto('/clean-products?brand=Moss%20%26%20Meadow');
    await expect(panel.getByLabel('Moss & Meadow')).toBeChecked();
    await expect(count).toHaveText(moss);

    await page.goto('/clean-products?brand=moss');
    await expect(panel.getByLabel('Brands containing “moss”')).toBeChecked();
    await expect(count).toHaveText(
      `${demoCount((p) => p.brand.toLowerCase().includes('moss'))} products`,
    );

    await page.goto('/clean-products?bestseller=true');
    await expect(panel.getByLabel('Bestseller')).toBeChecked();
    await expect(count).toHaveText(`${BESTSELLERS} products`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('shows the loading, empty and error texts', async ({ page }) => {
    await page.goto('/clean-products?q=zzzz-nothing');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();

    const release = await holdProcedures(page, ['catalog.search']);
    await openInApp(page, '/clean-products?q=soap');
    await expect(page.getByText('Loading products...')).toBeVisible();
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await failProcedures(page, ['catalog.search']);
    await openInApp(page, '/clean-products?q=balm');
    await expect(page.getByText('Error loading products. Please try again later.')).toBeVisible();
  });

  test('opens the filters in a left drawer on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/clean-products');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByTestId('filters-toggle').click();
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Bestseller').check();
    await expect(page).toHaveURL(/bestseller=true/);
    await drawer.getByRole('button', { name: `Show ${BESTSELLERS} products` }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(
      Math.min(PAGE_SIZE, BESTSELLERS),
    );
  });
});
