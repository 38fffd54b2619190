import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_LIST_PARAM_LENGTH, packList } from '../../shared/checker-link';
import { SSR_STATE_ID } from '../../shared/ssr';
import { createSeededDeps } from '../test/seeded';
import { startTestServer, type TestServer } from '../test/http';
import type { AppDeps } from '../trpc/context';
import type { Request } from 'express';
import { sessionCookieName } from './cookies';
import { createServerRenderer, fillShell, isServerRendered, normalisedPageUrl } from './ssr';
import { createSession } from '../auth/sessions';
import { addTestStaff } from '../test/staff';

/** Per request: React renders of a page (react-dom/server and react-dom/static), post reads. */
const counts = vi.hoisted(() => ({ renders: 0, postReads: 0 }));
const counting = vi.hoisted(
  () =>
    <A extends unknown[], R>(key: 'renders' | 'postReads', run: (...args: A) => R) =>
    (...args: A): R => {
      counts[key] += 1;
      return run(...args);
    },
);
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/server')>();
  return { ...actual, renderToString: counting('renders', actual.renderToString) };
});
vi.mock('react-dom/static', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/static')>();
  return { ...actual, prerenderToNodeStream: counting('renders', actual.prerenderToNodeStream) };
});
vi.mock('../blog/posts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../blog/posts')>();
  return { ...actual, readPublishedPost: counting('postReads', actual.readPublishedPost) };
});

/**
 * Every server-rendered page, and the catalogue with filters (by the time they are counted, an
 * earlier test has loaded the post's Markdown chunk).
 */
const RENDERED_PAGES = [
  '/',
  '/clean-products',
  '/clean-products?category=Skincare&q=rose',
  '/bestsellers',
  '/brands',
  '/product/1',
  '/clear-reasons',
  '/blog/parabens-plainly-explained',
  '/standard',
  '/ingredient-checker',
  '/sitemap',
  '/privacy',
  '/contact',
  '/faq',
  '/customer-service',
  '/insider',
  '/gifts',
];

let server: TestServer;
let deps: AppDeps;

beforeAll(async () => {
  deps = await createSeededDeps();
  const renderer = createServerRenderer(deps, () => import('../../client/entry-server'));
  server = await startTestServer(deps, renderer);
}, 60_000);
afterAll(() => server.close());

