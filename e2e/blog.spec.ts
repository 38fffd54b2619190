/**
 * The editorial flow end to end: sign in, create a post with Auto-generate all, publish it, find it
 * on /clear-reasons and at /blog/{slug}, then delete it. Runs on the built-in AI engine.
 */
import { expect, test, signIn } from './fixtures';

test('staff write a post with AI, publish it, readers find it, staff delete it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, undefined, '/admin/posts/new');
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible();

  // Auto-generate all needs a topic.
  const autoButton = page.getByRole('button', { name: 'Auto-generate all content based on topic' });
  await autoButton.click();
  await expect(page.getByText('Please enter a topic for content generation.')).toBeVisible();

  const topic = `Sulfates in shampoo ${Date.now().toString(36)}`;
  await page.getByLabel('Topic', { exact: true }).fill(topic);
  await autoButton.click();
  await expect(page.getByText('All content has been generated based on your topic.')).toBeVisible({
    timeout: 20_000,
  });
  const progress = page.getByTestId('auto-progress');
  for (const step of ['Title', 'Content', 'Excerpt', 'SEO']) {
    await expect(progress.getByText(step)).toBeVisible();
  }

  const title = page.getByLabel('Title', { exact: true });
  const titleText = await title.inputValue();
  expect(titleText.length).toBeGreaterThan(5);
  const slug = await page.getByLabel('URL Slug').inputValue();
  expect(slug).toMatch(/^[a-z0-9-]+$/);
  await expect(page.getByLabel('Content (Markdown)')).toHaveValue(/## /);
  await expect(page.getByRole('textbox', { name: 'Excerpt' })).not.toHaveValue('');
  await expect(page.getByText(/^\d+\/60 characters$/)).toBeVisible();
  await expect(page.getByText(/^\d+\/160 characters$/)).toBeVisible();
  await expect(page.getByTestId('read-time')).toHaveText(/Estimated read time: [3-6] minutes/);

  // Unique slug, so the test can run again on the same database.
  await page.getByLabel('URL Slug').fill(`${slug}-${Date.now().toString(36)}`);
  const finalSlug = await page.getByLabel('URL Slug').inputValue();

  // The AI dialog for titles: generate, more, apply (closes after a second).
  await page.getByTestId('ai-open-title').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog.getByRole('option')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Generate More' }).click();
  await expect(dialog.getByRole('option')).toHaveCount(10);
  await dialog.getByRole('option').nth(6).click();
  const chosen = (await dialog.getByRole('option').nth(6).locator('span').first().textContent())!;
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Content applied')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 3000 });
  await expect(title).toHaveValue(chosen);

  await page.getByLabel('Category').selectOption({ label: 'Haircare' });
  await page.getByLabel('Author').selectOption({ label: 'Dr. Lena Vos' });
  await page.getByRole('textbox', { name: 'Keywords' }).fill('shampoo bars');
  await page.getByRole('textbox', { name: 'Keywords' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Remove keyword shampoo bars' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your blog post has been created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('published');

  // Readers find it: newest first on /clear-reasons, and at /blog/{slug}.
  await page.goto('/clear-reasons');
  const card = page.getByTestId('article-card').filter({ hasText: chosen });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${finalSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
  await expect(
    page.getByTestId('post-content').getByRole('heading', { level: 2 }).first(),
  ).toBeVisible();
  await expect(page.getByText('About the Author')).toBeVisible();
  await expect(page.getByText('Dr. Lena Vos').first()).toBeVisible();
  await expect(page.getByTestId('view-count')).toHaveText(/1 views/);
  await expect(page).toHaveTitle(/\| Puur$/);

  // The server sends its head tags without JavaScript.
  const html = await (await page.request.get(`/blog/${finalSlug}`)).text();
  expect(html).toContain('"@type":"Article"');
  expect(html).toContain(`/blog/${finalSlug}" />`);

  // Share copies the link when there is no share sheet.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();

  // Staff delete it.
  await page.goto('/admin/posts');
  await page.getByLabel('Search', { exact: true }).fill(chosen);
  const row = page.getByTestId('post-card').filter({ hasText: chosen });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `View "${chosen}"` })).toBeVisible();
  await row.getByRole('button', { name: `Delete "${chosen}"` }).click();
  await expect(page.getByText(`Are you sure you want to delete "${chosen}"?`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The blog post has been successfully deleted.')).toBeVisible();
  await expect(page.getByText('No posts match your current filters.')).toBeVisible();

  // Gone for readers.
  const gone = await page.request.get(`/blog/${finalSlug}`);
  expect(gone.status()).toBe(404);
  await page.goto(`/blog/${finalSlug}`);
  await expect(page.getByText('Post Not Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
    'href',
    '/clear-reasons',
  );
});

test('drafts stay private and the landing falls back to placeholders', async ({ page }) => {
  await page.goto('/clear-reasons');
  await expect(page.getByTestId('article-card')).toHaveCount(3);
  await page.getByPlaceholder('Search topics').fill('zzzz no such topic');
  await expect(page.getByTestId('placeholder-article')).toHaveCount(3);
  await page.getByRole('button', { name: 'Cooking' }).click();
  await page.getByPlaceholder('Search topics').fill('');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ANALYZE MY PRODUCTS - €29' })).toBeVisible();
});

test('AI failures and a missing topic show their toasts', async ({ page }) => {
  await signIn(page, undefined, '/admin/posts/new');
  // The provider answers success false (as on a quota error); tRPC batch + superjson wire format.
  await page.route('**/trpc/blogAdmin.generate**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          result: {
            data: { json: { success: false, error: 'The AI provider quota is exceeded.' } },
          },
        },
      ]),
    }),
  );
  await page.getByLabel('Topic', { exact: true }).fill('parabens');
  await page.getByRole('button', { name: 'Auto-generate all content based on topic' }).click();
  await expect(page.getByText('Failed to generate content. Please try again.')).toBeVisible();

  await page.getByRole('button', { name: 'Regenerate title' }).click();
  await expect(page.getByText('Regeneration failed')).toBeVisible();
  await expect(page.getByText('Failed to regenerate content. Please try again.')).toBeVisible();

  await page.getByTestId('ai-open-title').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Topic').fill('');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    page.getByText('Please enter a topic or description for content generation.'),
  ).toBeVisible();

  // A first answer works, Generate More fails.
  await page.unroute('**/trpc/blogAdmin.generate**');
  await dialog.getByLabel('Topic').fill('parabens');
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog.getByRole('option')).toHaveCount(5);
  await page.route('**/trpc/blogAdmin.generate**', (route) => route.abort('failed'));
  await dialog.getByRole('button', { name: 'Generate More' }).click();
  await expect(page.getByText('Failed to generate more titles. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(5);
});
