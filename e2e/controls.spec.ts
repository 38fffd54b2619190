import { writeReview } from './catalog-helpers';
import { expect, test, signIn } from './fixtures';

test.describe('header search, wishlist, account, newsletter and reviews', () => {
  test('header search suggests as you type, is keyboard navigable, and Enter searches the catalogue', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('oat');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('option', { name: /^Oat Atelier\s*\d+ products$/ })).toBeVisible();
    await search.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+$/);

    await search.fill('paraben');
    await expect(list.getByRole('option', { name: /Parabens, plainly explained/ })).toBeVisible();
    await search.fill('lavender');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/clean-products\?q=lavender/);
    await expect(
      page
        .getByRole('main')
        .getByRole('searchbox')
        .or(page.getByRole('main').getByPlaceholder('Search'))
        .first(),
    ).toBeVisible();
  });

  test('the wishlist adds, persists across reloads, lists and removes products', async ({
    page,
  }) => {
    await page.goto('/clean-products');
    const firstCard = page.getByRole('button', { name: 'Add to wishlist' }).first();
    await firstCard.click();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await page.reload();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    await page.getByTestId('wishlist-button').click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByText('1 saved product')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'SHOP NOW' }).or(page.getByText('Coming Soon')).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Remove from wishlist' }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
  });

  test('the account button explains that shoppers need no account and leads staff to sign-in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toContainText('No account needed');
    await menu.getByRole('link', { name: 'Staff sign-in' }).click();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  });

  test('newsletter: subscribe, a repeat gets the same answer, staff see the subscriber', async ({
    page,
  }) => {
    const email = `reader-${Date.now()}@example.com`;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('EMAIL').fill(email);
    await footer.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await footer.getByPlaceholder('EMAIL').fill(email);
    await footer.getByRole('button', { name: 'SUBSCRIBE' }).click();
    // The same answer as the first time (the form tells nobody who is subscribed): it empties.
    await expect(footer.getByPlaceholder('EMAIL')).toHaveValue('');
    await expect(page.getByText('Check your inbox').first()).toBeVisible();
    await expect(page.getByText("You're already subscribed")).toHaveCount(0);

    await signIn(page, undefined, '/admin/subscribers');
    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  test('a review is held for moderation, approved by staff, then shown with the new review count', async ({
    page,
  }) => {
    await page.goto('/product/2');
    const countText = await page
      .getByText(/reviews?$/)
      .first()
      .textContent();
    // Other tests (and repeated runs) leave reviews by a Noor too: this one is told by its own words.
    const words = `Lovely texture and no irritation on my sensitive skin, batch ${Date.now().toString(36)}.`;
    await writeReview(page, { stars: 5, text: words, name: 'Noor' });
    await expect(page.getByRole('status')).toContainText(
      'Your review will appear here after a quick check',
    );

    await signIn(page, undefined, '/admin/reviews');
    const card = page.getByTestId('review-card').filter({ hasText: words });
    await expect(card).toContainText('Noor');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Review approved')).toBeVisible();

    await page.goto('/product/2');
    await expect(page.getByTestId('quote').first()).toContainText(words);
    await expect(page.getByTestId('quote').first()).toContainText('Noor');
    const newCountText = await page
      .getByText(/reviews?$/)
      .first()
      .textContent();
    const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, '').slice(-6));
    expect(newCountText).not.toBe(countText);
    expect(count(newCountText)).toBeGreaterThan(0);
  });
});
