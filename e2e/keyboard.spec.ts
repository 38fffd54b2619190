import { expect, test } from './fixtures';

/** Issue 9: the menus, dialogs, filter drawer and chat work from the keyboard alone. */
test.describe('keyboard use', () => {
  test('the phone menu opens with Enter, is a focus-trapped dialog and closes with Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByTestId('menu-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the account menu opens with Enter, focuses its first link and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const account = page.getByRole('button', { name: 'Account' });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your wishlist' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-menu')).toBeHidden();
    await expect(account).toBeFocused();
  });

  test('the filter drawer opens from the keyboard, a filter toggles with Space, Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/clean-products');
    const open = page.getByTestId('filters-toggle');
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const bestseller = drawer.getByRole('checkbox', { name: /Bestseller/ });
    await bestseller.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/bestseller=true/);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the chat sends with Enter, keeps Shift+Enter as a new line', async ({ page }) => {
    await page.goto('/personal-assistant');
    const input = page.locator('#chat-input');
    await input.focus();
    await page.keyboard.type('I use a shampoo with sulfates');
    await page.keyboard.press('Shift+Enter');
    await expect(input).toHaveValue('I use a shampoo with sulfates\n');
    await page.keyboard.type('what is cleaner?');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('');
    await expect(page.getByText('what is cleaner?')).toBeVisible();
  });
});
