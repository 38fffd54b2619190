/**
 * The catalogue's other pages against the built server with the demo catalogue: /bestsellers,
 * /product/{id} and /brands, with every loading, empty and error text.
 */
import { demoProducts } from '../server/seed/demo-products';
import {
  demoCount,
  BESTSELLERS,
  failProcedures,
  openInApp,
  holdProcedures,
  patchProcedures,
} from './catalog-helpers';
import { expect, test } from './fixtures';

test.describe('bestsellers', () => {
  test('lists bestsellers only, with the chips without Kitchen', async ({ page }) => {
    await page.goto('/bestsellers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OUR BESTSELLERS');
    await expect(page.getByText(/our customers love most/)).toBeVisible();
    const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('button');
    await expect(chips).toHaveCount(9);
    await expect(chips.filter({ hasText: 'Kitchen' })).toHaveCount(0);
    await expect(page.getByTestId('result-count')).toHaveText(`${BESTSELLERS} products`);
    const bestseller = page
      .getByRole('complementary', { name: 'Filters' })
      .getByLabel('Bestseller');
    await expect(bestseller).toBeChecked();
    await expect(bestseller).toBeDisabled();
  });
});

test.describe('product page', () => {
  test('shows the product, its reviews and the brand’s other products', async ({ page }) => {
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rosehip Face Oil');
    await expect(page.getByTestId('brand-badge')).toHaveText('Moss & Meadow');
    await expect(page.getByTestId('features-line')).toHaveText('Cold-pressed · Vegan · Refillable');
    await expect(page.getByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveAttribute(
      'data-filled',
      '4',
    );
    await expect(page.getByTestId('review-count')).toHaveText('4.8 · 1,864 reviews');
    await expect(page.getByTestId('price')).toHaveText('€32.50');
    await expect(page.getByRole('heading', { name: 'PROS & CONS' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CLIENTS SAY..' })).toBeVisible();
    await expect(page.getByTestId('quote')).toHaveCount(3);

    await expect(page.getByRole('heading', { name: 'SHARE YOUR EXPERIENCE' })).toBeVisible();
    await page.getByText('WRITE A REVIEW', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();

    await expect(page.getByRole('heading', { name: 'OTHER PRODUCTS OF THE BRAND' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/clean-products?brand=Moss+%26+Meadow',
    );
    const others = page.getByRole('region', { name: 'Other products of Moss & Meadow' });
    await expect(others.getByTestId('product-card')).toHaveCount(4);
    await expect(others.getByText('Rosehip Face Oil')).toHaveCount(0);
  });

  test('renders the ingredient analysis, or says there is none', async ({ page }) => {
    const rows = [
      {
        id: 1,
        ingredient_name: 'Aqua',
        safety_rating: 'no-concern',
        explanation: 'Water.',
        sources: [],
        created_at: '2026-01-01T00:00:00.000Z',
      },
      {
        id: 2,
        ingredient_name: 'Glycerin',
        safety_rating: 'no-concern',
        explanation: 'Humectant.',
        sources: [],
        created_at: '2026-01-01T00:00:00.000Z',
      },
      {
        id: 3,
        ingredient_name: 'Parfum',
        safety_rating: 'high-concern',
        explanation: 'Undisclosed mix.',
        sources: [],
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ];
    await patchProcedures(page, { 'catalog.ingredients': rows });
    await openInApp(page, '/product/2');
    const section = page.getByTestId('ingredient-section');
    await expect(section.getByTestId('safety-bar-no-concern')).toContainText('2/3');
    await expect(section.getByTestId('safety-bar-low-to-moderate-concern')).toContainText('0/3');
    await expect(section.getByTestId('safety-bar-high-concern')).toContainText('1/3');
    await expect(section.getByTestId('ingredient')).toHaveCount(3);
    await expect(section.getByTestId('ingredient').nth(2)).toContainText('Parfum');
    await expect(section.getByTestId('ingredient').nth(2)).toContainText('High concern');
    await expect(section.getByTestId('ingredient').nth(2)).toContainText('Undisclosed mix.');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await patchProcedures(page, { 'catalog.ingredients': [] });
    await openInApp(page, '/product/3');
    await expect(page.getByText('No ingredient analysis available yet.')).toBeVisible();
  });

  test('shows the loading and failure texts', async ({ page }) => {
    const release = await holdProcedures(page, ['catalog.byId']);
    await openInApp(page, '/product/4');
    await expect(page.getByText('Loading product...')).toBeVisible();
    release();
    await page.goto('/product/999999');
    await expect(page.getByText('Product not found or error loading product.')).toBeVisible();
    await page.goto('/product/not-a-number');
    await expect(page.getByText('Product not found or error loading product.')).toBeVisible();
  });
});

test.describe('brands page', () => {
  test('shows hero brands and all brands A–Z with counts', async ({ page }) => {
    await page.goto('/brands');
    const hero = page.getByTestId('hero-brand');
    const heroCount = await hero.count();
    expect(heroCount).toBeGreaterThan(0);
    expect(heroCount).toBeLessThanOrEqual(6);
    await expect(hero.first()).toHaveAttribute('href', /^\/clean-products\?brand=/);
    await expect(page.getByRole('heading', { name: 'All Brands' })).toBeVisible();
    const names = await page
      .getByTestId('all-brands')
      .locator('li span:first-child')
      .allInnerTexts();
    // Brands of listed products only: a brand whose products all fall short is not browsed.
    const listedBrands = demoProducts
      .filter((p) => p.toxicity_rating === 'clean')
      .map((p) => p.brand);
    expect(names).toHaveLength(new Set(listedBrands).size);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const moss = page.getByTestId('all-brands').getByRole('link', { name: /Moss & Meadow/ });
    const mossCount = `${demoCount((p) => p.brand === 'Moss & Meadow')} products`;
    await expect(moss).toContainText(mossCount);
    await moss.click();
    await expect(page).toHaveURL(/\/clean-products\?brand=Moss/);
    await expect(page.getByTestId('result-count')).toHaveText(mossCount);
  });

  test('shows six placeholders without hero brands, and the texts on failure', async ({ page }) => {
    await patchProcedures(page, { 'catalog.heroBrands': [] });
    await openInApp(page, '/brands');
    await expect(page.getByTestId('hero-brand')).toHaveCount(6);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failProcedures(page, ['catalog.heroBrands', 'catalog.brands']);
    await openInApp(page, '/brands');
    await expect(page.getByText('No hero brands found.')).toBeVisible();
    await expect(page.getByText('No brands found.')).toBeVisible();
  });
});
