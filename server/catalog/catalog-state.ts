/**
 * The catalogue's version per database and what belongs to it: the search index (built by a
 * worker, patched with the products changed since), the memoised reads and the search caches.
 *
 * **Every write to `products` must call `invalidateCatalog(db)` after it commits**; the next read
 * then sees the write. ./service.ts answers searches and reads from this state.
 */
import { LRUCache } from 'lru-cache';
import { JsonText } from '../../shared/json-text';
import type { DB } from '../db/connect';
import { readIndexRows } from '../products/repository';
import type { ProductCard } from '../products/rows';
import { buildCatalogIndex } from './index-build';
import type { CatalogIndex } from './search-index';

export interface CatalogState {
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

export interface CachedCard {
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

export function stateOf(db: DB): CatalogState {
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

export function memoise<T>(db: DB, key: string, read: () => Promise<T>): Promise<T> {
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
