/**
 * The catalogue service: search with facets over the in-memory index, and the reads of the home
 * page, product page and brands page. Transport-free; ./router.ts is the thin layer.
 *
 * Everything derived from the products table (the index and the memoised home lists, brands and
 * hero brands) belongs to one catalogue version per database. **Every write to `products` must
 * call `invalidateCatalog(db)` after it commits**; the next read then sees the write.
 */
import { LRUCache } from 'lru-cache';
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
import { readCards, readIndexRows } from '../products/repository';
import type { ProductCard } from '../products/rows';
import {
  readHeroBrands,
  readHomeList,
  readSwapOfTheWeek,
  type ArticleTeaser,
  type HeroBrand,
} from './repository';
import { buildCatalogIndex } from './index-build';
import { productsWithWords } from './avoid-words';
import { NO_TERMS, readSynonyms, searchTermsOf } from './text-search';
import type { FacetCounts, SearchHit } from './index-columns';
import type { CatalogIndex } from './search-index';
import { searchResponseJson } from './search-response';
import { searchWorker, searchWorkers } from './search-worker-client';

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

interface CatalogState {
  version: number;
  /** The last index built and the version it was read at: it holds every write up to then. */
  built: { index: CatalogIndex; version: number } | null;
  /** Products changed after `built.version`, with the version of their last change. */
  changed: Map<number, number>;
  /** The last version whose write did not say which products it changed. */
  wholeChangeAt: number;
  /** The index of one version: the built index, patched with the changed products. */
  current: { index: CatalogIndex; version: number } | null;
  building: Promise<void> | null;
  reading: Promise<CatalogIndex> | null;
  /** Memoised reads of the current version (cleared by invalidateCatalog). */
  memo: Map<string, Promise<unknown>>;
  /** Search responses of the current version as JSON text, least recently used dropped. */
  responses: LRUCache<string, Promise<JsonText>>;
  /**
   * Responses of the current version asked for once, the last few: asked again, an answer moves
   * to `responses`.
   */
  recent: LRUCache<string, Promise<JsonText>>;
  /** Cards read, with their JSON text, until a write names their product (or names none). */
  cards: LRUCache<number, CachedCard>;
  /** How often the caches answered, since the start (/healthz, the bench). */
  stats: SearchCacheStats;
}

/** Counts of HTTP searches and of the caches that answered them. */
export interface SearchCacheStats {
  /** HTTP searches (searchCatalogText calls). */
  searches: number;
  /** Of those, answered from the response cache (the same query asked before, same version). */
  responseCacheHits: number;
  /** Of those, answered by a search worker thread (the others here, on the main thread). */
  workerAnswers: number;
  /** Cards put in answers that were computed (by a search worker or here). */
  cards: number;
  /** Of those, taken from a card cache instead of the database. */
  cardCacheHits: number;
}

interface CachedCard {
  card: ProductCard;
  text: string;
}

/**
 * How many cards are kept (about 3 KB each with their text). New searches mostly show products
 * shown before: at 100,000 products, 36–61 % of a distinct text's cards were read by an earlier
 * one of the bench's texts, 14–25 % for filter states.
 */
const CARD_CACHE_SIZE = 5000;

/** How many search responses (about 25 KB each) are kept per catalogue version. */
const RESPONSE_CACHE_SIZE = 500;
/**
 * How many answers asked for once are kept (a segmented LRU): a one-off search (most distinct
 * texts and filter states) no longer pushes an answer asked for twice out of `responses`, and its
 * 30 KB are dropped before the collector has to move them.
 */
const RECENT_RESPONSES = 64;
/**
 * Up to this many changed products are answered beside the last index while a worker builds the
 * next one; more (a large import) and searches wait for the new index.
 */
const PATCH_LIMIT = 2000;

function newResponseCache(): LRUCache<string, Promise<JsonText>> {
  return new LRUCache({ max: RESPONSE_CACHE_SIZE });
}

function newRecentResponses(): LRUCache<string, Promise<JsonText>> {
  return new LRUCache({ max: RECENT_RESPONSES });
}

const states = new WeakMap<DB, CatalogState>();

