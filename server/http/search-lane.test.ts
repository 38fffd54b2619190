import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import '../../shared/json-text';
import type { CatalogQueryInput } from '../../shared/schemas/catalog';
import { searchCatalog } from '../catalog/service';
import { createSeededDeps, SEEDED_AT } from '../test/seeded';
import { seededServer } from '../test/http-shop';
import type { AppRouter } from '../trpc/root';

const shop = seededServer(() => createSeededDeps({}, SEEDED_AT));

const INPUTS: CatalogQueryInput[] = [
  {},
  { q: 'oat' },
  { q: 'moisturizer', sort: 'price-asc' },
  { category: 'Skincare', filters: { certifications: ['Vegan'], price: ['€10–€25'] } },
  { filters: { freeFrom: ['Fragrance'] }, avoid: { groups: ['tree-nuts'], terms: ['linalool'] } },
  { q: 'no such product anywhere', page: 3 },
];

const batchUrl = (procedures: string, inputs: unknown[]) =>
  `${shop.server.url}/trpc/${procedures}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, superjson.serialize(input)]))),
  )}`;

describe('the search lane (GET /trpc/catalog.search past the tRPC adapter)', () => {
  it('answers a batch of one with the same data as tRPC and as the service', async () => {
    for (const input of INPUTS) {
      const lane = await fetch(batchUrl('catalog.search', [input]));
      expect(lane.status).toBe(200);
      expect(lane.headers.get('content-type')).toContain('application/json');
      const [laneItem] = (await lane.json()) as [{ result: { data: { json: unknown } } }];
      // The lane writes the JSON itself (an object); tRPC's adapter writes it as a string.
      expect(typeof laneItem.result.data.json).toBe('object');

      // The same call beside another one goes through tRPC.
      const viaTrpc = await fetch(batchUrl('catalog.search,site.info', [input, undefined]));
      const [trpcItem] = (await viaTrpc.json()) as [{ result: { data: never } }];
      expect(typeof (trpcItem.result.data as { json: unknown }).json).toBe('string');

      const expected = JSON.parse(JSON.stringify(await searchCatalog(shop.deps.db, input)));
      expect(superjson.deserialize(laneItem.result.data as never)).toEqual(expected);
      expect(superjson.deserialize(trpcItem.result.data)).toEqual(expected);
    }
  });

  it('gzips an answer once for the browsers that take gzip, and not for others', async () => {
    const url = batchUrl('catalog.search', [{ q: 'lotion' }]);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    const raw = async () => {
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      return res.text(); // fetch undoes the gzip
    };
    expect(await raw()).toBe(text);
    expect(await raw()).toBe(text);
  });

  it('is read by the tRPC client, batched or not', async () => {
    for (const link of [httpBatchLink, httpLink]) {
      const client = createTRPCClient<AppRouter>({
        links: [link({ url: `${shop.server.url}/trpc`, transformer: superjson })],
      });
      const answer = await client.catalog.search.query({ q: 'oat' });
      expect(answer).toEqual(
        JSON.parse(JSON.stringify(await searchCatalog(shop.deps.db, { q: 'oat' }))),
      );
      expect(answer.items.length).toBeGreaterThan(0);
    }
  });

  it('leaves a bad input to tRPC, which names the problem', async () => {
    const res = await fetch(batchUrl('catalog.search', [{ page: -2 }]));
    expect(res.status).toBe(400);
    const [item] = (await res.json()) as [{ error: { json: { message: string } } }];
    expect(item.error.json.message).toMatch(/^page: /);

    for (const query of ['input=not-json', 'input=%7B%220%22%3A5%7D', 'batch=2&input=%7B%7D']) {
      const other = await fetch(`${shop.server.url}/trpc/catalog.search?${query}`);
      expect(other.status).toBeGreaterThanOrEqual(400);
      expect(other.status).toBeLessThan(500);
    }
  });

  it('leaves a streaming request to tRPC', async () => {
    const res = await fetch(batchUrl('catalog.search', [{ q: 'oat' }]), {
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(res.status).toBe(200);
    // tRPC's own answer, JSON lines.
    expect(await res.text()).toMatch(/^\{"json":\{"0":/);
  });
});
