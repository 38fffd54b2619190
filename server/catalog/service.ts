/**
 * The catalogue service: search with facets over the in-memory index, and the reads of the home
 * page, product page and brands page. Transport-free; ./router.ts is the thin layer.
 *
 * Everything derived from the products table (the index and the memoised home lists, brands and
 * hero brands) belongs to one catalogue version per database (./catalog-state.ts). **Every write
 * to `products` must call `invalidateCatalog(db)` after it commits**; the next read then sees it.
 */
import { type NormalizedQuery } from '../../shared/catalog-search';
import {
  catalogQuerySchema,
  normalizeQuery,
  type CatalogQueryInput,
} from '../../shared/schemas/catalog';
import { JsonText } from '../../shared/json-text';
import { listPublishedPosts } from '../blog/posts';
import type { DB } from '../db/connect';
import { workerDatabaseOf } from '../db/worker-database';
import { readCards } from '../products/repository';
import type { ProductCard } from '../products/rows';
import {
  readHeroBrands,
  readHomeList,
  readSwapOfTheWeek,
  type ArticleTeaser,
  type HeroBrand,
} from './repository';
import { productsWithWords } from './avoid-words';
import { NO_TERMS, readSynonyms, searchTermsOf } from './text-search';
import type { FacetCounts, SearchHit } from './index-columns';
import {
  catalogVersion,
  getCatalogIndex,
  memoise,
  stateOf,
  type CachedCard,
  type SearchCacheStats,
} from './catalog-state';
import { searchResponseJson } from './search-response';
import { searchWorker, searchWorkers } from './search-worker-client';

// The write side's one call, kept here with the reads: every writer of products imports it so.
export { invalidateCatalog } from './catalog-state';
export {
  readIngredients,
  readSameBrand,
  type ArticleTeaser,
  type HeroBrand,
  type ProductIngredient,
} from './repository';
export { readProductDates, readProductDetail as readProduct } from '../products/repository';
export type { ProductCard, ProductDetail } from '../products/rows';
export type { FacetCounts, FacetId } from './index-columns';

/** Products per home list, and hero brands at most. */
export const HOME_LIST_SIZE = 3;
export const HERO_BRANDS_LIMIT = 6;

export interface CatalogSearchResult {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: FacetCounts;
}

export function searchCatalog(db: DB, input: CatalogQueryInput): Promise<CatalogSearchResult> {
  return searchNormalized(db, normalizeQuery(catalogQuerySchema.parse(input)));
}

/** The ids of one page of products and the facet counts, without reading the cards. */
export async function searchIds(db: DB, query: NormalizedQuery): Promise<SearchHit> {
  const index = await getCatalogIndex(db);
  const { terms, avoidedIds } = await searchArguments(db, query);
  return index.search(query, terms, avoidedIds);
}

/** What a search needs besides the index: the text's synonyms and the avoid list's products. */
async function searchArguments(db: DB, query: NormalizedQuery) {
  const words = query.avoid?.terms ?? [];
  return {
    terms: query.q ? searchTermsOf(await synonymsOf(db), query.q) : NO_TERMS,
    avoidedIds: words.length
      ? await memoise(db, `avoid:${JSON.stringify(words)}`, () => productsWithWords(db, words))
      : undefined,
  };
}

async function searchNormalized(db: DB, query: NormalizedQuery): Promise<CatalogSearchResult> {
  const hit = await searchIds(db, query);
  return {
    items: (await cachedCards(db, hit.ids)).map((cached) => cached.card),
    total: hit.total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(hit.total / query.pageSize),
    facets: hit.facets,
  };
}

/**
 * searchNormalized's answer as JSON text: from the search worker when it can answer for the
 * current index (docs/decisions/0024-the-search-worker.md), else here with the card cache.
 */
async function searchNormalizedText(db: DB, query: NormalizedQuery): Promise<JsonText> {
  const index = await getCatalogIndex(db);
  const { terms, avoidedIds } = await searchArguments(db, query);
  const source = workerDatabaseOf(db);
  const parts = index.shareableParts;
  const worker = source && parts ? searchWorker(source) : null;
  if (worker && parts) {
    try {
      const avoided = avoidedIds && {
        key: `${catalogVersion(db)}:${JSON.stringify(query.avoid?.terms)}`,
        ids: avoidedIds,
      };
      const answer = await worker.search(index, parts, query, terms, avoided);
      countCards(db, answer.cards, answer.cardCacheHits);
      stateOf(db).stats.workerAnswers++;
      return new JsonText(answer.body);
    } catch {
      // The worker failed (it reports itself); this search is answered here.
    }
  }
  const hit = index.searchAsJson(query, terms, avoidedIds);
  const cards = await cachedCards(db, hit.ids);
  return new JsonText(
    searchResponseJson(
      query,
      hit,
      cards.map((cached) => cached.text),
    ),
  );
}

/**
 * The cards of these products, in this order (unknown ids left out): from the card cache, the
 * rest read at once. A card read while a write happened is not kept (it may predate the write).
 */
