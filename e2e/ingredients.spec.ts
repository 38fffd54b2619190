import { expect, test } from './fixtures';
import { demoProducts } from '../server/seed/demo-products';
import { labelPhotoFile, NOT_AN_IMAGE_FILE } from '../server/test/label-image';
import { readSharedList } from '../shared/checker-link';

/** The ingredient list a checker URL carries. */
function listInUrl(url: string): string | null {
  const result = readSharedList(new URL(url).searchParams.get('list') ?? undefined);
  return result.state === 'ok' ? result.text : null;
}

/**
 * A shampoo's label. Its guar conditioner tells it from the demo's shower gels and hand washes,
 * which share the rest, so the checker guesses Haircare, and shampoos among it.
 */
const SHAMPOO =
  'Ingredients: Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Glycerin, Guar Hydroxypropyltrimonium Chloride, Methylisothiazolinone, Zorbium Extract, Citric Acid.';

test.describe('ingredient checker', () => {
  test('is linked from the header and checks a typed list, worst first, with alternatives', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('checker-link').click();
    await expect(page).toHaveURL(/\/ingredient-checker$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ingredient checker/i);

    await page.getByLabel('INGREDIENT LIST').fill(SHAMPOO);
    await page.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();

    const results = page.getByTestId('check-results');
    await expect(results.getByTestId('verdict-title')).toHaveText(
      'Contains ingredients of high concern',
    );
    await expect(results.getByTestId('all-ingredients').getByTestId('ingredient')).toHaveCount(9);
    const flagged = results.getByTestId('flagged-list').getByTestId('ingredient');
    await expect(flagged.first()).toContainText('Methylisothiazolinone');
    await expect(flagged.first()).toContainText('High concern');
    await expect(results.getByTestId('flagged-list')).not.toContainText('Glycerin');
    await expect(results.getByText('Zorbium Extract')).toBeVisible();
    await expect(results.getByText('Not rated yet').first()).toBeVisible();

    const alternatives = results.getByTestId('alternative');
    await expect(alternatives.first()).toBeVisible();
    // Its nearest catalogue products are shampoos: the alternatives are shampoos.
    await expect(results.getByTestId('alternatives')).toContainText(
      'CLEANER ALTERNATIVES · SHAMPOO',
    );
    await expect(alternatives.first()).toContainText(/shampoo/i);
    await expect(alternatives.first()).toHaveAttribute('href', /^\/product\/\d+$/);

    // The sheet: functions, concerns and sources.
    await flagged.first().getByRole('button').click();
    const sheet = page.getByTestId('ingredient-sheet');
    await expect(sheet.getByRole('heading', { name: 'Methylisothiazolinone' })).toBeVisible();
    await expect(sheet.getByText('What it does')).toBeVisible();
    await expect(sheet.getByText('Preservative', { exact: true })).toBeVisible();
    await expect(sheet.getByText('Allergen', { exact: true })).toBeVisible();
    await expect(sheet.getByTestId('sheet-sources').getByRole('listitem').first()).toBeVisible();
    await expect(sheet.getByTestId('sheet-evidence')).toHaveText(
      'Evidence: Assessed — a regulator or expert body has assessed its safety.',
    );
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('reads an uploaded label photo and checks what it read', async ({ page }) => {
    const photo = await labelPhotoFile('label.png', {
      text: 'Calendula Day Cream 50 ml\nINGREDIENTS: Aqua, Glycerin, Cetearyl Alcohol, Butyrospermum Parkii Butter, Parfum, Phenoxyethanol, Tocopherol.\nMade in the Netherlands',
      width: 900,
      fontSize: 28,
    });
    await page.goto('/ingredient-checker');
    await page.locator('input[type="file"]').setInputFiles(photo);
    const text = page.getByLabel('INGREDIENT LIST');
    await expect(text).toHaveValue(/Glycerin/, { timeout: 30_000 });
    await expect(text).not.toHaveValue(/Made in/);
    await expect(page.getByTestId('read-note')).toContainText('Read from your photo');
    const all = page.getByTestId('all-ingredients');
    await expect(all.getByTestId('ingredient')).toHaveCount(7, { timeout: 15_000 });
    await expect(all).toContainText('Butyrospermum Parkii Butter');
    await expect(all).toContainText('Phenoxyethanol');
    await expect(page.getByTestId('verdict-title')).toHaveText('Good choice');
    // The link holds the list that was read, not the photo.
    expect(listInUrl(page.url())).toBe(await text.inputValue());
  });

  test('a checked list goes into the URL; the link shows the same result in another browser', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers, three checks
    await page.goto('/');
    await page.getByTestId('checker-link').click();
    await expect(page).toHaveURL(/\/ingredient-checker$/);
    // An avoid word: it stays in this browser, the link does not carry it.
    await page
      .getByTestId('avoid-list')
      .getByPlaceholder('Add a word, e.g. linalool')
      .fill('Citric');
    await page.getByTestId('avoid-list').getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('INGREDIENT LIST').fill(SHAMPOO);
    await page.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
    await expect(page.getByTestId('verdict-avoid')).toBeVisible();
    await expect(page).toHaveURL(/\/ingredient-checker\?list=/);
    const url = page.url();
    expect(listInUrl(url)).toBe(SHAMPOO);
    expect(new URL(url).searchParams.size).toBe(1);

    // Copy link: the toast says so only when the clipboard took it.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const results = page.getByTestId('check-results');
    await results.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await results.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Could not copy the link')).toBeVisible();

    // A fresh browser (no avoid list, no storage) opens the link: the same list and verdict.
    const friend = await browser.newContext();
    try {
      const other = await friend.newPage();
      const errors: string[] = [];
      other.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      other.on('pageerror', (error) => errors.push(error.message));
      await other.goto(url);
      await other.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await expect(other.getByLabel('INGREDIENT LIST')).toHaveValue(SHAMPOO);
      const shared = other.getByTestId('check-results');
      await expect(shared.getByTestId('verdict-title')).toHaveText(
        'Contains ingredients of high concern',
      );
      await expect(shared.getByTestId('all-ingredients').getByTestId('ingredient')).toHaveCount(9);
      await expect(
        shared.getByTestId('flagged-list').getByTestId('ingredient').first(),
      ).toContainText('Methylisothiazolinone');
      await expect(shared.getByTestId('verdict-avoid')).toHaveCount(0);
      await expect(other).toHaveURL(url);
      expect(errors).toEqual([]);
    } finally {
      await friend.close();
    }

    // Checks replace the URL rather than add history: Back leaves the checker.
    await page.getByLabel('INGREDIENT LIST').fill('Aqua, Glycerin');
    await page.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
    await expect(page.getByTestId('all-ingredients').getByTestId('ingredient')).toHaveCount(2);
    await expect.poll(() => listInUrl(page.url())).toBe('Aqua, Glycerin');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Share appears where the browser can share, and says what happened', async ({ page }) => {
    test.slow(); // a check, then a reload that checks the list from the URL again
    await page.goto('/ingredient-checker');
    await page.getByLabel('INGREDIENT LIST').fill('Aqua, Glycerin');
    await page.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
    const results = page.getByTestId('check-results');
    await expect(results.getByRole('button', { name: 'Copy link' })).toBeVisible();
    // This Chromium has no share sheet: no Share button.
    await expect(results.getByRole('button', { name: 'Share' })).toHaveCount(0);

    // One that has: sharing, then closing the sheet, then a failure.
    await page.addInitScript(() => {
      const outcomes = ['shared', 'AbortError', 'NotAllowedError'];
      navigator.share = async (data?: ShareData) => {
        (window as unknown as { sharedUrl?: string }).sharedUrl = data?.url;
        const outcome = outcomes.shift();
        if (outcome !== 'shared') throw new DOMException('Not shared', outcome);
      };
    });
    await page.reload();
    const share = page.getByTestId('check-results').getByRole('button', { name: 'Share' });
    await share.click();
    await expect(page.getByText('Link shared')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl)).toBe(
      page.url(),
    );
    await share.click();
    await share.click();
    await expect(page.getByText('Could not share the link')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(2);
  });

  test('an ingredient picked in the header search opens the checker with it checked', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill('Methylisothiazolinone');
    await page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: /^Methylisothiazolinone/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ingredient-checker\?list=/);
    await expect(page.getByLabel('INGREDIENT LIST')).toHaveValue('Methylisothiazolinone');
    await expect(page.getByTestId('verdict-title')).toHaveText(
      'Contains ingredients of high concern',
    );
  });

  test('a damaged or too long link says what is wrong over an empty checker', async ({ page }) => {
    await page.goto('/ingredient-checker?list=N4Ig-this-was-cut');
    await expect(page.getByTestId('shared-list-problem')).toHaveText(
      'This shared link is damaged: its ingredient list could not be read. Ask for the link again, or paste the list below.',
    );
    await expect(page.getByLabel('INGREDIENT LIST')).toHaveValue('');
    await expect(page.getByTestId('check-results')).toHaveCount(0);

    await page.goto(`/ingredient-checker?list=${'A'.repeat(7_001)}`);
    await expect(page.getByTestId('shared-list-problem')).toContainText(
      'This shared link is too long',
    );

    // Checking a list replaces the bad link with a good one.
    await page.getByLabel('INGREDIENT LIST').fill('Aqua, Glycerin');
    await page.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
    await expect(page.getByTestId('all-ingredients').getByTestId('ingredient')).toHaveCount(2);
    await expect(page.getByTestId('shared-list-problem')).toHaveCount(0);
    await expect.poll(() => listInUrl(page.url())).toBe('Aqua, Glycerin');
  });

  test('refuses a file that is not an image', async ({ page }) => {
    await page.goto('/ingredient-checker');
    await page.locator('input[type="file"]').setInputFiles(NOT_AN_IMAGE_FILE);
    await expect(page.getByText('Invalid file type')).toBeVisible();
  });

  test('says the environment apart from the verdict, on the checker and on a product page', async ({
    page,
  }) => {
    await page.goto('/ingredient-checker');
    await page
      .getByLabel('INGREDIENT LIST')
      .fill('Aqua, Glycerin, Polyethylene, Cyclopentasiloxane, Tocopherol');
    await page.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
    const results = page.getByTestId('check-results');
    // Microplastics are harmless on skin: the verdict is about health, the note about the rest.
    await expect(results.getByTestId('verdict-title')).toHaveText('Clean formula');
    await expect(results.getByTestId('verdict-environment')).toHaveText(
      'For the environment: 2 ingredients of environmental concern: Polyethylene, Cyclopentasiloxane.',
    );
    await results
      .getByTestId('all-ingredients')
      .getByTestId('ingredient')
      .filter({ hasText: 'Polyethylene' })
      .getByRole('button')
      .click();
    const sheet = page.getByTestId('ingredient-sheet');
    await expect(sheet.getByText('For the environment')).toBeVisible();
    await expect(sheet.getByText('Microplastic', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // A product page: the face scrub with polyethylene beads.
    const index = demoProducts.findIndex((p) => p.name === 'Daily Smooth Face Scrub');
    await page.goto(`/product/${index + 1}`);
    const section = page.getByTestId('ingredient-section');
    await expect(section.getByTestId('verdict-environment')).toContainText(
      'of environmental concern: Polyethylene',
    );
    await expect(section.getByTestId('verdict-title')).not.toHaveText(
      'Contains ingredients of high concern',
    );
  });

  test('the avoid list is kept in the browser and highlighted on the checker and product pages', async ({
    page,
  }) => {
    await page.goto('/ingredient-checker');
    const avoid = page.getByTestId('avoid-list');
    await avoid.getByRole('button', { name: 'Fragrance' }).click();
    await expect(avoid.getByRole('button', { name: 'Fragrance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await avoid.getByPlaceholder('Add a word, e.g. linalool').fill('Citric');
    await avoid.getByRole('button', { name: 'Add' }).click();
    await expect(avoid.getByText('citric', { exact: true })).toBeVisible();

    await page.getByLabel('INGREDIENT LIST').fill(SHAMPOO);
    await page.getByRole('button', { name: 'CHECK INGREDIENTS' }).click();
    const flagged = page.getByTestId('flagged-list').getByTestId('ingredient');
    await expect(flagged.first()).toHaveAttribute('data-avoid', 'true');
    await expect(page.getByTestId('flagged-list')).toContainText('On your avoid list: Fragrance');
    await expect(page.getByTestId('flagged-list')).toContainText('On your avoid list: “citric”');
    await expect(page.getByTestId('verdict-avoid')).toHaveText(
      '2 ingredients are on your avoid list.',
    );

    // Kept after a reload, and shown on a product page (a demo product with Limonene).
    await page.reload();
    await expect(
      page.getByTestId('avoid-list').getByRole('button', { name: 'Fragrance' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const index = demoProducts.findIndex((p) => /Limonene/.test(p.ingredients_text));
    await page.goto(`/product/${index + 1}`);
    const section = page.getByTestId('ingredient-section');
    await expect(section.getByTestId('avoid-hit').first()).toContainText('Fragrance');
    await expect(section.getByTestId('verdict-avoid')).toBeVisible();
    await expect(
      section.getByRole('link', { name: 'Check the ingredients of a product you own' }),
    ).toHaveAttribute('href', '/ingredient-checker');
  });
});

test.describe('the Puur standard', () => {
  test('explains the badges, and the badges link to it', async ({ page }) => {
    await page.goto('/product/1');
    await page.getByTitle('What the Clean badge means').first().click();
    await expect(page).toHaveURL(/\/standard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Puur standard');
    await expect(page.getByRole('heading', { name: 'THE CLEAN BADGE' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'THE NATURAL BADGE' })).toBeVisible();
    await expect(page.getByTestId('ruled-out')).toContainText('Isothiazolinones');
    await expect(page.getByTestId('evidence-levels')).toContainText(
      'Data gap: too little is known',
    );
  });
});
