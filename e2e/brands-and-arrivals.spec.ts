import { expect, test, EDITOR, signIn } from './fixtures';
import { outboxMailsTo, waitFor } from './mail';

test('a brand typed in another case is chosen from the list and saved in its spelling', async ({
  page,
}) => {
  await signIn(page, EDITOR, '/admin/products/4/edit');
  const brand = page.getByLabel('Brand', { exact: true });
  await expect(brand).toHaveValue('Oat Atelier');
  // The list is offered while typing (a datalist of every brand, each once).
  const listId = await brand.getAttribute('list');
  await expect(page.locator(`[id="${listId}"] option[value="Oat Atelier"]`)).toHaveCount(1);

  await brand.fill('oat  atelier');
  await expect(page.getByTestId('brand-hint')).toHaveText(
    'Saved as Oat Atelier, as in the brand list.',
  );
  await brand.fill('Oat Atelierz');
  await expect(page.getByTestId('brand-hint')).toHaveText(
    'A new brand: it joins the brand list when you save.',
  );
  await brand.fill('oat atelier');
  await page.getByRole('button', { name: 'Save changes' }).first().click();
  await expect(page.getByText('Product updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Oat Atelier');

  // One brand on the shop's brand list, not two.
  await page.goto('/brands');
  const allBrands = page.getByRole('region', { name: 'All Brands' });
  await expect(allBrands.getByRole('link', { name: /^Oat Atelier/i })).toHaveCount(1);
  await expect(allBrands.getByText('oat atelier', { exact: true })).toHaveCount(0);
});

test('a Coming Soon product takes an address for when it arrives, and says what will happen', async ({
  page,
}) => {
  await page.goto('/product/66');
  await page.getByLabel('Ship my product to...').selectOption('EUROPE');
  await expect(page.getByRole('button', { name: 'COMING SOON IN YOUR REGION' })).toBeDisabled();
  // A disclosure: it opens from the HTML itself.
  await page.getByText('Tell me when it arrives', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Tell me when it arrives' });
  await form.getByRole('textbox').fill('not-an-address');
  await form.getByRole('button', { name: 'NOTIFY ME' }).click();
  await expect(form.getByRole('textbox')).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  const email = `arrival-${Date.now()}@example.com`;
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button', { name: 'NOTIFY ME' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please confirm' })).toHaveText(
    'Please confirm your address: open the link in the mail we just sent. Then we email you once when a shop in Europe sells it.',
  );

  // The mail's link confirms the address on its page.
  const mail = await waitFor('the confirmation in the outbox', () => outboxMailsTo(email)[0]);
  const link = /https?:\/\/\S+\/arrivals\/confirm\?token=[\w-]{32}/.exec(mail)?.[0];
  expect(link, mail.slice(0, 1500)).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Your address is confirmed' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Back to / })).toHaveAttribute(
    'href',
    '/product/66',
  );
});