async function cachedCards(db: DB, ids: readonly number[]): Promise<CachedCard[]> {
  const state = stateOf(db);
  const { cards, version } = state;
  const found = new Map<number, CachedCard>();
  const missing: number[] = [];
  for (const id of ids) {
    const cached = cards.get(id);
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  countCards(db, ids.length, found.size);
  if (missing.length > 0) {
    for (const card of await readCards(db, missing)) {
      // Shared by every answer that shows it: frozen, so that none can change it for the others.
      Object.freeze(card.features);
      const cached = { card: Object.freeze(card), text: JSON.stringify(card) };
      found.set(card.id, cached);
      if (state.version === version) cards.set(card.id, cached);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * The same answer as searchCatalog, as JSON text, from a per-version response cache: for the HTTP
 * path, where superjson would otherwise walk the whole payload on every request.
 */
export function searchCatalogText(db: DB, input: CatalogQueryInput): Promise<JsonText> {
  const query = normalizeQuery(catalogQuerySchema.parse(input));
  const state = stateOf(db);
  const { responses, recent } = state;
  const key = JSON.stringify(query);
  state.stats.searches++;
  const cached = responses.get(key);
  if (cached) {
    state.stats.responseCacheHits++;
    return cached;
  }
  const again = recent.get(key);
  if (again) {
    // Asked for a second time: kept with the answers that are asked for again.
    recent.delete(key);
    responses.set(key, again);
    state.stats.responseCacheHits++;
    return again;
  }
  const promise = searchNormalizedText(db, query);
  recent.set(key, promise);
  promise.catch(() => {
    if (recent.get(key) === promise) recent.delete(key);
    if (responses.get(key) === promise) responses.delete(key);
  });
  return promise;
}

function countCards(db: DB, cards: number, fromCache: number) {
  const { stats } = stateOf(db);
  stats.cards += cards;
  stats.cardCacheHits += fromCache;
}

/** How often the search caches answered since the start (a copy). */
export function searchCacheStats(db: DB): SearchCacheStats {
  return { ...stateOf(db).stats };
}

/**
 * Builds the index, answers the catalogue's first page once and starts every search worker with
 * the index: for a server's start, before it listens.
 */
export async function prepareCatalogSearch(db: DB): Promise<void> {
  await searchCatalogText(db, {});
  const source = workerDatabaseOf(db);
  const index = await getCatalogIndex(db);
  const parts = index.shareableParts;
  if (!source || !parts) return;
  // Every worker of the pool starts now, not at its first shopper's search.
  const query = normalizeQuery(catalogQuerySchema.parse({}));
  await Promise.all(
    searchWorkers(source).map((worker) =>
      worker.search(index, parts, query, NO_TERMS, undefined).catch(() => {}),
    ),
  );
}

/** The header's product suggestions: best-matching names first (CatalogIndex.suggestIds). */
export async function suggestProducts(db: DB, text: string, limit: number): Promise<ProductCard[]> {
  const index = await getCatalogIndex(db);
  const ids = index.suggestIds(text, searchTermsOf(await synonymsOf(db), text), limit);
  return (await cachedCards(db, ids)).map((cached) => cached.card);
}

/**
 * search_synonyms, read once per catalogue version: the operator fills it with SQL, and a change
 * is seen after the next catalogue write or a restart.
 */
function synonymsOf(db: DB) {
  return memoise(db, 'synonyms', () => readSynonyms(db));
}

export function homeHeroProducts(db: DB): Promise<ProductCard[]> {
  return memoise(db, 'home:hero', () => readHomeList(db, 'is_homepage_hero', HOME_LIST_SIZE));
}

export function homeBestsellers(db: DB): Promise<ProductCard[]> {
  return memoise(db, 'home:bestsellers', () =>
    readHomeList(db, 'is_homepage_bestseller', HOME_LIST_SIZE),
  );
}

export interface BrandSummary {
  brand: string;
  product_count: number;
}

/** Brand summaries: distinct non-empty brands with their product counts, A–Z. */
export async function brandSummaries(db: DB): Promise<BrandSummary[]> {
  const index = await getCatalogIndex(db);
  return memoise(db, 'brands', async () =>
    index.brands.map((brand, i) => ({ brand, product_count: index.brandCounts[i]! })),
  );
}

export function heroBrands(db: DB): Promise<HeroBrand[]> {
  return memoise(db, 'hero-brands', () => readHeroBrands(db, HERO_BRANDS_LIMIT));
}

export function articleTeasers(db: DB, limit = 3): Promise<ArticleTeaser[]> {
  // Blog posts change outside the catalogue; read them fresh (an indexed, tiny query).
  return listPublishedPosts(db, { limit });
}

/** Weeks since 2024-01-01 (a Monday), so the swap changes every Monday. */
export function weekNumber(now: Date): number {
  return Math.floor((now.getTime() - Date.UTC(2024, 0, 1)) / (7 * 24 * 60 * 60 * 1000));
}

export async function swapOfTheWeek(
  db: DB,
  now = new Date(),
): Promise<{ week: number; product: ProductCard | null }> {
  const week = weekNumber(now);
  return memoise(db, `swap:${week}`, async () => ({
    week,
    product: await readSwapOfTheWeek(db, week),
  }));
}

export async function productsByIds(db: DB, ids: readonly number[]): Promise<ProductCard[]> {
  return (await cachedCards(db, [...new Set(ids)])).map((cached) => cached.card);
}
