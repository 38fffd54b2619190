import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from './shopper';

export { expect };

/**
 * Public pages arrive server-rendered and answer clicks once the app has hydrated them
 * (client/app.tsx marks <html data-app-ready>). Page loads here wait for that, as a person waits
 * for a page to finish loading.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const ready = () =>
      page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
});

/** Checks where each link inside `scope`, found by its accessible name, goes. */
export async function expectLinks(
  scope: Page | Locator,
  links: [name: string | RegExp, href: string | RegExp][],
) {
  for (const [name, href] of links) {
    await expect(scope.getByRole('link', { name }), String(name)).toHaveAttribute('href', href);
  }
}

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
