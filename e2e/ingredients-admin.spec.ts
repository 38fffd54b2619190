import type { Page } from '@playwright/test';
import { expect, test, EDITOR, signIn } from './fixtures';

// A built-in entry only one demo product uses, and that product is Clean.
const ENTRY = 'Sodium Stearoyl Lactylate';
const PRODUCT = 'Calendula Cream Cleanser';

async function openEntry(page: Page) {
  await page.goto('/admin/ingredients');
  await page.getByRole('link', { name: 'Knowledge base' }).click();
  await page.getByLabel('Search the knowledge base').fill('stearoyl lact');
  await page.getByTestId('kb-entry').filter({ hasText: ENTRY }).click();
  const editor = page.getByTestId('entry-editor');
  await expect(editor.getByRole('heading', { name: `Edit ${ENTRY}` })).toBeVisible();
  return editor;
}

test('staff edit a built-in entry, see the badges it changes, and the product page follows', async ({
  page,
}) => {
  test.slow(); // two edits, each followed by a product page
  await signIn(page, EDITOR);
  const editor = await openEntry(page);
  await expect(editor.getByTestId('badge-preview')).toContainText('No product’s badge changes');
  await expect(editor.getByLabel('Evidence')).toHaveValue('limited'); // a CosIng listing only
  const product = editor.getByRole('link', { name: new RegExp(PRODUCT) });
  await expect(product).toHaveAttribute('href', /\/product\/\d+$/);
  const productPath = (await product.getAttribute('href'))!;

  await editor.getByLabel('Rating').selectOption('high-concern');
  const preview = editor.getByTestId('badge-preview');
  await expect(preview).toContainText('Saving this changes badges of 1 product');
  await expect(preview.getByRole('listitem')).toContainText(PRODUCT);
  await expect(preview.getByRole('listitem')).toContainText('Loses Clean');
  await editor.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved; badges of 1 product are being updated.')).toBeVisible();

  await page.goto(productPath);
  const verdict = page.getByTestId('product-verdict');
  await expect(verdict).toBeVisible();
  await expect(verdict.getByText('Clean', { exact: true })).toHaveCount(0);

  // Put the entry back as it was, for the other specs.
  const again = await openEntry(page);
  await again.getByLabel('Rating').selectOption('no-concern');
  await expect(again.getByTestId('badge-preview')).toContainText('Gains Clean');
  await again.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Entry saved; badges of 1 product are being updated.')).toBeVisible();
  await page.goto(productPath);
  await expect(
    page.getByTestId('product-verdict').getByText('Clean', { exact: true }),
  ).toBeVisible();
});

test('a name another entry has is refused beside its field', async ({ page }) => {
  await signIn(page, EDITOR);
  await page.goto('/admin/ingredients?view=knowledge-base');
  await page.getByRole('button', { name: 'New entry' }).click();
  const editor = page.getByTestId('entry-editor');
  await editor.getByLabel('INCI name').fill('Aqua');
  await editor.getByText('Emollient', { exact: true }).click();
  await editor
    .getByLabel('Explanation', { exact: true })
    .fill('Water, the solvent of most creams and lotions; it raises no concern at all.');
  await editor.getByRole('textbox', { name: 'Source 1' }).fill('EU CosIng database');
  await editor.getByRole('button', { name: 'Save entry' }).click();
  await expect(editor.getByText(/“Aqua” is already a name of/)).toBeVisible();
});

test('staff write the explanation an entry gives in the other context, and it is kept', async ({
  page,
}) => {
  await signIn(page, EDITOR);
  const editor = await openEntry(page);
  // A cosmetics entry: its other context is household products.
  const field = editor.getByLabel('Explanation for household products (optional)');
  await expect(field).toHaveValue('');
  await field.fill('Too short.');
  await editor.getByRole('button', { name: 'Save entry' }).click();
  await expect(editor.getByText('At least 40 characters, or leave it empty')).toBeVisible();
  const text =
    'In a cleaner it helps oil and water mix; it is mild and rinses away with the rest of the product.';
  await field.fill(text);
  await editor.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText(/^Entry saved;/)).toBeVisible();
  const again = await openEntry(page);
  await expect(again.getByLabel('Explanation for household products (optional)')).toHaveValue(text);
  // Leave it as it was for the other specs.
  await again.getByLabel('Explanation for household products (optional)').fill('');
  await again.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText(/^Entry saved;/)).toBeVisible();
});
