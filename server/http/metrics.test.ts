import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/queue';
import { createTestDeps, testEnv } from '../test/deps';
import { createSeededDeps, SEEDED_AT } from '../test/seeded';
import { startTestServer } from '../test/http';
import { seededServer } from '../test/http-shop';

const TOKEN = 'a-metrics-token-for-the-tests';

const shop = seededServer(() =>
  createSeededDeps({ env: testEnv({ METRICS_TOKEN: TOKEN }) }, SEEDED_AT),
);

const call = (procedure: string, input: unknown) =>
  fetch(
    `${shop.server.url}/trpc/${procedure}?batch=1&input=${encodeURIComponent(
      JSON.stringify({ 0: superjson.serialize(input) }),
    )}`,
  );

async function scrape(): Promise<{ families: Map<string, ParsedFamily>; text: string }> {
  const response = await fetch(`${shop.server.url}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  const families = parsePrometheusTextFormat(text);
  return { families: new Map(families.map((family) => [family.name, family])), text };
}

/**
 * One series of a histogram (`<name>_count` and `_sum` with these labels). The parser above merges
 * the series of a labelled histogram into one, so these lines are read as they are written:
 * `name{a="x",b="y"} 12`.
 */
function histogramSeries(text: string, name: string) {
  const series = new Map<string, { labels: Record<string, string>; count: number; sum: number }>();
  for (const line of text.split('\n')) {
    const match = /^(\w+?)_(count|sum)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels = Object.fromEntries(
      [...match[3]!.matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1]!, label[2]!]),
    );
    const key = JSON.stringify(labels);
    const entry = series.get(key) ?? { labels, count: 0, sum: 0 };
    entry[match[2] as 'count' | 'sum'] = Number(match[4]);
    series.set(key, entry);
  }
  return [...series.values()];
}

const value = (family: ParsedFamily | undefined, labels: Record<string, string> = {}) =>
  Number(
    family?.metrics.find((sample) =>
      Object.entries(labels).every(([name, wanted]) => sample.labels?.[name] === wanted),
    )?.value ?? NaN,
  );

describe('/metrics', () => {
  it('after a page, tRPC calls, searches and a queued mail, shows them in Prometheus text', async () => {
    expect((await fetch(`${shop.server.url}/clean-products`)).status).toBe(200);
    expect((await call('catalog.byId', { id: 1 })).status).toBe(200);
    expect((await call('catalog.byId', { id: 'not a number' })).status).toBe(400);
    for (let i = 0; i < 2; i++)
      expect((await call('catalog.search', { q: 'rose' })).status).toBe(200);
    await enqueueMail(shop.deps.db, { to: 'ada@example.com', subject: 'Hello', text: 'Hi' });
    await fetch(`${shop.server.url}/no/such/page/${Math.random()}`);

    const { families: metrics, text } = await scrape();

    // Requests by route pattern: a page, the search lane; an unknown address is a page too.
    expect(metrics.get('puur_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const requests = histogramSeries(text, 'puur_http_request_duration_seconds');
    const routes = new Set(requests.map((series) => series.labels.route));
    expect(routes).toContain('page');
    expect(routes).toContain('/trpc/catalog.search');
    expect(routes).toContain('/trpc');
    // Never the raw address: the random one above does not become a label.
    expect([...routes].some((route) => route?.includes('no/such'))).toBe(false);
    const page = requests.find(
      (s) => s.labels.route === 'page' && s.labels.status === '200' && s.labels.method === 'GET',
    );
    expect(page?.count).toBeGreaterThanOrEqual(1);
    expect(page?.sum).toBeGreaterThan(0);
    const missing = requests.find((s) => s.labels.route === 'page' && s.labels.status === '404');
    expect(missing?.count).toBe(1);

    // tRPC calls by procedure and outcome.
    expect(metrics.get('puur_trpc_call_duration_seconds')?.type).toBe('HISTOGRAM');
    const calls = histogramSeries(text, 'puur_trpc_call_duration_seconds');
    const byOutcome = (outcome: string) =>
      calls.find((s) => s.labels.procedure === 'catalog.byId' && s.labels.outcome === outcome)
        ?.count;
    expect(byOutcome('ok')).toBe(1);
    expect(byOutcome('BAD_REQUEST')).toBe(1);

    // Searches: the second identical one came from the response cache.
    expect(value(metrics.get('puur_searches_total'))).toBeGreaterThanOrEqual(2);
    const lookups = metrics.get('puur_search_cache_lookups_total');
    expect(value(lookups, { cache: 'response', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(value(lookups, { cache: 'response', result: 'miss' })).toBeGreaterThanOrEqual(1);

    // The mail queue, by status, read from the database.
    const mail = metrics.get('puur_mail_queue_messages');
    expect(mail?.type).toBe('GAUGE');
    expect(value(mail, { status: 'queued' })).toBe(1);
    expect(value(mail, { status: 'failed' })).toBe(0);

    // The label reader, worker health and the process's own figures.
    expect(value(metrics.get('puur_label_reader_jobs'), { state: 'waiting' })).toBe(0);
    expect(value(metrics.get('puur_workers_healthy'))).toBe(1);
    expect(value(metrics.get('process_resident_memory_bytes'))).toBeGreaterThan(0);
    expect(metrics.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    const none = await fetch(`${shop.server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain('puur_');
    const wrong = await fetch(`${shop.server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
  });

  it('is not there at all when METRICS_TOKEN is unset', async () => {
    const plain = await startTestServer(await createTestDeps());
    try {
      const response = await fetch(`${plain.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('puur_');
    } finally {
      await plain.close();
    }
  });
});
