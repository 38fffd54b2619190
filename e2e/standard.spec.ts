import { expect, test } from './fixtures';

// The standard's verdicts (decision 0013): nothing presented as clean that is not, and every
// verdict readable on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test('every card of a list shows its verdict at a glance on a phone', async ({ page }) => {
  await page.goto('/clean-products');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(10);
  for (let index = 0; index < count; index++) {
    const chip = cards.nth(index).getByTestId('verdict-chip');
    await chip.scrollIntoViewIfNeeded();
    await expect(chip).toBeVisible();
    await expect(chip).toHaveText(
      /^(Clean formula|Good choice|Ingredients to watch|High concern|Not rated yet|Not assessed)$/,
    );
  }
});

test('a product of high concern says so above SHOP NOW, why it has no badge, and where cleaner ones are', async ({
  page,
}) => {
  await page.goto('/product/22');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volume & Shine Shampoo');
  const verdict = page.getByTestId('product-verdict').getByTestId('verdict-chip');
  await expect(verdict).toHaveText('High concern');
  const shopNow = page.getByRole('link', { name: /SHOP NOW/ });
  const verdictBox = (await verdict.boundingBox())!;
  const shopBox = (await shopNow.boundingBox())!;
  expect(verdictBox.y + verdictBox.height).toBeLessThanOrEqual(shopBox.y);
  await expect(page.getByTestId('product-verdict')).not.toContainText('Clean');

  const whyClean = page.getByTestId('why-clean');
  await expect(whyClean).toHaveAttribute('data-awarded', 'false');
  await expect(whyClean).toContainText('Why no badge: Clean');
  await expect(whyClean).toContainText('No isothiazolinones: ');
  await expect(whyClean).toContainText('Methylisothiazolinone');

  await page.getByTestId('cleaner-alternatives-link').click();
  const alternatives = page.getByTestId('cleaner-alternatives');
  await expect(alternatives.getByTestId('product-card').first()).toBeVisible();
  await expect(alternatives.getByTestId('alternatives-compared')).toHaveText(
    'Clean shampoos, with what each swap leaves out and brings in.',
  );
  const summary = alternatives.getByTestId('swap-summary').first();
  await expect(summary).toContainText('Leaves out:');
  await expect(summary).toContainText('Methylisothiazolinone (high concern)');
  await alternatives.getByTestId('all-clean-link').click();
  await expect(page).toHaveURL(/\/clean-products\?.*standard=Clean/);
  await expect(page).toHaveURL(/category=Haircare/);
  const chips = page.getByTestId('product-card').getByTestId('verdict-chip');
  await expect(chips.first()).toBeVisible();
  for (const text of await chips.allTextContents()) expect(text).not.toBe('High concern');
  await expect(page.getByTestId('product-card')).not.toContainText(['Volume & Shine Shampoo']);
});

test('a clean product shows its badges and the rules it meets', async ({ page }) => {
  await page.goto('/clean-products?standard=Natural');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+/);
  const badges = page.getByTestId('product-verdict');
  await expect(badges.getByText('Clean', { exact: true })).toBeVisible();
  await expect(badges.getByText('Natural', { exact: true })).toBeVisible();
  await expect(page.getByTestId('why-clean')).toContainText('Why this badge: Clean');
  await expect(page.getByTestId('why-natural')).toContainText('Why this badge: Natural');
  // The title follows the product after a navigation in the browser.
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expect.poll(() => page.title()).toContain(name);
});

test('a fashion product is judged on its materials', async ({ page }) => {
  await page.goto('/clean-products?category=Fashion');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page.getByTestId('judged-on-materials')).toBeVisible();
  await expect(page.getByTestId('why-clean')).toContainText('Its materials are published');
  await expect(page.getByTestId('why-natural')).not.toContainText('preservatives');
});
