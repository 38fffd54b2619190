import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** On a phone, focuses the button `toggleTestId` on `path` and opens its panel with Enter. */
async function openDialogByKeyboard(
  page: Page,
  path: string,
  toggleTestId: string,
  name: string,
  role: 'dialog' | 'complementary' = 'dialog',
) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const toggle = page.getByTestId(toggleTestId);
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole(role, { name });
  await expect(dialog).toBeVisible();
  return { toggle, dialog };
}

/** The menus, dialogs, filter drawer and chat work from the keyboard alone. */
test.describe('keyboard use', () => {
  test('the phone menu opens with Enter, takes focus next and closes with Escape', async ({
    page,
  }) => {
    const { toggle, dialog: menu } = await openDialogByKeyboard(page, '/', 'menu-toggle', 'Menu');
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
    const { dialog: drawer } = await openDialogByKeyboard(
      page,
      '/clean-products',
      'filters-toggle',
      'Filters',
      'complementary',
    );
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
