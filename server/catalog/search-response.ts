/**
 * The catalogue search's HTTP answer as JSON (UTF-8), written from its parts (the cards' own
 * JSON and the counts' JSON), by the search worker or, without one, by the service: nothing is
 * parsed or serialised again.
 */
import { LRUCache } from 'lru-cache';
import type { NormalizedQuery } from '../../shared/catalog-search';
import type { DB } from '../db/connect';
import { readCards } from '../products/repository';
import { JsonBytes, utf8 } from './json-bytes';

/** One page of a search: its ids, the total and the facet counts as JSON. */
export interface JsonHit {
  total: number;
  ids: number[];
  facetsJson: Uint8Array;
}

/** The answer's JSON; `out` is a writer to reuse (it is left empty). */
export function searchResponseJson(
  query: NormalizedQuery,
  hit: JsonHit,
  cards: readonly (Uint8Array | string)[],
  out = new JsonBytes(),
): Uint8Array {
  out.text('{"items":[');
  cards.forEach((card, i) => {
    if (i > 0) out.text(',');
    if (typeof card === 'string') out.text(card);
    else out.bytes(card);
  });
  const pageCount = Math.ceil(hit.total / query.pageSize);
  out.text(`],"total":${hit.total},"page":${query.page},"pageSize":${query.pageSize},`);
  out.text(`"pageCount":${pageCount},"facets":`);
  return out.bytes(hit.facetsJson).text('}').take();
}

/** Cards' JSON by product id, read from the database when missing (the worker's cache). */
export class CardJson {
  private readonly cards: LRUCache<number, Uint8Array>;

  constructor(
    private readonly db: DB,
    limit: number,
  ) {
    this.cards = new LRUCache({ max: limit });
  }

  /** The cards of these products in this order (unknown ids left out), and how many were kept. */
  async of(ids: readonly number[]): Promise<{ cards: Uint8Array[]; fromCache: number }> {
    const found = new Map<number, Uint8Array>();
    const missing: number[] = [];
    for (const id of ids) {
      const card = this.cards.get(id);
      if (card === undefined) missing.push(id);
      else found.set(id, card);
    }
    const fromCache = found.size;
    if (missing.length > 0) {
      for (const card of await readCards(this.db, missing)) {
        const json = utf8(JSON.stringify(card));
        this.cards.set(card.id, json);
        found.set(card.id, json);
      }
    }
    return { cards: ids.flatMap((id) => found.get(id) ?? []), fromCache };
  }

  /** Forgets every card: a new index means products may have changed. */
  clear(): void {
    this.cards.clear();
  }
}
