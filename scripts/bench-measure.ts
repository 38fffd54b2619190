/**
 * One bench case measured against a running server: throughput and latency from autocannon, the
 * size of one answer, and for searches the share answered from the server's caches.
 */
import autocannon from 'autocannon';
import type { Case } from './bench-cases';

export interface Row {
  name: string;
  kind: Case['kind'];
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  bytes: number;
  non2xx: number;
  errors: number;
  /** Searches only: the share answered from the response cache, and of cards from a card cache. */
  responseCacheHitRate?: number;
  cardCacheHitRate?: number;
}

type CacheStats = {
  searches: number;
  responseCacheHits: number;
  cards: number;
  cardCacheHits: number;
};

/** The server's search cache counters (/healthz). */
async function cacheStats(url: string): Promise<CacheStats> {
  return ((await (await fetch(`${url}/healthz`)).json()) as { search: CacheStats }).search;
}

const share = (part: number, whole: number) =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : undefined;

/** One case measured with autocannon for `duration` seconds over `connections` connections. */
export async function measure(
  url: string,
  c: Case,
  duration: number,
  connections: number,
): Promise<Row> {
  const before = await cacheStats(url);
  const result = await autocannon({
    url: url + c.path,
    connections,
    pipelining: 1,
    duration,
    ...(c.varied
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({ ...request, path: c.varied!() }),
            },
          ],
        }
      : {}),
  });
  const after = await cacheStats(url);
  const body = await (await fetch(url + c.path)).arrayBuffer();
  const searches = after.searches - before.searches;
  return {
    name: c.name,
    kind: c.kind,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    bytes: body.byteLength,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(c.kind === 'search'
      ? {
          responseCacheHitRate: share(after.responseCacheHits - before.responseCacheHits, searches),
          cardCacheHitRate: share(
            after.cardCacheHits - before.cardCacheHits,
            after.cards - before.cards,
          ),
        }
      : {}),
  };
}
