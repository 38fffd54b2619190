/**
 * The catalogue screens against the built server with the demo catalogue:
 * home sections, product card rules, /clean-products (filters, counts, sort, paging, URL round
 * trip), /bestsellers, /brands and /product/{id}, with every loading, empty and error text.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { demoProducts } from '../server/seed/demo-products';
import type { DemoProduct } from '../server/seed/demo-products';
import { expect, expectLinks, test } from './fixtures';

/**
 * How many listed demo products match (those that meet the standard, the Clean badge): counts
 * follow the demo catalogue as it grows.
 */
const demoCount = (keep: (product: DemoProduct) => boolean = () => true) =>
  demoProducts.filter((product) => product.toxicity_rating === 'clean' && keep(product)).length;
const BESTSELLERS = demoCount((p) => p.is_bestseller);
const PAGE_SIZE = 24;

type Card = {
  id: number;
  name: string;
  eu_shop_link: string | null;
  usa_shop_link: string | null;
};

/** Calls a tRPC query the way the client does and returns its (superjson) data. */
async function trpcQuery<T>(request: APIRequestContext, procedure: string, input?: unknown) {
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

async function productByName(request: APIRequestContext, name: string): Promise<Card> {
  const result = await trpcQuery<{ items: Card[] }>(request, 'catalog.search', { q: name });
  const card = result.items.find((item) => item.name === name);
  expect(card, name).toBeTruthy();
  return card!;
}

/** Makes every /trpc request that includes one of the procedures fail (network error). */
async function failProcedures(page: Page, procedures: string[]) {
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
async function openInApp(page: Page, path: string) {
  await page.goto('/privacy');
  await page.evaluate((to) => {
    const index = Number(history.state?.__TSR_index ?? 0) + 1;
    history.pushState({ ...history.state, __TSR_index: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page).toHaveURL(path);
}

/** Holds back every /trpc request that includes one of the procedures until released. */
async function holdProcedures(page: Page, procedures: string[]) {
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
async function patchProcedures(page: Page, patches: Record<string, unknown>) {
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

const cards = (page: Page) => page.getByTestId('product-card');

test.describe('home page', () => {
  test('shows the catalogue sections in order with their links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What do you need?' })).toBeVisible();
    const headings = await page.locator('main h2').allTextContents();
    const order = [
      'CLEAN PRODUCTS',
      'One small switch, every week',
      'What do you need?',
      'WHY PUUR?',
      'OUR BESTSELLERS',
      'Simple insights for you and your family',
      'Trust the power of nature.',
      'FOLLOW US',
    ].map((text) => headings.findIndex((h) => h.trim() === text));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const chips = page.getByRole('navigation', { name: 'Product categories' }).getByRole('link');
    await expect(chips).toHaveText([
      'All products',
      'Skincare',
      'Haircare',
      'Home cleaners',
      'Make-up',
      'Baby & Kids',
      'Laundry',
      'Decoration',
      'Fashion',
    ]);
    await expect(chips.nth(5)).toHaveAttribute('href', '/clean-products?category=Baby+%26+Kids');
    await expect(page.getByTestId('hero-products').getByTestId('product-card')).toHaveCount(3);
    await expect(page.getByTestId('home-bestsellers').getByTestId('product-card')).toHaveCount(3);
    await expectLinks(page, [
      ['SHOP BESTSELLERS', '/bestsellers'],
      ['READ MORE ARTICLES', '/clear-reasons'],
      [/^READ MORE\s*: /, /^\/blog\//],
      ['GO TO BRANDS', '/brands'],
      ['TRY OUR AI ASSISTANT', '/personal-assistant'],
    ]);
    await expect(page.getByTestId('swap-product').getByTestId('product-card')).toHaveCount(1);

    // A card click opens the product.
    const first = page.getByTestId('hero-products').getByTestId('product-card').first();
    // textContent: the section is drawn only near the screen (offscreen-section), and innerText
    // reads layout, so it is empty until then.
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('shows three skeleton cards while loading, then the error texts', async ({ page }) => {
    const release = await holdProcedures(page, ['catalog.homeHero']);
    await openInApp(page, '/');
    await expect(
      page.getByTestId('hero-products').getByTestId('product-card-skeleton'),
    ).toHaveCount(3);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release();
    await failProcedures(page, ['catalog.homeHero', 'catalog.homeBestsellers']);
    await openInApp(page, '/');
    await expect(page.getByText('Failed to load products. Please try again later.')).toBeVisible();
    await expect(
      page.getByText('Failed to load bestseller products. Please try again later.'),
    ).toBeVisible();
  });
});

for (const browser of [
  { locale: 'en-US', timezoneId: 'America/New_York', region: 'USA' },
  { locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', region: 'EUROPE' },
] as const) {
  test.describe(`region for ${browser.locale} in ${browser.timezoneId}`, () => {
    test.use({ locale: browser.locale, timezoneId: browser.timezoneId });

    test('home cards link to the region’s shop or say COMING SOON IN YOUR REGION', async ({
      page,
      request,
    }) => {
      const hero = await trpcQuery<Card[]>(request, 'catalog.homeHero');
      await page.goto('/');
      // The cards hydrate, and guess the region, when the shopper comes near them.
      await page.getByTestId('hero-products').scrollIntoViewIfNeeded();
      const shown = page.getByTestId('hero-products').getByTestId('product-card');
      await expect(shown).toHaveCount(hero.length);
      for (const [index, product] of hero.entries()) {
        const link = browser.region === 'USA' ? product.usa_shop_link : product.eu_shop_link;
        const card = shown.nth(index);
        if (link) {
          await expect(card.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', link);
        } else {
          await expect(
            card.getByRole('button', { name: 'COMING SOON IN YOUR REGION' }),
          ).toBeDisabled();
        }
      }
    });

    test('cards show dollars to shoppers in the USA where there is a USA price; the product page shows both', async ({
      page,
    }) => {
      const usa = browser.region === 'USA';
      await page.goto(`/clean-products?q=${encodeURIComponent('Rosehip Face Oil')}`);
      const rosehip = cards(page).filter({ hasText: 'Rosehip Face Oil' });
      await expect(rosehip.locator('[data-currency]')).toHaveText(usa ? '$35.99' : '€32.50');

      // The page shows the euro price and the price at the USA shop in either region; the cards
      // of the brand's other products follow the region chosen on the page.
      await page.goto('/product/1');
      await expect(page.getByTestId('price')).toHaveText('€32.50');
      await expect(page.getByTestId('usa-price')).toHaveText('· $35.99 in the USA');
      const brand = page.getByRole('region', { name: 'Other products of Moss & Meadow' });
      const calendula = brand.getByTestId('product-card').filter({ hasText: 'Calendula' });
      const toner = brand.getByTestId('product-card').filter({ hasText: 'Witch Hazel Toner' });
      // The cards hydrate, and guess the region, when the shopper comes near them.
      await brand.scrollIntoViewIfNeeded();
      await expect(calendula.locator('[data-currency]')).toHaveText(usa ? '$21.99' : '€19.95');
      await expect(toner.locator('[data-currency]')).toHaveText('€17.50');
      await page.getByLabel('Ship my product to...').selectOption(usa ? 'EUROPE' : 'USA');
      await expect(calendula.locator('[data-currency]')).toHaveText(usa ? '€19.95' : '$21.99');
      await expect(toner.locator('[data-currency]')).toHaveText('€17.50');
    });

    test('the product page starts in the browser’s region and can be changed', async ({
      page,
      request,
    }) => {
      const usOnly = await productByName(request, 'Rosemary Scalp Oil');
      await page.goto(`/product/${usOnly.id}`);
      const select = page.getByLabel('Ship my product to...');
      await expect(select).toHaveValue(browser.region);
      const shop = page.getByRole('link', { name: 'SHOP NOW', exact: true });
      const soon = page.getByRole('button', { name: 'COMING SOON IN YOUR REGION' });
      if (browser.region === 'USA') {
        await expect(shop).toHaveAttribute('href', usOnly.usa_shop_link!);
        await expect(shop).toHaveAttribute('target', '_blank');
        await select.selectOption('EUROPE');
        await expect(soon).toBeDisabled();
      } else {
        await expect(soon).toBeDisabled();
        await select.selectOption('USA');
        await expect(shop).toHaveAttribute('href', usOnly.usa_shop_link!);
      }
    });
  });
}

test.describe('product card', () => {
  test('opens the EU link, else the USA link, else reads Coming Soon', async ({
    page,
    request,
  }) => {
    const cases = [
      ['Nettle & Witch Hazel Toner', 'eu'],
      ['Rosemary Scalp Oil', 'usa'],
      ['Amazonian Clay Mask', 'none'],
    ] as const;
    for (const [name, expected] of cases) {
      const product = await productByName(request, name);
      await page.goto(`/clean-products?q=${encodeURIComponent(name)}`);
      const card = cards(page).filter({ hasText: name });
      await expect(card).toHaveCount(1);
      if (expected === 'none') {
        await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
      } else {
        await expect(card.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
          'href',
          (expected === 'eu' ? product.eu_shop_link : product.usa_shop_link)!,
        );
      }
    }
    const card = cards(page).first();
    await expect(card.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    await expect(card.getByTestId('card-description')).toHaveCSS('-webkit-line-clamp', '2');
  });

  test('shows at most 2 feature badges, Clean and Natural badges, and falls back to the fallback image', async ({
    page,
  }) => {
    await page.route(/\/images\/products\/.*\.webp$/, (route) => route.abort());
    await page.goto('/clean-products?q=Rosehip+Face+Oil');
    const card = cards(page).filter({ hasText: 'Rosehip Face Oil' });
    await expect(card.getByTestId('feature-badge')).toHaveText(['Cold-pressed', 'Vegan']);
    await expect(card.getByText('Clean', { exact: true })).toBeVisible();
    await expect(card.getByText('Natural', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rosehip Face Oil' })).toHaveAttribute(
      'src',
      '/images/product-fallback.svg',
    );
  });
});

test.describe('clean products', () => {
  // A shopper in Europe: cards show the euro prices that the sort orders by (cards in the USA
  // show dollars where there are any; see the region tests above).
  test.use({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });

  test('lists the catalogue with chips, filter groups and counts', async ({ page }) => {
    await page.goto('/clean-products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CLEAN PRODUCTS');
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveAttribute(
      'placeholder',
      'Search',
    );
    const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('button');
    await expect(chips).toHaveCount(10);
    await expect(chips.first()).toHaveText('All products');
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('result-count')).toHaveText(`${demoCount()} products`);
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(
      PAGE_SIZE,
    );

    const panel = page.getByRole('complementary', { name: 'Filters' });
    const groups = panel.locator('section h3 button');
    await expect(groups).toHaveText([
      /^BESTSELLERS/,
      /^BRANDS/,
      /^PRODUCT TYPE/,
      /^PRICE/,
      /^FREE FROM/,
      /^NATURAL INGREDIENTS/,
      /^CERTIFICATIONS/,
      /^PACKAGING/,
      /^ORIGIN/,
      /^OWNERSHIP BRAND/,
      /^SKIN TYPE/,
      /^SENSITIVITY \/ ALLERGY/,
      /^OUR STANDARD/,
    ]);
    const expanded = await groups.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-expanded')),
    );
    expect(expanded).toEqual(['true', 'true', ...Array(10).fill('false'), 'true']);
    await expect(panel.getByLabel('Bestseller')).toBeVisible();
    await expect(panel.locator('label', { hasText: 'Bestseller' })).toContainText(
      String(BESTSELLERS),
    );

    // The brand list is searchable, case-insensitively.
    const brandSearch = panel.getByRole('searchbox', { name: 'Search brands' });
    await brandSearch.fill('MEADOW');
    await expect(panel.getByRole('list', { name: 'Brands' }).getByRole('checkbox')).toHaveCount(1);
    await expect(panel.getByLabel('Moss & Meadow')).toBeVisible();

    // Product types: only the types the list has, with their counts; the choice is in the URL.
    await panel.getByRole('button', { name: /^PRODUCT TYPE/ }).click();
    const types = panel.getByTestId('filter-group-productType');
    const moisturisers = demoCount((p) => p.product_type === 'moisturiser');
    await expect(types.locator('label', { hasText: 'Moisturiser' })).toContainText(
      String(moisturisers),
    );
    // Types without products are not offered (the demo has no toys).
    expect(demoCount((p) => p.product_type === 'toy')).toBe(0);
    await expect(types.getByLabel('Toy', { exact: true })).toHaveCount(0);
    await types.getByLabel('Moisturiser').check();
    await expect(page).toHaveURL(/type=Moisturiser/);
    await expect(page.getByTestId('result-count')).toHaveText(`${moisturisers} products`);
  });

  test('filters, counts disjunctively, sorts, pages and keeps it all in the URL', async ({
    page,
  }) => {
    // A long journey (eleven steps, a reload and two Backs): beside the screens spec on two
    // cores it took 31 s of the default 30 with every step passing.
    test.setTimeout(60_000);
    await page.goto('/clean-products');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const count = page.getByTestId('result-count');

    // A closed section draws no options; opened, it does.
    const certifications = panel.getByTestId('filter-group-certifications');
    await expect(certifications.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('button', { name: /^CERTIFICATIONS/ }).click();
    await expect(certifications.getByRole('checkbox')).not.toHaveCount(0);
    const bCorp = panel.locator('label', { hasText: 'B Corp' });
    const bCorpBefore = await bCorp.locator('span').last().innerText();
    await panel.getByLabel('Vegan').check();
    await expect(page).toHaveURL(/certification=Vegan/);
    const certified = (...names: string[]) =>
      demoCount((p) => p.certifications.some((c) => names.includes(c)));
    await expect(count).toHaveText(`${certified('Vegan')} products`);
    // Disjunctive: the other certification keeps its count after Vegan is chosen.
    await expect(bCorp.locator('span').last()).toHaveText(bCorpBefore);
    await panel.getByLabel('B Corp').check();
    await expect(count).toHaveText(`${certified('Vegan', 'B Corp')} products`);

    await page.getByRole('button', { name: 'Skincare' }).click();
    await expect(page).toHaveURL(/category=Skincare/);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByTestId('product-grid')).not.toHaveAttribute('aria-busy', 'true');
    // Text content, not innerText: cards off screen are not laid out (content-visibility), and
    // innerText reads the layout.
    const prices = await page
      .getByTestId('product-grid')
      .locator('p.font-medium')
      .allTextContents();
    const values = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const filtered = await count.innerText();

    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('oil');
    await expect(page).toHaveURL(/q=oil/);
    await expect(count).not.toHaveText(filtered);
    const searched = await count.innerText();

    // Refresh restores the whole state, with the section that holds the choices open.
    await page.reload();
    await expect(panel.getByRole('button', { name: /^CERTIFICATIONS/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('oil');
    await expect(panel.getByLabel('Vegan')).toBeChecked();
    await expect(panel.getByLabel('B Corp')).toBeChecked();
    await expect(page.getByRole('button', { name: /^Skincare/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect(count).toHaveText(searched);

    // Back undoes the last change (the search text was typed over the category and sort).
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('');
    await expect(count).toHaveText(filtered);
    await page.goBack();
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  });

  test('pages through the results with Back restoring the page', async ({ page }) => {
    await page.goto('/clean-products');
    const grid = page.getByTestId('product-grid');
    const firstOfPage1 = await grid.getByRole('heading').first().innerText();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(grid.getByRole('heading').first()).not.toHaveText(firstOfPage1);
    await page.getByRole('link', { name: 'Page 3' }).click();
    await expect(grid.getByTestId('product-card')).toHaveCount(
      Math.min(PAGE_SIZE, demoCount() - 2 * PAGE_SIZE),
    );
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await page.goBack();
    await expect(grid.getByRole('heading').first()).toHaveText(firstOfPage1);
  });

  test('reads category, brand and bestseller from the URL', async ({ page }) => {
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const count = page.getByTestId('result-count');
    await page.goto('/clean-products?category=Skincare');
    await expect(page.getByRole('button', { name: /^Skincare/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(count).toHaveText(`${demoCount((p) => p.category === 'Skincare')} products`);

    const moss = `${demoCount((p) => p.brand === 'Moss & Meadow')} products`;
    await page.goto('/clean-products?brand=Moss%20%26%20Meadow');
    await expect(panel.getByLabel('Moss & Meadow')).toBeChecked();
    await expect(count).toHaveText(moss);

    await page.goto('/clean-products?brand=moss');
    await expect(panel.getByLabel('Brands containing “moss”')).toBeChecked();
    await expect(count).toHaveText(
      `${demoCount((p) => p.brand.toLowerCase().includes('moss'))} products`,
    );

    await page.goto('/clean-products?bestseller=true');
    await expect(panel.getByLabel('Bestseller')).toBeChecked();
    await expect(count).toHaveText(`${BESTSELLERS} products`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('shows the loading, empty and error texts', async ({ page }) => {
    await page.goto('/clean-products?q=zzzz-nothing');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();

    const release = await holdProcedures(page, ['catalog.search']);
    await openInApp(page, '/clean-products?q=soap');
    await expect(page.getByText('Loading products...')).toBeVisible();
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await failProcedures(page, ['catalog.search']);
    await openInApp(page, '/clean-products?q=balm');
    await expect(page.getByText('Error loading products. Please try again later.')).toBeVisible();
  });

  test('opens the filters in a left drawer on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/clean-products');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByTestId('filters-toggle').click();
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Bestseller').check();
    await expect(page).toHaveURL(/bestseller=true/);
    await drawer.getByRole('button', { name: `Show ${BESTSELLERS} products` }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(
      Math.min(PAGE_SIZE, BESTSELLERS),
    );
  });
});

test.describe('bestsellers', () => {
  test('lists bestsellers only, with the chips without Kitchen', async ({ page }) => {
    await page.goto('/bestsellers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OUR BESTSELLERS');
    await expect(page.getByText(/our customers love most/)).toBeVisible();
    const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('button');
    await expect(chips).toHaveCount(9);
    await expect(chips.filter({ hasText: 'Kitchen' })).toHaveCount(0);
    await expect(page.getByTestId('result-count')).toHaveText(`${BESTSELLERS} products`);
    const bestseller = page
      .getByRole('complementary', { name: 'Filters' })
      .getByLabel('Bestseller');
    await expect(bestseller).toBeChecked();
    await expect(bestseller).toBeDisabled();
  });
});

test.describe('product page', () => {
  test('shows the product, its reviews and the brand’s other products', async ({ page }) => {
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rosehip Face Oil');
    await expect(page.getByTestId('brand-badge')).toHaveText('Moss & Meadow');
    await expect(page.getByTestId('features-line')).toHaveText('Cold-pressed · Vegan · Refillable');
    await expect(page.getByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveAttribute(
      'data-filled',
      '4',
    );
    await expect(page.getByTestId('review-count')).toHaveText('4.8 · 1,864 reviews');
    await expect(page.getByTestId('price')).toHaveText('€32.50');
    await expect(page.getByRole('heading', { name: 'PROS & CONS' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CLIENTS SAY..' })).toBeVisible();
    await expect(page.getByTestId('quote')).toHaveCount(3);

    await expect(page.getByRole('heading', { name: 'SHARE YOUR EXPERIENCE' })).toBeVisible();
    await page.getByText('WRITE A REVIEW', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();

    await expect(page.getByRole('heading', { name: 'OTHER PRODUCTS OF THE BRAND' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/clean-products?brand=Moss+%26+Meadow',
    );
    const others = page.getByRole('region', { name: 'Other products of Moss & Meadow' });
    await expect(others.getByTestId('product-card')).toHaveCount(4);
    await expect(others.getByText('Rosehip Face Oil')).toHaveCount(0);
  });

  test('renders the ingredient analysis, or says there is none', async ({ page }) => {
    const rows = [
      {
        id: 1,
        ingredient_name: 'Aqua',
        safety_rating: 'no-concern',
        explanation: 'Water.',
        sources: [],
        created_at: '2026-01-01T00:00:00.000Z',
      },
      {
        id: 2,
        ingredient_name: 'Glycerin',
        safety_rating: 'no-concern',
        explanation: 'Humectant.',
        sources: [],
        created_at: '2026-01-01T00:00:00.000Z',
      },
      {
        id: 3,
        ingredient_name: 'Parfum',
        safety_rating: 'high-concern',
        explanation: 'Undisclosed mix.',
        sources: [],
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ];
    await patchProcedures(page, { 'catalog.ingredients': rows });
    await openInApp(page, '/product/2');
    const section = page.getByTestId('ingredient-section');
    await expect(section.getByTestId('safety-bar-no-concern')).toContainText('2/3');
    await expect(section.getByTestId('safety-bar-low-to-moderate-concern')).toContainText('0/3');
    await expect(section.getByTestId('safety-bar-high-concern')).toContainText('1/3');
    await expect(section.getByTestId('ingredient')).toHaveCount(3);
    await expect(section.getByTestId('ingredient').nth(2)).toContainText('Parfum');
    await expect(section.getByTestId('ingredient').nth(2)).toContainText('High concern');
    await expect(section.getByTestId('ingredient').nth(2)).toContainText('Undisclosed mix.');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await patchProcedures(page, { 'catalog.ingredients': [] });
    await openInApp(page, '/product/3');
    await expect(page.getByText('No ingredient analysis available yet.')).toBeVisible();
  });

  test('shows the loading and failure texts', async ({ page }) => {
    const release = await holdProcedures(page, ['catalog.byId']);
    await openInApp(page, '/product/4');
    await expect(page.getByText('Loading product...')).toBeVisible();
    release();
    await page.goto('/product/999999');
    await expect(page.getByText('Product not found or error loading product.')).toBeVisible();
    await page.goto('/product/not-a-number');
    await expect(page.getByText('Product not found or error loading product.')).toBeVisible();
  });
});

test.describe('brands page', () => {
  test('shows hero brands and all brands A–Z with counts', async ({ page }) => {
    await page.goto('/brands');
    const hero = page.getByTestId('hero-brand');
    const heroCount = await hero.count();
    expect(heroCount).toBeGreaterThan(0);
    expect(heroCount).toBeLessThanOrEqual(6);
    await expect(hero.first()).toHaveAttribute('href', /^\/clean-products\?brand=/);
    await expect(page.getByRole('heading', { name: 'All Brands' })).toBeVisible();
    const names = await page
      .getByTestId('all-brands')
      .locator('li span:first-child')
      .allInnerTexts();
    // Brands of listed products only: a brand whose products all fall short is not browsed.
    const listedBrands = demoProducts
      .filter((p) => p.toxicity_rating === 'clean')
      .map((p) => p.brand);
    expect(names).toHaveLength(new Set(listedBrands).size);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const moss = page.getByTestId('all-brands').getByRole('link', { name: /Moss & Meadow/ });
    const mossCount = `${demoCount((p) => p.brand === 'Moss & Meadow')} products`;
    await expect(moss).toContainText(mossCount);
    await moss.click();
    await expect(page).toHaveURL(/\/clean-products\?brand=Moss/);
    await expect(page.getByTestId('result-count')).toHaveText(mossCount);
  });

  test('shows six placeholders without hero brands, and the texts on failure', async ({ page }) => {
    await patchProcedures(page, { 'catalog.heroBrands': [] });
    await openInApp(page, '/brands');
    await expect(page.getByTestId('hero-brand')).toHaveCount(6);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failProcedures(page, ['catalog.heroBrands', 'catalog.brands']);
    await openInApp(page, '/brands');
    await expect(page.getByText('No hero brands found.')).toBeVisible();
    await expect(page.getByText('No brands found.')).toBeVisible();
  });
});
