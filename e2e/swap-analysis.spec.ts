/**
 * The Product Swap Analysis end to end (decision 0021): a shopper uploads two label
 * photos on /clear-reasons, staff edit and send the drafted report, the mail (the suite's server
 * has no SMTP_URL, so the outbox folder) carries the private link, and the report it opens lists
 * swaps that are products of the catalogue.
 */
import { EDITOR, expect, signIn, test } from './fixtures';
import { outboxMailsTo, waitFor } from './mail';
import { labelPhotoFile, NOT_AN_IMAGE_FILE } from '../server/test/label-image';

const SHAMPOO_LABEL = `Volumising Shampoo 250 ml
INGREDIENTS: Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Glycerin, Methylisothiazolinone, Citric Acid.`;
const CREAM_LABEL = `Nourishing Hand Cream 75 ml
INGREDIENTS: Aqua, Glycerin, Cetearyl Alcohol, Butyrospermum Parkii Butter, Parfum, Phenoxyethanol, Methylparaben, Tocopherol.`;

const mailsTo = (address: string) => outboxMailsTo(address);

test('a shopper sends two label photos; staff send the report; the mailed link opens catalogue swaps', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `swap-shopper-${Date.now()}@example.com`;

  // The shop's promises are in the page's first HTML (no shift when the app starts).
  const html = await (await page.request.get('/clear-reasons')).text();
  expect(html).toContain('30-day money-back guarantee');
  expect(html).toContain('ANALYZE MY PRODUCTS - €29');

  // The shopper: two label photos, read in the browser's turn by the label reader.
  await page.goto('/clear-reasons');
  const panel = page.getByTestId('swap-analysis');
  await expect(panel.getByTestId('swap-promises')).toContainText('30-day money-back guarantee');
  await expect(panel.getByTestId('swap-payment')).toContainText('€29');
  // A file that is not a photo is refused by name, and nothing can be sent without a read label.
  await panel.getByTestId('swap-photos').setInputFiles(NOT_AN_IMAGE_FILE);
  await expect(panel.getByTestId('swap-photo')).toHaveAttribute('data-state', 'failed');
  await expect(panel.getByTestId('swap-photo')).toContainText('Please choose a photo of the label');
  await panel.getByLabel('Your email address').fill(email);
  await panel.getByRole('button', { name: 'ANALYZE MY PRODUCTS - €29' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'None of your photos could be read. Please add sharper photos of the labels.',
  );
  await panel.getByRole('button', { name: 'Remove notes.txt' }).click();

  await panel
    .getByTestId('swap-photos')
    .setInputFiles([
      await labelPhotoFile('shampoo.png', { text: SHAMPOO_LABEL, width: 900, fontSize: 28 }),
      await labelPhotoFile('hand-cream.png', { text: CREAM_LABEL, width: 900, fontSize: 28 }),
    ]);
  const photos = panel.getByTestId('swap-photo');
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAttribute('data-state', 'read', { timeout: 60_000 });
  await expect(photos.nth(1)).toHaveAttribute('data-state', 'read', { timeout: 60_000 });
  await panel.getByLabel('Your email address').fill(email);
  await panel.getByRole('button', { name: 'ANALYZE MY PRODUCTS - €29' }).click();
  await expect(panel.getByTestId('swap-received')).toContainText(
    `We sent a confirmation to ${email}`,
  );
  const receipt = await waitFor('the receipt in the outbox', () => mailsTo(email)[0]);
  expect(receipt).toContain('the labels of 2 products');
  expect(receipt).not.toContain('Volumising Shampoo');
  expect(receipt).toContain('Payment:');

  // Staff, in another browser: the queue, the drafted report, an edit, send.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, EDITOR, '/admin/swap-analysis');
  await staff.getByTestId('swap-request').filter({ hasText: email }).click();
  await expect(staff.getByRole('heading', { name: email })).toBeVisible();
  const report = staff.getByLabel('Report (the shopper reads this text)');
  await expect(report).toHaveValue(/Best swaps from our catalogue/);
  await expect(report).toHaveValue(/Methylisothiazolinone/);
  await report.fill(`${await report.inputValue()}\n\nWith warm regards from our team.`);
  await staff.getByRole('button', { name: 'Send report' }).click();
  await expect(staff.getByText('Report sent', { exact: true })).toBeVisible();
  await expect(staff.getByTestId('swap-status')).toContainText('Sent');
  await staffContext.close();

  // The shopper's mail carries the private link.
  const mail = await waitFor('the report mail in the outbox', () =>
    mailsTo(email).find((m) => m.includes('Subject: Your Product Swap Analysis is ready')),
  );
  const link = mail.match(/https?:\/\/[^\s<>"]+\/swap-report\?token=[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, mail.slice(0, 2000)).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your swap report' })).toBeVisible();
  await expect(page.getByTestId('report-text')).toContainText('With warm regards from our team.');
  await expect(page.getByTestId('report-text')).toContainText('Volumising Shampoo');
  const swaps = page.getByTestId('report-swap');
  await expect(swaps.first()).toBeVisible();
  const count = await swaps.count();
  expect(count).toBeGreaterThan(0);
  const hrefs: string[] = [];
  for (let i = 0; i < count; i++) {
    const href = await swaps.nth(i).getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/product\/\d+$/);
    hrefs.push(href!);
  }
  // Each swap is a product of the catalogue: its page answers and names it.
  const first = (await swaps.first().locator('span.font-medium').textContent())!.trim();
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
  await swaps.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first);

  // A made-up token opens nothing.
  await page.goto(`/swap-report?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This report link is not valid');
});
