/**
 * npm run soak [-- --duration 60 --share 0.6 --products 10000]
 *
 * A mixed, realistic load (home, catalogue search and browsing, product pages, the blog with view
 * counting, the assistant on the built-in engine) against the production build: first a short
 * unthrottled run to measure capacity, then `duration` seconds at `share` of it, in windows of 10 s.
 * Budgets (decision 0007): zero errors, server RSS under 300 MB throughout, p99 steady (last window
 * at most 1.5× the first + 5 ms). Writes bench-results/soak.json; a breach makes the exit code 1.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CATEGORIES, SENSITIVITIES, SKIN_TYPES } from '../shared/catalog';
import { demoPosts } from '../server/seed/demo-blog';
import { seedDemoData } from '../server/seed/seed';
import { parseCliArgs } from './lib/cli-args';
import { ensureBuild, root, rssMb, startServer, trpcGet } from './lib/server-process';
import { tempDatabase } from './lib/temp-database';
import { seedSyntheticProducts } from './synthetic';

const USAGE = `Usage: npm run soak [-- options]
  --duration S     seconds of load at the chosen share (default 60)
  --share F        share of the measured capacity to run at (default 0.6)
  --products N     synthetic products to seed (default 10000)
  --connections N  concurrent connections (default 16)
  --help           this text
Writes bench-results/soak.json; a breach makes the exit code 1.`;

const args = parseCliArgs(
  {
    duration: { type: 'string', default: '60' },
    share: { type: 'string', default: '0.6' },
    products: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '16' },
  },
  USAGE,
);
const DURATION = Number(args.duration);
const SHARE = Number(args.share);
const CONNECTIONS = Number(args.connections);
const WINDOW = 10;
const RSS_BUDGET_MB = 300;

const published = demoPosts.filter((p) => p.status === 'published').map((p) => p.slug);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const QUESTIONS = [
  'I use a drugstore shampoo with sulfates, what is a cleaner option?',
  'Ik zoek een deodorant zonder parfum',
  'What is phenoxyethanol?',
  'Recommend a gentle face cream for sensitive skin without fragrance',
  'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Methylisothiazolinone',
];

type Pick = () => autocannon.Request;
/** The traffic mix: weights approximate a browsing shopper (reads dominate; few chats). */
function trafficMix(origin: string, productCount: number): Pick[] {
  const get = (path: string): autocannon.Request => ({ method: 'GET', path, headers: {} });
  const post = (procedure: string, input: unknown, streamed = false): autocannon.Request => ({
    method: 'POST',
    path: `/trpc/${procedure}${streamed ? '?batch=1' : ''}`,
    headers: {
      'content-type': 'application/json',
      origin,
      // The assistant streams its reply (httpBatchStreamLink in the client).
      ...(streamed ? { 'trpc-accept': 'application/jsonl' } : {}),
    },
    body: JSON.stringify(streamed ? { 0: { json: input } } : { json: input }),
  });
  const mix: [number, Pick][] = [
    [3, () => get(trpcGet('catalog.homeHero'))],
    [3, () => get(trpcGet('catalog.homeBestsellers'))],
    [10, () => get(trpcGet('catalog.search', {}))],
    [8, () => get(trpcGet('catalog.search', { category: pick(CATEGORIES) }))],
    [
      6,
      () =>
        get(
          trpcGet('catalog.search', {
            category: pick(CATEGORIES),
            filters: { skinType: [pick(SKIN_TYPES)], sensitivity: [pick(SENSITIVITIES)] },
          }),
        ),
    ],
    [
      4,
      () =>
        get(
          trpcGet('catalog.search', {
            q: pick(['oil', 'soap', 'balm', 'gentle', 'lavender']),
            sort: 'price-asc',
          }),
        ),
    ],
    [12, () => get(trpcGet('catalog.byId', { id: 1 + Math.floor(Math.random() * productCount) }))],
    [4, () => get(trpcGet('catalog.brands'))],
    [5, () => get(trpcGet('blog.list', {}))],
    [5, () => get(trpcGet('blog.bySlug', { slug: pick(published) }))],
    [2, () => post('blog.recordView', { slug: pick(published) })],
    [4, () => get(`/product/${1 + Math.floor(Math.random() * productCount)}`)],
    [2, () => get('/')],
    [1, () => post('assistant.send', { message: pick(QUESTIONS), threadId: '' }, true)],
  ];
  return mix.flatMap(([weight, make]) => Array<Pick>(weight).fill(make));
}