async function page(path: string) {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const root =
    /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="application\/json"|<\/body>)/.exec(
      html,
    )?.[1];
  const stateText = new RegExp(
    `<script type="application/json" id="${SSR_STATE_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return { res, html, root: root ?? '', state: stateText ? superjson.parse(stateText) : null };
}

describe('server rendering', () => {
  it('sends the home page as HTML with the data it was rendered from', async () => {
    const { res, root, state } = await page('/');
    expect(res.status).toBe(200);
    expect(root).toContain('Beautiful non-toxic products, that are just right for you.');
    expect(root).toContain('offers you exactly what we were missing ourselves:');
    const queries = (state as { queries: { queryKey: unknown[] }[] }).queries;
    expect(queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining([
        ['catalog', 'homeHero'],
        ['catalog', 'homeBestsellers'],
      ]),
    );
  });

  it('renders a product, the catalogue with its filters from the URL, and a post', async () => {
    const product = await page('/product/1');
    expect(product.root).toContain('Rosehip Face Oil');
    const catalogue = await page('/clean-products?category=Skincare');
    expect(catalogue.root).toContain('data-testid="product-grid"');
    expect(catalogue.root).toContain('Rosehip Face Oil');
    expect(catalogue.root).not.toContain('Hemp Wide-Leg Trousers');
    const post = await page('/blog/parabens-plainly-explained');
    expect(post.root).toContain('Parabens, plainly explained');
  });

  it('answers every footer link with a rendered page of its own', async () => {
    const { FOOTER_COLUMNS } = await import('../../client/components/layout/site-links');
    const links = FOOTER_COLUMNS.flatMap((column) => column.links);
    expect(links.map((link) => link.label)).toHaveLength(12);
    for (const link of links) {
      const query = link.search ? `?${new URLSearchParams(link.search).toString()}` : '';
      const { res, root } = await page(`${link.to}${query}`);
      expect(res.status, link.label).toBe(200);
      // The assistant lives in the browser (its content is this browser's); e2e/routes.ts checks it.
      if (!isServerRendered(link.to)) continue;
      expect(root, link.label).toMatch(/<h1[^>]*>/);
      expect(root.replace(/<[^>]+>/g, ' ').length, link.label).toBeGreaterThan(500);
    }
    const gifts = await page('/gifts');
    // The gift guide is computed: clean products, best rated first, in three budgets.
    expect(gifts.root).toContain('Under €25');
    expect(gifts.root.replaceAll('<!-- -->', '')).toMatch(/\d+ clean products, best rated first/);
    expect(gifts.root).toContain('data-testid="product-card"');
  });

  it('answers every link of the sitemap page with a page of its own', async () => {
    const { SITEMAP_SECTIONS } = await import('../../client/components/layout/site-links');
    const links = SITEMAP_SECTIONS.flatMap((section) => section.links);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const { res } = await page(link.to);
      expect(res.status, link.label).toBe(200);
    }
    const sitemap = await page('/sitemap');
    for (const label of ['Clear Reasons (blog)', 'Your wishlist', 'Categories', 'Skincare']) {
      expect(sitemap.root, label).toContain(`>${label}<`);
    }
  });

  it('leaves staff, personal and missing pages to the browser', async () => {
    for (const path of ['/admin', '/admin/posts', '/personal-assistant', '/wishlist']) {
      const { res, root, state } = await page(path);
      expect(res.status, path).toBe(200);
      expect(root, path).toBe('');
      expect(state, path).toBeNull();
    }
    const missing = await page('/product/999999');
    expect(missing.res.status).toBe(404);
    expect(missing.root).toBe('');
    expect(isServerRendered('/admin/login')).toBe(false);
  });

  it('renders each page once per request, and reads a post once', async () => {
    const fresh = await startTestServer(
      deps,
      createServerRenderer(deps, () => import('../../client/entry-server')),
    );
    const perPage: Record<string, number> = {};
    try {
      for (const path of RENDERED_PAGES) {
        counts.renders = 0;
        counts.postReads = 0;
        const res = await fetch(`${fresh.url}${path}`);
        expect(await res.text(), path).not.toContain('<div id="root"></div>');
        perPage[path] = counts.renders;
        if (path.startsWith('/blog/')) expect(counts.postReads, path).toBe(1);
      }
    } finally {
      await fresh.close();
    }
    // Before the loaders awaited their data: 2 for Clear Reasons, privacy and contact.
    expect(perPage).toEqual(Object.fromEntries(RENDERED_PAGES.map((path) => [path, 1])));
  });

  it("puts a route's head() title into the HTML it sends", async () => {
    const { html } = await page('/standard');
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      `<title>The ${deps.env.SITE_NAME} standard · ${deps.env.SITE_NAME}</title>`,
    );
  });

  it('escapes data so that no product text can end the state script', async () => {
    await deps.db
      .updateTable('products')
      .set({ description: 'Tricky </script><script>alert(1)</script> text' })
      .where('id', '=', 2)
      .execute();
    const { html, state } = await page('/product/2');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.stringify(state)).toContain('</script><script>alert(1)</script>');
  });

  it('shares a shopper render for a few seconds; staff get their own; forget drops it', async () => {
    let loads = 0;
    const renderer = createServerRenderer(deps, () => {
      loads += 1;
      return import('../../client/entry-server');
    });
    const request = (cookie?: string, url = '/brands') =>
      ({
        method: 'GET',
        path: url.split('?')[0],
        originalUrl: url,
        ip: '127.0.0.1',
        secure: false,
        headers: cookie ? { cookie } : {},
      }) as unknown as Request;
    const cookieName = sessionCookieName(deps.env, request());
    const first = await renderer(request(), 'a');
    expect(await renderer(request(), 'b')).toBe(first);
    expect(loads).toBe(1);
    // A made-up session cookie or query string is still a shopper's request for the same page.
    expect(await renderer(request(`${cookieName}=forged-token`), 'c')).toBe(first);
    expect(await renderer(request(undefined, '/brands?utm_source=x&nonce=123'), 'c')).toBe(first);
    expect(loads).toBe(1);
    // A real staff session gets its own render.
    const staff = await addTestStaff(deps.db, 'editor', 'ssr-editor@puur.test');
    const { token } = await createSession(deps.db, staff.id);
    await renderer(request(`${cookieName}=${token}`), 'd');
    expect(loads).toBe(2);
    renderer.forget();
    expect(await renderer(request(), 'e')).not.toBe(first);
    expect(loads).toBe(3);
  });

  it('shares a catalogue render between URLs that ask for the same filters', async () => {
    expect(normalisedPageUrl('/clean-products', '?sort=price-asc&category=Skincare&junk=1')).toBe(
      normalisedPageUrl('/clean-products', '?category=Skincare&sort=price-asc'),
    );
    expect(normalisedPageUrl('/clean-products', '?category=Skincare')).not.toBe(
      normalisedPageUrl('/clean-products', '?category=Haircare'),
    );
    expect(normalisedPageUrl('/product/1', '?ref=newsletter')).toBe('/product/1');
  });

  it('drops the note for browser-only pages from a page the server rendered', () => {
    const shell =
      '<body>\n    <div id="root"></div>\n    <!--browser-only-->\n    <noscript><p>Needs JavaScript</p></noscript>\n    <!--/browser-only-->\n    <script></script></body>';
    const html = fillShell(shell, { html: '<main>Page</main>', state: '{}' } as Parameters<
      typeof fillShell
    >[1]);
    expect(html).toContain('<div id="root"><main>Page</main></div>');
    expect(html).not.toContain('Needs JavaScript');
    expect(html).toContain('<script></script>');
  });

  it("keeps a form's outcome (posted without JavaScript) in the URL a page renders for", () => {
    expect(normalisedPageUrl('/product/1', '?ref=x&newsletter=sent')).toBe(
      '/product/1?newsletter=sent',
    );
    expect(normalisedPageUrl('/clean-products', '?q=balm&newsletter=busy')).toBe(
      '/clean-products?q=balm&newsletter=busy',
    );
    expect(normalisedPageUrl('/', '?newsletter=<b>')).toBe('/');
  });

  it("renders the ingredient checker with a shared link's list, kept out of search engines", async () => {
    const text = 'Ingredients: Aqua, Glycérine, Parfum & <b>Linalool</b>';
    const list = packList(text)!;
    expect(normalisedPageUrl('/ingredient-checker', `?utm_source=x&list=${list}`)).toBe(
      `/ingredient-checker?list=${list}`,
    );
    expect(normalisedPageUrl('/ingredient-checker', '?utm_source=x')).toBe('/ingredient-checker');

    const shared = await page(`/ingredient-checker?list=${list}`);
    expect(shared.res.status).toBe(200);
    expect(shared.res.headers.get('x-robots-tag')).toBe('noindex');
    expect(shared.html.slice(0, shared.html.indexOf('</head>'))).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(shared.root).toContain('Ingredients: Aqua, Glycérine, Parfum &amp; &lt;b&gt;Linalool');
    expect(shared.root).toContain('Checking the ingredient list…');

    const plain = await page('/ingredient-checker');
    expect(plain.res.headers.get('x-robots-tag')).toBeNull();
    expect(plain.html).not.toContain('noindex');
    expect(plain.root).not.toContain('Checking the ingredient list');
  });

  it('answers a damaged or too long checker link with the page and a message, never an error', async () => {
    for (const [query, message] of [
      ['?list=zzzzzzzz', 'This shared link is damaged'],
      ['?list=%7B%22a%22%3A1%7D', 'This shared link is damaged'],
      ['?list=12', 'This shared link is damaged'],
      [`?list=${'A'.repeat(MAX_LIST_PARAM_LENGTH + 1)}`, 'This shared link is too long'],
    ] as const) {
      const { res, root, html } = await page(`/ingredient-checker${query}`);
      expect(res.status, query).toBe(200);
      expect(root, query).toContain(message);
      expect(root, query).not.toContain('Checking the ingredient list');
      expect(html, query).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('falls back to the app shell when rendering fails', async () => {
    const warn = vi.spyOn(deps.logger, 'warn');
    const failing = createServerRenderer(deps, () => Promise.reject(new Error('broken bundle')));
    const fallback = await startTestServer(deps, failing);
    try {
      const res = await fetch(`${fallback.url}/clean-products`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      await fallback.close();
    }
  });
});
