/** What the catalogue's browser tests share: demo counts, tRPC calls, and held, failed or patched data. */
import type { APIRequestContext, Page } from '@playwright/test';
import { demoProducts, type DemoProduct } from '../server/seed/demo-products';
import { expect } from './fixtures';

/**
 * How many listed demo products match (those that meet the standard, the Clean badge): counts
 * follow the demo catalogue as it grows.
 */
export const demoCount = (keep: (product: DemoProduct) => boolean = () => true) =>
  demoProducts.filter((product) => product.toxicity_rating === 'clean' && keep(product)).length;
export const BESTSELLERS = demoCount((p) => p.is_bestseller);
export const PAGE_SIZE = 24;

export type Card = {
  id: number;
  name: string;
  eu_shop_link: string | null;
  usa_shop_link: string | null;
};

/** Calls a tRPC query the way the client does and returns its (superjson) data. */
export async function trpcQuery<T>(request: APIRequestContext, procedure: string, input?: unknown) {
  const encoded = encodeURIComponent(
    JSON.stringify(input === undefined ? {} : { 0: { json: input } }),
  );
  const response = await request.get(`/trpc/${procedure}?batch=1&input=${encoded}`);
  expect(response.ok()).toBe(true);
  const [item] = (await response.json()) as [
    { result: { data: { json: unknown; meta?: unknown } } },
  ];
  const { json, meta } = item.result.data;
  // The search arrives as ready JSON text (shared/json-text.ts).
  return (meta && typeof json === 'string' ? JSON.parse(json) : json) as T;
}

export async function productByName(request: APIRequestContext, name: string): Promise<Card> {
  const result = await trpcQuery<{ items: Card[] }>(request, 'catalog.search', { q: name });
  const card = result.items.find((item) => item.name === name);
  expect(card, name).toBeTruthy();
  return card!;
}

/** Makes every /trpc request that includes one of the procedures fail (network error). */
export async function failProcedures(page: Page, procedures: string[]) {
  await page.route(/\/trpc\//, (route) => {
    const names = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    return names.some((name) => procedures.includes(name)) ? route.abort() : route.fallback();
  });
}

/**
 * Goes to a page the way an in-app link does (the router reacts as to the browser's Forward
 * button): its data then comes from /trpc, where these tests hold, fail or patch it, instead of
 * with the server-rendered page. Starts from a page that loads no catalogue data.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/privacy');
  await page.evaluate((to) => {
    const index = Number(history.state?.__TSR_index ?? 0) + 1;
    history.pushState({ ...history.state, __TSR_index: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page).toHaveURL(path);
}

/** Holds back every /trpc request that includes one of the procedures until released. */
export async function holdProcedures(page: Page, procedures: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/trpc\//, async (route) => {
    const names = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    if (!names.some((name) => procedures.includes(name))) return route.fallback();
    await released;
    return route.fallback();
  });
  return release;
}

/** Replaces the data of some procedures in every batch that carries them. */
export async function patchProcedures(page: Page, patches: Record<string, unknown>) {
  await page.route(/\/trpc\//, async (route) => {
    const names = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    if (!names.some((name) => name in patches)) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as unknown[];
    names.forEach((name, index) => {
      if (name in patches) body[index] = { result: { data: { json: patches[name] } } };
    });
    await route.fulfill({ response, json: body });
  });
}

export const cards = (page: Page) => page.getByTestId('product-card');

/** A category's chip on the catalogue's Categories bar (its name, then its count). */
export const categoryChip = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

/** Opens the review form on the product page that is showing, fills it in and sends it. */
export async function writeReview(
  page: Page,
  review: { stars: number; text: string; name: string },
) {
  await page.getByText('WRITE A REVIEW', { exact: true }).click();
  // The radio buttons are drawn as stars: a tap lands on the star, which is the radio's label.
  const stars = page.getByRole('radio', { name: `${review.stars} stars` });
  await page.locator('label', { has: stars }).click();
  await expect(stars).toBeChecked();
  await page.getByRole('textbox', { name: 'Your experience' }).fill(review.text);
  await page.getByLabel('Display name', { exact: true }).fill(review.name);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
}
