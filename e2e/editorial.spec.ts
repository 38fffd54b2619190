/**
 * Editorial work end to end: Clear Reasons reaches every published post, publishing
 * needs an author and a category, and a draft's preview is its public page after publishing.
 */
import type { Page } from '@playwright/test';
import { decodeHTML } from 'entities';
import sharp from 'sharp';
import { expect, test, signIn } from './fixtures';

/** The slugs of the published posts, from the sitemap the server builds. */
async function publishedSlugs(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/\/blog\/([^<]+)<\/loc>/g)].map((m) => decodeURIComponent(m[1]!));
}

test('READ MORE ARTICLES pages through every published post, 3 at a time', async ({ page }) => {
  const expected = await publishedSlugs(page);
  expect(expected.length).toBeGreaterThan(3);
  await page.goto('/clear-reasons');
  const seen: string[] = [];
  const pages = Math.ceil(expected.length / 3);
  for (let n = 1; n <= pages; n++) {
    await expect(page.getByTestId('blog-page')).toHaveText(`Page ${n} of ${pages}`);
    const cards = page.getByTestId('article-card');
    expect(await cards.count()).toBeLessThanOrEqual(3);
    for (const href of await cards.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')!),
    )) {
      seen.push(decodeURIComponent(href.replace(/^\/blog\//, '')));
    }
    await page.getByRole('link', { name: 'READ MORE ARTICLES' }).click();
    await expect(page).toHaveURL(
      n < pages ? new RegExp(`/clear-reasons\\?page=${n + 1}$`) : /\/clear-reasons$/,
    );
  }
  expect([...seen].sort()).toEqual([...expected].sort());
  // The server renders a page by its address too.
  const html = await (await page.request.get('/clear-reasons?page=2')).text();
  expect(html.replaceAll('<!-- -->', '')).toContain(`Page 2 of ${pages}`);
});

test('each published post has a 1200×630 PNG share image in its og:image', async ({ page }) => {
  for (const slug of (await publishedSlugs(page)).slice(0, 4)) {
    const html = await (await page.request.get(`/blog/${slug}`)).text();
    const og = decodeHTML(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!);
    const image = await page.request.get(new URL(og).pathname + new URL(og).search);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test('a draft needs an author and a category to publish; its preview is its public page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, undefined, '/admin/posts/new');
  const stamp = Date.now().toString(36);
  const title = `Preview check ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Subtitle (Optional)').fill('Seen before it is public');
  await page
    .getByLabel('Content (Markdown)')
    .fill(
      '## First things\n\nA **calm** paragraph with a [link](/clean-products).\n\n- one\n- two',
    );

  // Publish without author and category: refused, naming both.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText('Failed to save the post. Choose an author and a category before publishing.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);

  await page.getByLabel('Author').selectOption({ label: 'Dr. Lena Vos' });
  await page.getByLabel('Category').selectOption({ label: 'Haircare' });
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Your blog post has been created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/edit$/);
  const id = /\/admin\/posts\/(\d+)\/edit/.exec(page.url())![1]!;
  const slug = await page.getByLabel('URL Slug').inputValue();

  // The draft is not public, but staff see it as its page will look.
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  await page.goto(`/admin/posts/${id}/preview`);
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  const preview = await articleOf(page, title);

  await page.goto(`/admin/posts/${id}/edit`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your blog post has been updated successfully.')).toBeVisible();
  await page.goto(`/blog/${slug}`);
  const published = await articleOf(page, title);
  expect(published).toEqual(preview);

  // Clean up.
  await page.goto('/admin/posts');
  await page.getByLabel('Search', { exact: true }).fill(title);
  await page.getByRole('button', { name: `Delete "${title}"` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The blog post has been successfully deleted.')).toBeVisible();
});

test('each save is a revision, and restoring one brings the older text back', async ({ page }) => {
  await signIn(page, undefined, '/admin/posts/new');
  const title = `Revision check ${Date.now().toString(36)}`;
  const content = page.getByLabel('Content (Markdown)');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await content.fill('The first, older text.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/edit$/);
  const revisions = page.getByTestId('revisions');
  await expect(revisions.getByTestId('revision')).toHaveCount(1);

  await content.fill('A newer text that replaces it.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Your blog post has been updated successfully.')).toBeVisible();
  await expect(revisions.getByTestId('revision')).toHaveCount(2);

  const older = revisions.getByTestId('revision').last();
  await older.getByRole('button', { name: /Restore/ }).click();
  await older.getByRole('button', { name: 'Yes, restore' }).click();
  await expect(page.getByText('The post has that version of its text again.')).toBeVisible();
  await expect(content).toHaveValue('The first, older text.');
  await expect(revisions.getByTestId('revision')).toHaveCount(3);
  await page.reload();
  await expect(page.getByLabel('Content (Markdown)')).toHaveValue('The first, older text.');
});

test('an AI-written draft carries a mark until an editor changes its text', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, undefined, '/admin/posts/new');
  await page.getByLabel('Topic', { exact: true }).fill(`Silicones in conditioner ${Date.now()}`);
  await page.getByRole('button', { name: 'Auto-generate all content based on topic' }).click();
  await expect(page.getByText('All content has been generated based on your topic.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('ai-mark')).toContainText('AI-written draft.');
  const title = await page.getByLabel('Title', { exact: true }).inputValue();
  await page.getByLabel('URL Slug').fill(`ai-mark-${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/edit$/);
  await expect(page.getByTestId('ai-mark')).toBeVisible();

  await page.goto('/admin/posts');
  await page.getByLabel('Search', { exact: true }).fill(title);
  const row = page.getByTestId('post-card').filter({ hasText: title }).first();
  await expect(row.getByTestId('ai-mark')).toHaveText('AI draft');

  await row.getByRole('link', { name: /Edit/ }).click();
  const content = page.getByLabel('Content (Markdown)');
  await content.fill(`${await content.inputValue()}\n\nChecked by our editor.`);
  await expect(page.getByTestId('ai-mark')).toBeHidden();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Your blog post has been updated successfully.')).toBeVisible();
  await page.goto('/admin/posts');
  await page.getByLabel('Search', { exact: true }).fill(title);
  await expect(page.getByTestId('post-card').filter({ hasText: title }).first()).toBeVisible();
  await expect(
    page.getByTestId('post-card').filter({ hasText: title }).first().getByTestId('ai-mark'),
  ).toHaveCount(0);
});

test('a featured image is uploaded through the picture pipeline and kept with the post', async ({
  page,
}) => {
  await signIn(page, undefined, '/admin/posts/new');
  await page.getByLabel('Title', { exact: true }).fill(`Cover check ${Date.now().toString(36)}`);
  await page.getByLabel('Content (Markdown)').fill('A post with a cover.');
  const png = await sharp({
    create: { width: 640, height: 360, channels: 3, background: '#8fa58f' },
  })
    .png()
    .toBuffer();
  await page
    .getByTestId('featured-file')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Save the post to keep it.')).toBeVisible();
  const url = page.getByLabel('Image URL', { exact: true });
  await expect(url).toHaveValue(/^\/uploads\/products\/[a-f0-9]{32}-800\.webp$/);
  const served = await page.request.get(await url.inputValue());
  expect(served.headers()['content-type']).toBe('image/webp');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/edit$/);
  await page.reload();
  await expect(page.getByLabel('Image URL', { exact: true })).toHaveValue(/^\/uploads\/products\//);
  await expect(page.getByTestId('image-preview')).toBeVisible();

  // Not a picture: the server says why.
  await page
    .getByTestId('featured-file')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
  await expect(page.getByText(/is not a JPG, PNG, WebP, GIF or AVIF picture/)).toBeVisible();
});

test('a draft scheduled for later shows when it goes live; a past time is refused', async ({
  page,
}) => {
  await signIn(page, undefined, '/admin/posts/new');
  const title = `Schedule check ${Date.now().toString(36)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Content (Markdown)').fill('Goes live by itself.');
  await page.getByLabel('Author').selectOption({ label: 'Dr. Lena Vos' });
  await page.getByLabel('Category').selectOption({ label: 'Skincare' });
  const publishAt = page.getByLabel('Publish at (optional)');

  await publishAt.fill('2020-01-01T09:00');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(
    page.getByText('The scheduled time has passed. Choose a time in the future.').first(),
  ).toBeVisible();

  await publishAt.fill('2099-06-01T09:30');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/edit$/);
  await expect(page.getByLabel('Publish at (optional)')).toHaveValue('2099-06-01T09:30');
  await page.goto('/admin/posts');
  await page.getByLabel('Search', { exact: true }).fill(title);
  const row = page.getByTestId('post-card').filter({ hasText: title }).first();
  await expect(row.getByTestId('scheduled')).toHaveText(/Goes live Jun 1, 2099/);
  await expect(row.getByText('draft')).toBeVisible();
});

/** What a reader sees of an article: heading, subtitle, author, category and the drawn body. */
async function articleOf(page: Page, title: string) {
  const article = page.getByTestId('post-article');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return {
    title: await article.getByRole('heading', { level: 1 }).textContent(),
    header: (await article.locator('header').innerText()).replace(/\d[\d,]* views/, 'N views'),
    body: await article.getByTestId('post-content').innerHTML(),
    about: await article.locator('aside').innerText(),
  };
}

test('a category added without a slug takes one from its name; deleting it asks first', async ({
  page,
}) => {
  await signIn(page, undefined, '/admin/categories');
  await page.getByRole('button', { name: 'New Category' }).click();
  await page.getByLabel('Name').fill('Oral Care & Teeth');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category added')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Oral Care & Teeth' });
  await expect(row).toContainText('/oral-care-teeth · 0 posts');

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Delete Oral Care & Teeth' }).click();
  await expect(page.getByText('Category deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
