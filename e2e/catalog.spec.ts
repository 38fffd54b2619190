/**
 * The catalogue screens against the built server with the demo catalogue:
 * home sections, the region's shop links and the product card rules; clean-products.spec.ts and
 * catalog-pages.spec.ts have the other pages.
 */
import {
  type Card,
  trpcQuery,
  productByName,
  failProcedures,
  openInApp,
  holdProcedures,
  cards,
} from './catalog-helpers';
import { expect, expectLinks, test } from './fixtures';

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