function stateOf(db: DB): CatalogState {
  let state = states.get(db);
  if (!state) {
    state = {
      version: 0,
      built: null,
      changed: new Map(),
      wholeChangeAt: 0,
      current: null,
      building: null,
      reading: null,
      memo: new Map(),
      responses: newResponseCache(),
      recent: newRecentResponses(),
      cards: new LRUCache({ max: CARD_CACHE_SIZE }),
      stats: { searches: 0, responseCacheHits: 0, workerAnswers: 0, cards: 0, cardCacheHits: 0 },
    };
    states.set(db, state);
  }
  return state;
}

/**
 * Call after any write to products: the next search, list or brand read sees it. Name the
 * products the write changed, created or deleted when it can: searches then see them at once,
 * beside the last index, instead of waiting for a new one.
 */
export function invalidateCatalog(db: DB, productIds?: readonly number[]): void {
  invalidateHere(db, productIds);
  // Other Puur processes on the same PostgreSQL (server/catalog/catalog-sync.ts).
  broadcasts.get(db)?.(productIds);
}

const broadcasts = new WeakMap<DB, (productIds?: readonly number[]) => void>();

/** Tells `broadcast` of every invalidation of this database's catalogue made in this process. */
export function broadcastCatalogChanges(
  db: DB,
  broadcast: ((productIds?: readonly number[]) => void) | null,
): void {
  if (broadcast) broadcasts.set(db, broadcast);
  else broadcasts.delete(db);
}

/** invalidateCatalog for a change another process made and announced: not announced again. */
export function invalidateHere(db: DB, productIds?: readonly number[]): void {
  const state = stateOf(db);
  state.version++;
  if (productIds) {
    for (const id of productIds) {
      state.changed.set(id, state.version);
      state.cards.delete(id);
    }
  } else {
    state.wholeChangeAt = state.version;
    state.cards.clear();
  }
  state.current = null;
  state.memo = new Map();
  state.responses = newResponseCache();
  state.recent = newRecentResponses();
}

export function catalogVersion(db: DB): number {
  return stateOf(db).version;
}

/** The index of the current version (concurrent callers share one read). */
export function getCatalogIndex(db: DB): Promise<CatalogIndex> {
  const state = stateOf(db);
  if (state.current?.version === state.version) return Promise.resolve(state.current.index);
  state.reading ??= currentIndex(db, state).finally(() => {
    state.reading = null;
  });
  return state.reading;
}

async function currentIndex(db: DB, state: CatalogState): Promise<CatalogIndex> {
  for (;;) {
    const version = state.version;
    if (state.current?.version === version) return state.current.index;
    const built = state.built;
    if (!built || state.wholeChangeAt > built.version || state.changed.size > PATCH_LIMIT) {
      await buildIndex(db, state);
      continue;
    }
    if (state.changed.size === 0) {
      state.current = { index: built.index, version };
      return built.index;
    }
    // Answer the changed products beside the last index while the next one is built.
    // A failed build (worker failures are reported by /healthz) is tried again at the next write.
    buildIndex(db, state).catch(() => {});
    const ids = [...state.changed.keys()];
    const rows = await readIndexRows(db, ids);
    if (version !== state.version || built !== state.built) continue;
    const index = built.index.patched(new Map(ids.map((id) => [id, rows.get(id) ?? null])));
    state.current = { index, version };
    return index;
  }
}

/** Builds an index of the database as it is now (one build at a time, shared). */
function buildIndex(db: DB, state: CatalogState): Promise<void> {
  state.building ??= (async () => {
    const version = state.version;
    const index = await buildCatalogIndex(db);
    state.built = { index, version };
    for (const [id, at] of state.changed) if (at <= version) state.changed.delete(id);
    // The patched index gives way to the new one at the next read.
    if (state.current && state.current.index !== index) state.current = null;
  })().finally(() => {
    state.building = null;
  });
  return state.building;
}

/** Resolves once no index build is under way: before a database is closed. */
export async function catalogBuildsDone(db: DB): Promise<void> {
  const state = stateOf(db);
  while (state.building) await state.building.catch(() => {});
}

function memoise<T>(db: DB, key: string, read: () => Promise<T>): Promise<T> {
  const state = stateOf(db);
  const memo = state.memo;
  const cached = memo.get(key) as Promise<T> | undefined;
  if (cached) return cached;
  const promise = read();
  memo.set(key, promise);
  // A failed read is not remembered.
  promise.catch(() => {
    if (memo.get(key) === promise) memo.delete(key);
  });
  return promise;
}

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
