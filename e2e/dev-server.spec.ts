/**
 * `npm run dev` must work as well as the production build: the development server loads the app
 * through Vite's module graph (a second copy of shared modules), which once broke the catalogue.
 * This spec starts the real `npm run dev` on a temporary database, renders every public route and
 * the admin sign-in on its server, and opens one page of each kind in the browser, with no error on
 * the page or in the console.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from './routes';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 40;
const BASE = `http://127.0.0.1:${PORT}`;
// Vite optimises the client's dependencies on the first page load: minutes on a cold, busy machine.
const WARM_UP_MS = 240_000;

test.describe.configure({ mode: 'serial', timeout: WARM_UP_MS + 60_000 });

let server: ChildProcess | undefined;
let output = '';
/**
 * One browser context for every route, as a developer keeps one browser open: Vite serves each
 * source file as its own module, and a fresh context per route fetched hundreds of them again
 * every time (about 20 s a route on a 2-core machine).
 */
let context: BrowserContext | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(WARM_UP_MS + 60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-dev-'));
  server = spawn('npm', ['run', 'dev', '--silent'], {
    detached: true, // its own process group, so that tsx watch and its child stop together
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_PATH: path.join(dataDir, 'puur.db'),
      SITE_URL: BASE,
      LOG_LEVEL: 'warn',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth();
  // The first load makes Vite optimise dependencies and may reload the page once: wait it out.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BASE}/clean-products`, { timeout: WARM_UP_MS });
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: WARM_UP_MS });
  await page.goto(`${BASE}/admin/login`, { timeout: WARM_UP_MS });
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: WARM_UP_MS });
  await page.close();
});

test.afterAll(async () => {
  await context?.close();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + WARM_UP_MS;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    const healthy = await fetch(`${BASE}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm run dev did not answer /healthz:\n${output}`);
}

async function openPage(): Promise<Page> {
  if (!context) throw new Error('the development server did not start');
  return context.newPage();
}

/** Opens a route and returns every error the page and its console reported. */
async function errorsOn(page: Page, route: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const response = await page.goto(`${BASE}${route}`);
  expect(response?.status(), route).toBeLessThan(500);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 60_000 });
  const body = await page.locator('body').innerText();
  if (body.includes('Something went wrong')) errors.push(`on the page: ${body.slice(0, 300)}`);
  // A page meant to be "not found" answers 404; the browser and the 404 page log that 404.
  const notFoundPage = response?.status() === 404;
  return errors.filter((error) => !(notFoundPage && /\b404\b/.test(error)));
}

const ROUTES = [
  ...PUBLIC_ROUTES.filter((route) => !route.staff),
  { path: '/admin/login', texts: ['Sign in'] },
];

/**
 * The pages opened in the browser: one of each kind of page (its own data, forms or client-only
 * parts). The plain content pages share their parts with the FAQ, and a query string only changes
 * data; each page opened costs 10–20 s on a 2-core machine, so the rest are checked as the server
 * renders them.
 */
const IN_BROWSER = new Set([
  '/personal-assistant',
  '/brands',
  '/clear-reasons',
  '/blog/parabens-plainly-explained',
  '/ingredient-checker',
  '/compare?ids=1,2,3',
  '/wishlist',
  '/faq',
  '/admin/login',
]);
/** Opened at phone width, where later parts hydrate on the way down. */
const AT_PHONE_WIDTH = ['/', '/clean-products', '/product/1'];

test('npm run dev renders every route on the server with no error', async () => {
  for (const route of ROUTES) {
    const response = await fetch(`${BASE}${route.path}`);
    const html = await response.text();
    expect(response.status, route.path).toBeLessThan(500);
    expect(html, route.path).not.toContain('Something went wrong');
    expect(html, route.path).toContain('</html>');
  }
});

for (const route of ROUTES.filter((route) => IN_BROWSER.has(route.path))) {
  test(`npm run dev serves ${route.path} with no error`, async () => {
    const page = await openPage();
    const errors = await errorsOn(page, route.path);
    expect(errors, route.path).toEqual([]);
    await expectTexts(page, route);
    await page.close();
  });
}

// On a phone the hidden filter panel keeps the server's HTML and later parts hydrate on the way
// down (docs/decisions/0018): development React checks both more strictly than production.
for (const route of ROUTES.filter((route) => AT_PHONE_WIDTH.includes(route.path))) {
  test(`npm run dev at phone width: ${route.path} hydrates its later parts with no error`, async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 390, height: 800 });
    const errors = await errorsOn(page, route.path);
    await expectTexts(page, route);
    for (let step = 0; step < 12; step++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(errors, route.path).toEqual([]);
    await page.close();
  });
}

async function expectTexts(page: Page, route: (typeof ROUTES)[number]) {
  for (const text of route.texts) {
    await expect(
      page.getByText(text).filter({ visible: true }).first(),
      `${route.path}: ${String(text)}`,
    ).toBeVisible();
  }
}

test('npm run dev builds the search index in its worker thread', () => {
  // By now the catalogue has been searched; a worker that could not start leaves this warning.
  expect(output).not.toContain('its worker failed');
});
