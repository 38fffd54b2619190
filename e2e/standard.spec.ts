import { expect, test } from './fixtures';

// The standard's verdicts (decision 0013): nothing presented as clean that is not, and every
// verdict readable on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test('every card of the catalogue is Clean and says what that means, never beside "to watch"', async ({
  page,
}) => {
  await page.goto('/clean-products');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(10);
  // One signal per card: the Clean badge with its meaning, no verdict chip, no word of concern.
  await expect(cards.getByTestId('clean-badge')).toHaveCount(count);
  await expect(cards.getByTestId('verdict-chip')).toHaveCount(0);
  const meanings = await cards.getByTestId('clean-meaning').allTextContents();
  expect(meanings).toHaveLength(count);
  for (const meaning of meanings) {
    expect(meaning).toMatch(
      /^Meets the Puur standard; (some ingredients worth knowing|every ingredient of no concern)$/,
    );
  }
  for (const text of await cards.allTextContents())
    expect(text).not.toMatch(/to watch|High concern/);
  // Readable on a phone: each badge and its meaning on screen when the card is.
  for (let index = 0; index < count; index++) {
    const meaning = cards.nth(index).getByTestId('clean-meaning');
    await meaning.scrollIntoViewIfNeeded();
    await expect(meaning).toBeVisible();
  }
});

test("a Clean card with ingredients worth knowing says so in the badge's own words", async ({
  page,
}) => {
  await page.goto('/clean-products?q=Hydra+Boost+Day+Cream');
  const card = page.getByTestId('product-card').filter({ hasText: 'Hydra Boost Day Cream' });
  await expect(card.getByTestId('clean-badge')).toHaveText('Clean');
  await expect(card.getByTestId('clean-meaning')).toHaveText(
    'Meets the Puur standard; some ingredients worth knowing',
  );
  await expect(card.getByTestId('clean-badge')).toHaveAttribute('href', '/standard');
  const meaning = (await card.getByTestId('clean-meaning').boundingBox())!;
  expect(meaning.width).toBeGreaterThan(0);
  await card.getByRole('link', { name: 'Hydra Boost Day Cream' }).click();
  await expect(page).toHaveURL(/\/product\/12$/);
  // The page shows the full verdict beside the badge, and reads the two together.
  await expect(page.getByTestId('product-verdict').getByTestId('verdict-chip')).toHaveText(
    'Ingredients to watch',
  );
  await expect(page.getByTestId('standard-reading')).toHaveText(
    /^Clean: it meets the Puur standard, with nothing of high concern and nothing the standard rules out\. Some of its ingredients are of low to moderate concern/,
  );
  await expect(page.getByTestId('not-listed')).toHaveCount(0);
  // On a phone the reading sits right under the chip and the badge, inside the screen: the two
  // signals are never read without it.
  const signals = (await page.getByTestId('product-verdict').boundingBox())!;
  const reading = (await page.getByTestId('standard-reading').boundingBox())!;
  expect(reading.y).toBeGreaterThanOrEqual(signals.y + signals.height);
  expect(reading.y - (signals.y + signals.height)).toBeLessThan(24);
  expect(reading.x + reading.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
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
  const badges = page.getByTestId('product-card').getByTestId('clean-badge');
  await expect(badges.first()).toBeVisible();
  await expect(page.getByTestId('product-card').getByTestId('verdict-chip')).toHaveCount(0);
  await expect(page.getByTestId('product-card')).not.toContainText(['Volume & Shine Shampoo']);
});

test('a product that is not listed keeps its page on a phone, which says plainly why', async ({
  page,
}) => {
  await page.goto('/product/22');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volume & Shine Shampoo');
  const shopBox = (await page.getByRole('link', { name: /SHOP NOW/ }).boundingBox())!;
  // Known, not listed: the page says so plainly, and why.
  const notListed = page.getByTestId('not-listed');
  await expect(notListed).toContainText('Not listed: it does not meet the Puur standard');
  await expect(notListed).toContainText('Our clean products, lists and searches leave it out.');
  await expect(notListed).toContainText(
    'No isothiazolinones: Methylchloroisothiazolinone, Methylisothiazolinone',
  );
  const notListedBox = (await notListed.boundingBox())!;
  expect(notListedBox.x + notListedBox.width).toBeLessThanOrEqual(390);
  expect(notListedBox.y + notListedBox.height).toBeLessThanOrEqual(shopBox.y);

  // The catalogue's search does not find it.
  await page.goto('/clean-products?q=Volume+%26+Shine');
  await expect(page.getByText('No products found')).toBeVisible();
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

test('a kitchen product speaks of materials in its verdict and its environment note', async ({
  page,
}) => {
  await page.goto('/product/233');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cling Film Roll');
  const verdict = page.getByTestId('verdict');
  await verdict.scrollIntoViewIfNeeded();
  await expect(verdict.getByTestId('verdict-environment')).toHaveText(
    'For the environment: 1 material of environmental concern: Polyethylene.',
  );
  await expect(verdict).not.toContainText(/ingredient/i);
});
