import { categoryChip } from './catalog-helpers';
import { expect, test, EDITOR, signIn } from './fixtures';
import sharp from 'sharp';

/** A real photo-like JPEG, made here so the upload goes through the server's whole pipeline. */
function productPhoto() {
  const bottle = `<svg width="1400" height="1400"><rect x="520" y="300" width="360" height="800" rx="60" fill="#23402f"/><rect x="580" y="220" width="240" height="120" rx="20" fill="#b86f52"/></svg>`;
  return sharp({
    create: { width: 1400, height: 1400, channels: 3, background: { r: 214, g: 196, b: 170 } },
  })
    .composite([{ input: Buffer.from(bottle) }])
    .jpeg()
    .toBuffer();
}

test('staff create a product with a picture, shoppers find it, its price changes, then it is gone', async ({
  page,
}) => {
  test.setTimeout(90_000); // one long journey through admin and shop
  const name = `Meadow Test Balm ${Date.now().toString(36)}`;
  await signIn(page, EDITOR, '/admin/products');

  // ── Create, with a picture ──
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Product' }).click();
  await expect(page.getByRole('heading', { name: 'New Product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Brand', { exact: true }).fill('Orchard Row');
  await page.getByLabel('Category', { exact: true }).selectOption('Haircare');
  // The product types are the chosen category's.
  const productType = page.getByLabel('Product type', { exact: true });
  await expect(productType.getByRole('option', { name: 'Moisturiser' })).toHaveCount(0);
  await productType.selectOption({ label: 'Styling product' });
  await page.getByLabel('Price (€)', { exact: true }).fill('19,50');
  await page
    .getByLabel('EU shop link', { exact: true })
    .fill('https://eu.shop.example/orchard-row/balm');
  await page.getByLabel('Features', { exact: true }).fill('Solid bar');
  await page.getByLabel('Features', { exact: true }).press('Enter');
  await page.getByRole('group', { name: 'Certifications' }).getByText('Fairtrade').click();
  await page.getByLabel('Origin', { exact: true }).selectOption('Africa');
  // No badge switch: the standard computes Clean and Natural from the ingredient list.
  await expect(page.getByRole('switch', { name: /Natural badge/ })).toHaveCount(0);
  await page
    .getByLabel('Ingredient list (INCI)', { exact: true })
    .fill('Butyrospermum Parkii Butter, Cocos Nucifera Oil, Tocopherol');

  await page.getByTestId('picture-file').setInputFiles({
    name: 'balm.jpg',
    mimeType: 'image/jpeg',
    buffer: await productPhoto(),
  });
  const preview = page.getByTestId('picture-preview');
  await expect(preview).toHaveAttribute('src', /^\/uploads\/products\/[a-f0-9]{32}-800\.webp$/);

  await page.getByRole('button', { name: 'Create product' }).first().click();
  await expect(page.getByText('Product created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\/edit$/);
  const id = Number(/\/admin\/products\/(\d+)\/edit/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  // The standard gave its badges; staff see them, read-only, with who, when and why.
  const badgeHistory = page.getByTestId('badges-card').getByTestId('badge-history');
  await expect(badgeHistory).toContainText('Clean given');
  await expect(badgeHistory).toContainText('Ingredient list analysed');

  // ── The shop shows it at once, under its category and filters ──
  await page.goto('/clean-products');
  await categoryChip(page, 'Haircare').click();
  await expect(page).toHaveURL(/category=Haircare/);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('button', { name: 'CERTIFICATIONS' }).click();
  await filters.getByRole('checkbox', { name: /Fairtrade/ }).check();
  await filters.getByRole('button', { name: 'ORIGIN' }).click();
  await filters.getByRole('checkbox', { name: /Africa/ }).check();
  await expect(page).toHaveURL(/certification=Fairtrade/);
  await expect(page).toHaveURL(/origin=Africa/);
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('€19.50');
  await expect(card).toContainText('Natural');
  // The card picks the picture size it needs from the three the server made.
  const image = card.locator('img').first();
  await expect(image).toHaveAttribute(
    'srcset',
    /-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w/,
  );
  await expect(image).toHaveAttribute('sizes', /.+/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // ── Edit its price ──
  await page.goto(`/admin/products/${id}/edit`);
  await expect(page.getByLabel('Price (€)', { exact: true })).toHaveValue('19.5');
  await page.getByLabel('Price (€)', { exact: true }).fill('24');
  // A USA price needs the USA shop to buy at.
  const usaPrice = page.getByLabel('USA price ($)', { exact: true });
  await expect(usaPrice).toHaveValue('');
  await usaPrice.fill('26,5');
  await page.getByRole('button', { name: 'Save changes' }).first().click();
  const withoutShop =
    'A USA price needs a USA shop link: add the USA shop link, or clear the USA price';
  await expect(usaPrice).toHaveAccessibleDescription(withoutShop);
  await expect(page.getByText(`USA price: ${withoutShop}`)).toBeVisible();
  await expect(usaPrice).toBeFocused();
  await page
    .getByLabel('USA shop link', { exact: true })
    .fill('https://us.shop.example/orchard-row/balm');
  await page.getByRole('button', { name: 'Save changes' }).first().click();
  await expect(page.getByText('Product updated')).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByTestId('price')).toHaveText('€24.00');
  await expect(page.getByTestId('usa-price')).toHaveText('· $26.50 in the USA');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Haircare/Styling product',
  );
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // ── Delete it, after confirming ──
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId('admin-product-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete "${name}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete product' });
  await expect(dialog).toContainText(`Are you sure you want to delete "${name}"?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(page.getByTestId('admin-product-row').filter({ hasText: name })).toHaveCount(0);

  await page.goto('/clean-products?category=Haircare&certification=Fairtrade&origin=Africa');
  await expect(page.getByTestId('result-count')).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: name })).toHaveCount(0);
  await page.goto(`/product/${id}`);
  await expect(page.getByText('Product not found or error loading product.')).toBeVisible();
});

test('the products admin is for staff only', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  const upload = await page.request.post('/api/admin/product-images', {
    data: Buffer.from('not an image'),
    headers: { 'content-type': 'application/octet-stream', origin: new URL(page.url()).origin },
  });
  expect(upload.status()).toBe(401);
});
