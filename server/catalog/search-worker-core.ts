/**
 * What the search worker (./search-worker.ts) does with each message, apart from the thread, so
 * that Vitest can run it: it keeps the last index it was sent (its typed arrays on shared memory,
 * read by both threads, see ./index-worker.ts) and answers searches over it. The facet counts
 * come back as JSON text, the form the HTTP answer needs, so the main thread neither clones nor
 * serialises them.
 */
import type { NormalizedQuery } from '../../shared/catalog-search';
import { CatalogIndex, type IndexParts } from './search-index';
import type { SearchTerms } from './text-search';

export type SearchWorkerRequest =
  | { kind: 'index'; generation: number; parts: IndexParts }
  | {
      kind: 'search';
      id: number;
      generation: number;
      query: NormalizedQuery;
      terms: SearchTerms;
      avoidedIds: ReadonlySet<number> | undefined;
    };

/** One page of a search: its ids, the total and the facet counts as JSON text. */
export interface TextHit {
  total: number;
  ids: number[];
  facetsJson: string;
}

export type SearchWorkerAnswer = ({ id: number } & TextHit) | { id: number; error: string };

export class SearchWorkerCore {
  private index: CatalogIndex | null = null;
  private generation = -1;

  /** The answer to a search; nothing for an index (which is only kept). */
  handle(request: SearchWorkerRequest): SearchWorkerAnswer | null {
    if (request.kind === 'index') {
      this.index = new CatalogIndex(request.parts);
      this.generation = request.generation;
      return null;
    }
    const { id } = request;
    if (!this.index || request.generation !== this.generation) {
      return { id, error: `No index of generation ${request.generation} here.` };
    }
    try {
      const hit = this.index.search(request.query, request.terms, request.avoidedIds);
      return { id, total: hit.total, ids: hit.ids, facetsJson: JSON.stringify(hit.facets) };
    } catch (error) {
      return { id, error: String(error) };
    }
  }
}
