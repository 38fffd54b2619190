import { expect, test, ADMIN, signIn } from './fixtures';

test.describe('staff sign-in', () => {
  test('signs in through the form, reaches /admin, signs out and is sent back to sign-in', async ({
    page,
  }) => {
    await page.goto('/admin/posts');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fposts/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not the right password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await expect(page.getByTestId('signed-in-as')).toContainText('Ada Admin');
    await expect(page.getByTestId('admin-sidebar')).toContainText('Blog Administration');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin/posts');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  });

  test('the admin sidebar toggles with Ctrl+B and remembers its state in a cookie', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'expanded');
  });

  test('on a phone the admin sidebar is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await expect(page.getByTestId('admin-sidebar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const drawer = page.getByTestId('admin-sidebar');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'All Posts' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/posts$/);
  });

  test('the ingredient admin outside the layout is guarded too', async ({ page }) => {
    await page.goto('/admin/ingredients');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fingredients/);
  });
});
