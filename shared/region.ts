/**
 * Shop regions and which shop link a product button uses (product card, product page, region
 * choice). Pure, so that the rules are unit-tested.
 */
export const REGIONS = ['EUROPE', 'USA'] as const;
export type Region = (typeof REGIONS)[number];

export interface ShopLinks {
  eu_shop_link: string | null;
  usa_shop_link: string | null;
}

/**
 * Product detail: USA if the browser language contains "US" or the time zone starts with
 * "America/" or "US/"; otherwise EUROPE.
 */
export function detectRegion(browser: {
  language?: string | null;
  timeZone?: string | null;
}): Region {
  const language = browser.language ?? '';
  const timeZone = browser.timeZone ?? '';
  if (language.includes('US')) return 'USA';
  if (timeZone.startsWith('America/') || timeZone.startsWith('US/')) return 'USA';
  return 'EUROPE';
}

/** Home-page cards: the USA link when the browser language is en-US, otherwise the EU link. */
export function homeCardRegion(language: string | null | undefined): Region {
  return language === 'en-US' ? 'USA' : 'EUROPE';
}

/** The link of one region, or null when the product has none there. */
export function shopLinkForRegion(product: ShopLinks, region: Region): string | null {
  return (region === 'USA' ? product.usa_shop_link : product.eu_shop_link) || null;
}

/** Catalogue cards: the EU shop link, or else the USA link, or null. */
export function anyShopLink(product: ShopLinks): string | null {
  return product.eu_shop_link || product.usa_shop_link || null;
}

export interface RegionalPrices {
  /** Euro. */
  price: number | null;
  /** US dollars at the USA shop. */
  usa_price: number | null;
  usa_shop_link: string | null;
}

export interface ShownPrice {
  amount: number | null;
  currency: 'EUR' | 'USD';
}

/** The dollar price at the product's USA shop, or null when it has no shop or price there. */
export function usaPriceOf(product: RegionalPrices): number | null {
  return product.usa_shop_link ? product.usa_price : null;
}

/** Cards: the dollar price for shoppers in the USA where the product has one, else the euro price. */
export function cardPrice(product: RegionalPrices, region: Region): ShownPrice {
  const dollars = region === 'USA' ? usaPriceOf(product) : null;
  return dollars !== null
    ? { amount: dollars, currency: 'USD' }
    : { amount: product.price, currency: 'EUR' };
}