interface Window {
  second: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(
  url: string,
  picks: Pick[],
  duration: number,
  overallRate?: number,
): Promise<Window> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const next = pick(picks)();
          return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
        },
      },
    ],
  });
  return {
    second: 0,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  const dist = ensureBuild();
  let productCount = 0;
  const { dir, file } = await tempDatabase('soak', async (db) => {
    await seedDemoData(db);
    await seedSyntheticProducts(db, Number(args.products));
    const { n } = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    productCount = Number(n);
  });

  let server: ChildProcess | undefined;
  try {
    const started = await startServer(dist, { DATABASE_PATH: file, SEED_DEMO_DATA: 'false' });
    server = started.child;
    const picks = trafficMix(started.url, productCount);
    console.log(`Soak on ${productCount} products. Warming up and measuring capacity (10 s)…`);
    await run(started.url, picks, 3);
    const capacity = await run(started.url, picks, 10);
    const rate = Math.max(1, Math.round(capacity.requestsPerSecond * SHARE));
    console.log(
      `Capacity ${capacity.requestsPerSecond} req/s (p99 ${capacity.p99} ms); soaking at ${rate} req/s for ${DURATION} s`,
    );

    let peakRss = 0;
    const rssSamples: number[] = [];
    const sampler = setInterval(() => {
      const rss = rssMb(server!.pid!);
      rssSamples.push(rss);
      peakRss = Math.max(peakRss, rss);
    }, 250);
    const windows: Window[] = [];
    for (let second = 0; second < DURATION; second += WINDOW) {
      const window = {
        ...(await run(started.url, picks, Math.min(WINDOW, DURATION - second), rate)),
        second,
      };
      windows.push(window);
      console.log(
        `  ${String(second).padStart(3)}–${second + WINDOW} s: ${window.requestsPerSecond} req/s, p50 ${window.p50} ms, p99 ${window.p99} ms, errors ${window.errors}, non-2xx ${window.non2xx}, RSS ${rssMb(server.pid!)} MB`,
      );
    }
    clearInterval(sampler);

    const first = windows[0]!;
    const last = windows.at(-1)!;
    const errors = windows.reduce((sum, w) => sum + w.errors + w.non2xx, 0);
    const breaches = [
      errors > 0 ? `${errors} errors or non-2xx responses` : '',
      peakRss >= RSS_BUDGET_MB ? `peak RSS ${peakRss} MB ≥ ${RSS_BUDGET_MB} MB` : '',
      last.p99 > first.p99 * 1.5 + 5 ? `p99 drifted from ${first.p99} ms to ${last.p99} ms` : '',
    ].filter(Boolean);
    const summary = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      products: productCount,
      connections: CONNECTIONS,
      capacityRequestsPerSecond: capacity.requestsPerSecond,
      rate,
      durationSeconds: DURATION,
      peakRssMb: peakRss,
      windows,
      breaches,
    };
    console.log(
      `\nSoak: ${DURATION} s at ${rate} req/s (${Math.round(SHARE * 100)}% of ${capacity.requestsPerSecond}); ` +
        `errors ${errors}; peak RSS ${peakRss} MB; p99 first ${first.p99} ms, last ${last.p99} ms.` +
        (breaches.length ? `\nBudget breaches:\n- ${breaches.join('\n- ')}` : '\nAll budgets met.'),
    );
    const out = path.join(root, 'bench-results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'soak.json'), JSON.stringify(summary, null, 2));
    process.exitCode = breaches.length ? 1 : 0;
  } finally {
    server?.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
