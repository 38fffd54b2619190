import { describe, expect, it } from 'vitest';
import {
  anyShopLink,
  cardPrice,
  detectRegion,
  homeCardRegion,
  shopLinkForRegion,
  usaPriceOf,
} from './region';

describe('detectRegion (product detail)', () => {
  it('picks USA when the browser language contains US', () => {
    expect(detectRegion({ language: 'en-US', timeZone: 'Europe/Amsterdam' })).toBe('USA');
    expect(detectRegion({ language: 'es-US', timeZone: 'UTC' })).toBe('USA');
  });

  it('picks USA when the time zone starts with America/ or US/', () => {
    expect(detectRegion({ language: 'nl-NL', timeZone: 'America/New_York' })).toBe('USA');
    expect(detectRegion({ language: 'fr-CA', timeZone: 'America/Toronto' })).toBe('USA');
    expect(detectRegion({ language: 'en', timeZone: 'US/Pacific' })).toBe('USA');
  });

  it('picks EUROPE otherwise', () => {
    expect(detectRegion({ language: 'nl-NL', timeZone: 'Europe/Amsterdam' })).toBe('EUROPE');
    expect(detectRegion({ language: 'en-GB', timeZone: 'Europe/London' })).toBe('EUROPE');
    // "us" in lower case is not the US region code; Australia is not America.
    expect(detectRegion({ language: 'en-us-x', timeZone: 'Australia/Sydney' })).toBe('EUROPE');
    expect(detectRegion({})).toBe('EUROPE');
  });
});

describe('shop links', () => {
  const both = { eu_shop_link: 'https://eu.example/p', usa_shop_link: 'https://us.example/p' };
  const euOnly = { eu_shop_link: 'https://eu.example/p', usa_shop_link: null };
  const usOnly = { eu_shop_link: null, usa_shop_link: 'https://us.example/p' };
  const none = { eu_shop_link: null, usa_shop_link: null };

  it('home cards use the USA link only for en-US', () => {
    expect(homeCardRegion('en-US')).toBe('USA');
    expect(homeCardRegion('en-GB')).toBe('EUROPE');
    expect(homeCardRegion('nl-NL')).toBe('EUROPE');
    expect(shopLinkForRegion(usOnly, homeCardRegion('nl-NL'))).toBeNull();
    expect(shopLinkForRegion(usOnly, homeCardRegion('en-US'))).toBe(usOnly.usa_shop_link);
  });

  it('a region has its own link or none', () => {
    expect(shopLinkForRegion(both, 'EUROPE')).toBe(both.eu_shop_link);
    expect(shopLinkForRegion(both, 'USA')).toBe(both.usa_shop_link);
    expect(shopLinkForRegion(euOnly, 'USA')).toBeNull();
    expect(shopLinkForRegion({ eu_shop_link: '', usa_shop_link: null }, 'EUROPE')).toBeNull();
  });

  it('catalogue cards use the EU link, else the USA link, else none', () => {
    expect(anyShopLink(both)).toBe(both.eu_shop_link);
    expect(anyShopLink(usOnly)).toBe(usOnly.usa_shop_link);
    expect(anyShopLink(none)).toBeNull();
  });
});

describe('prices by region', () => {
  const usaShop = 'https://us.example/p';
  const both = { price: 24, usa_price: 26.99, usa_shop_link: usaShop };
  const euroOnly = { price: 24, usa_price: null, usa_shop_link: usaShop };
  const noShop = { price: 24, usa_price: 26.99, usa_shop_link: null };

  it('offers the USA price only with a USA shop', () => {
    expect(usaPriceOf(both)).toBe(26.99);
    expect(usaPriceOf(euroOnly)).toBeNull();
    expect(usaPriceOf(noShop)).toBeNull();
  });

  it('shows shoppers in the USA dollars where there are any, everyone else euro', () => {
    expect(cardPrice(both, 'USA')).toEqual({ amount: 26.99, currency: 'USD' });
    expect(cardPrice(both, 'EUROPE')).toEqual({ amount: 24, currency: 'EUR' });
    expect(cardPrice(euroOnly, 'USA')).toEqual({ amount: 24, currency: 'EUR' });
    expect(cardPrice(noShop, 'USA')).toEqual({ amount: 24, currency: 'EUR' });
    expect(cardPrice({ ...euroOnly, price: null }, 'USA')).toEqual({
      amount: null,
      currency: 'EUR',
    });
  });
});
