/**
 * What the search worker (./search-worker.ts) does with each message, apart from the thread, so
 * that Vitest can run it. It keeps the last index it was sent (its typed arrays on shared memory,
 * read by both threads, see ./shared-memory.ts) and answers a search with the whole HTTP answer:
 * the page's cards read on its own read-only connection, and the counts, written as UTF-8 bytes
 * that are transferred, not copied. The main thread then holds no count objects, cards or 30 KB strings,
 * whose garbage collection was a large part of its time.
 */
import type { NormalizedQuery } from '../../shared/catalog-search';
import type { DB } from '../db/connect';
import { JsonBytes } from './json-bytes';
import { CardJson, searchResponseJson } from './search-response';
import { CatalogIndex } from './search-index';
import type { IndexParts } from './index-columns';
import type { SearchTerms } from './text-search';

export type SearchWorkerRequest =
  | { kind: 'index'; generation: number; parts: IndexParts }
  | {
      kind: 'search';
      id: number;
      generation: number;
      query: NormalizedQuery;
      terms: SearchTerms;
      avoided: AvoidedProducts | undefined;
    };

/**
 * The products the avoid list's own words find, by a key of the words and catalogue version: the
 * set (thousands of ids for a common word) is sent only with the first search that needs it.
 */
export interface AvoidedProducts {
  key: string;
  ids?: ReadonlySet<number>;
}

/** A search's HTTP answer, with how many cards it shows and how many came from the card cache. */
export interface SearchWorkerResult {
  body: Uint8Array;
  cards: number;
  cardCacheHits: number;
}

export type SearchWorkerAnswer =
  ({ id: number } & SearchWorkerResult) | { id: number; error: string };

/**
 * Cards kept by the worker (about 700 bytes of JSON each, 14 MB in all). At 100,000 products a
 * new filter state finds 15 % of its cards among the last 5,000 read, 47 % among the last 20,000.
 */
const CARD_CACHE_SIZE = 20_000;

export class SearchWorkerCore {
  private index: CatalogIndex | null = null;
  private generation = -1;
  private readonly avoided = new Map<string, ReadonlySet<number>>();
  private readonly cards: CardJson;
  private readonly writer = new JsonBytes();

  constructor(db: DB) {
    this.cards = new CardJson(db, CARD_CACHE_SIZE);
  }

  /** The answer to a search; nothing for an index (which is only kept). */
  async handle(request: SearchWorkerRequest): Promise<SearchWorkerAnswer | null> {
    if (request.kind === 'index') {
      this.index = new CatalogIndex(request.parts);
      this.generation = request.generation;
      this.avoided.clear();
      // A new index follows writes: a card kept from before may be out of date.
      this.cards.clear();
      return null;
    }
    const { id, query } = request;
    const index = this.index;
    if (!index || request.generation !== this.generation) {
      return { id, error: `No index of generation ${request.generation} here.` };
    }
    const { avoided } = request;
    if (avoided?.ids) this.avoided.set(avoided.key, avoided.ids);
    const avoidedIds = avoided ? this.avoided.get(avoided.key) : undefined;
    if (avoided && !avoidedIds) return { id, error: `No avoided products for ${avoided.key}.` };
    try {
      const hit = index.searchAsJson(query, request.terms, avoidedIds);
      const { cards, fromCache } = await this.cards.of(hit.ids);
      const body = searchResponseJson(query, hit, cards, this.writer);
      return { id, body, cards: cards.length, cardCacheHits: fromCache };
    } catch (error) {
      return { id, error: String(error) };
    }
  }
}
