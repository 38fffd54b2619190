import { expect, type Page } from '@playwright/test';

export const STAFF_PASSWORD = 'calm green meadow 42';
export const ADMIN = { email: 'admin@puur.test', name: 'Ada Admin', password: STAFF_PASSWORD };
export const EDITOR = { email: 'editor@puur.test', name: 'Eddie Editor', password: STAFF_PASSWORD };

/** Signs in through the real form (from any /admin page or the sign-in page itself). */
export async function signIn(
  page: Page,
  who: { email: string; password: string } = ADMIN,
  to = '/admin',
) {
  await page.goto(to);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
}
