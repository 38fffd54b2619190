/**
 * What `npm run bench` asks the server: the HTTP cases (fixed searches, searches that miss the
 * caches, reads, server-rendered pages and the two ceilings it is judged against) and the
 * generators of varied requests.
 */
import {
  CERTIFICATIONS,
  CATEGORIES,
  FREE_FROM_LABELS,
  ORIGIN_REGIONS,
  PRICE_RANGE_LABELS,
  PRODUCT_TYPE_LABELS,
  SKIN_TYPES,
} from '../shared/catalog';
import { SORTS, type CatalogQueryInput } from '../shared/catalog-search';
import { AVOID_GROUP_IDS } from '../shared/avoid-list';
import { distinctSearchTexts } from './synthetic';

export interface Case {
  name: string;
  kind: 'search' | 'read' | 'page' | 'ceiling';
  path: string;
  /** A different request each time (defeats the result cache). */
  varied?: () => string;
}

export const trpc = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}?batch=1&input=${encodeURIComponent(
    JSON.stringify(input === undefined ? {} : { 0: { json: input } }),
  )}`;
export const search = (input: CatalogQueryInput) => trpc('catalog.search', input);

/** Each request a text no earlier request used (5,000 of them, then they repeat). */
export function distinctTextQuery(products: number): () => string {
  const texts = distinctSearchTexts(5000, products);
  let next = 0;
  return () => search({ q: texts[next++ % texts.length]! });
}

const r = (n: number) => Math.floor(Math.random() * n);
const some = (list: readonly string[], share = 0.3) => list.filter(() => Math.random() < share);

/** A filter state of the older groups and of product type, price and FREE FROM. */
export function randomQuery(): string {
  const input: CatalogQueryInput = {
    ...(r(2) ? { category: CATEGORIES[r(CATEGORIES.length)] } : {}),
    filters: {
      certifications: some(CERTIFICATIONS) as never,
      originRegion: some(ORIGIN_REGIONS) as never,
      skinType: some(SKIN_TYPES) as never,
      ...(r(2) ? { productType: some(PRODUCT_TYPE_LABELS, 0.05) } : {}),
      ...(r(2) ? { price: some(PRICE_RANGE_LABELS) } : {}),
      ...(r(2) ? { freeFrom: some(FREE_FROM_LABELS, 0.15) } : {}),
    },
    sort: SORTS[r(SORTS.length)],
    page: 1 + r(5),
  };
  return search(input);
}

/**
 * A shopper's fit: a product type, FREE FROM families, a skin type, a price range and the avoid
 * list hiding what it names, each request a different combination.
 */
export function shopperFitQuery(): string {
  const input: CatalogQueryInput = {
    filters: {
      productType: [PRODUCT_TYPE_LABELS[r(PRODUCT_TYPE_LABELS.length)]!],
      freeFrom: [FREE_FROM_LABELS[r(FREE_FROM_LABELS.length)]!],
      skinType: [SKIN_TYPES[r(SKIN_TYPES.length)]!],
      price: PRICE_RANGE_LABELS.slice(0, 1 + r(3)),
    },
    avoid: {
      groups: some(AVOID_GROUP_IDS, 0.2),
      terms: r(4) === 0 ? [['linalool', 'coconut', 'avena', 'citral'][r(4)]!] : [],
    },
    sort: SORTS[r(SORTS.length)],
  };
  return search(input);
}

/** The HTTP cases, on a catalogue of `products` synthetic products. */
export function benchCases(products: number): Case[] {
  return [
    { name: 'search: no filter', kind: 'search', path: search({}) },
    { name: 'search: text "lavender"', kind: 'search', path: search({ q: 'lavender' }) },
    {
      name: 'search: category + 2 groups',
      kind: 'search',
      path: search({
        category: 'Skincare',
        filters: { certifications: ['Vegan', 'B Corp'], skinType: ['Dry Skin'] },
      }),
    },
    {
      name: 'search: bestseller + brand + origin, by price',
      kind: 'search',
      path: search({
        filters: {
          bestsellers: ['Bestseller'],
          brands: ['mora'],
          originRegion: ['Europe', 'Asia'],
        },
        sort: 'price-asc',
      }),
    },
    {
      name: 'search: text + 3 groups, by rating',
      kind: 'search',
      path: search({
        q: 'rose',
        filters: {
          sensitivity: ['Fragrance Free'],
          packaging: ['Refillable'],
          naturalIngredients: ['100% natural'],
        },
        sort: 'rating',
      }),
    },
    {
      name: 'search: deep page (2000), by name',
      kind: 'search',
      path: search({ sort: 'name', page: 2000 }),
    },
    {
      name: 'search: distinct texts (cache misses)',
      kind: 'search',
      path: search({ q: 'rosehip' }),
      varied: distinctTextQuery(products),
    },
    {
      name: 'search: varied filters (cache misses)',
      kind: 'search',
      path: search({}),
      varied: randomQuery,
    },
    {
      name: "search: shopper's fit, hiding avoided (cache misses)",
      kind: 'search',
      path: search({}),
      varied: shopperFitQuery,
    },
    { name: 'product by id', kind: 'read', path: trpc('catalog.byId', { id: 4242 }) },
    {
      name: 'home lists (hero + bestsellers)',
      kind: 'read',
      path: `/trpc/catalog.homeHero,catalog.homeBestsellers?batch=1&input=${encodeURIComponent('{}')}`,
    },
    // Whole server-rendered pages (docs/decisions/0008): reported, not judged.
    { name: 'page: home (server-rendered)', kind: 'page', path: '/' },
    {
      name: 'page: catalogue, Skincare (server-rendered)',
      kind: 'page',
      path: '/clean-products?category=Skincare',
    },
    { name: 'page: product (server-rendered)', kind: 'page', path: '/product/4242' },
    {
      name: 'page: product, varied (every request rendered)',
      kind: 'page',
      path: '/product/4242',
      varied: () => `/product/${1 + Math.floor(Math.random() * products)}`,
    },
    { name: 'trivial tRPC (site.info)', kind: 'ceiling', path: trpc('site.info') },
    { name: 'bare Express (/healthz)', kind: 'ceiling', path: '/healthz' },
  ];
}
