/**
 * The server under pressure from its two most expensive public requests (decision 0001):
 * while 100 wrong-password sign-ins (argon2) and 5 label photos at the largest size the server
 * accepts (sharp + tesseract) run at the same time, a static asset, /healthz and a server-rendered
 * product page are fetched again and again. Budget: each of the three answers within 200 ms
 * (the worst sample). How long the sign-ins and the label reads took is reported, not judged.
 *
 * Called by the bench with the URL of a running production server; on its own:
 *   tsx scripts/bench-pressure.ts                      builds if stale, starts a demo server
 *   tsx scripts/bench-pressure.ts --url http://127.0.0.1:3456 [--pid 1234] [--pixels 59500000]
 *     [--sign-ins 100] [--labels 5]          (0 leaves that half of the load out)
 * Use a fresh server for each run: after 100 wrong passwords the account is locked for a while,
 * and later sign-ins are refused (429) before argon2 runs, which no longer presses the server.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../server/ingredients/ocr';
import { ensureBuild, rssMb, startServer } from './lib/server-process';

/** The judged budget: every sample of every watched path within this (ms). */
export const PRESSURE_BUDGET_MS = 200;
/** Pause between two samples of one path (each path is sampled by its own loop). */
const SAMPLE_GAP_MS = 20;

export interface PressureRow {
  name: string;
  path: string;
  /** Before the load: a few samples, for comparison. */
  idleMaxMs: number;
  samples: number;
  p95Ms: number;
  maxMs: number;
  /** When the worst sample was sent, in ms from the start of the load. */
  worstAtMs: number;
  /** Samples that did not answer 200. */
  failures: number;
}

export interface LoadSummary {
  name: string;
  requests: number;
  /** HTTP status → count ('error' when the request itself failed). */
  statuses: Record<string, number>;
  medianMs: number;
  maxMs: number;
}

export interface PressureResult {
  rows: PressureRow[];
  load: LoadSummary[];
  /** The label photo sent: pixels and bytes. */
  image: { width: number; height: number; bytes: number };
  /** Wall time from the first request of the load to the last answer. */
  loadMs: number;
  /** Server RSS at its peak during the load (only when the server's pid was given). */
  peakRssMb: number | null;
  breaches: string[];
}

export interface PressureOptions {
  /** The server's pid, to sample its memory (same machine only). */
  pid?: number;
  /** Pixels of the label photo; by default the server's cap (MAX_IMAGE_PIXELS). */
  pixels?: number;
  /** Concurrent wrong-password sign-ins (default 100) and label photos (default 5). */
  signIns?: number;
  labels?: number;
}

const round = (ms: number) => Math.round(ms);
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
};

/** A compressible PNG (one colour) of about `pixels` pixels, 3:2, as a data URL. */
async function labelPhoto(pixels: number) {
  const width = Math.floor(Math.sqrt((pixels * 3) / 2));
  const height = Math.floor(pixels / width);
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 250, g: 246, b: 238 } },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return {
    dataUrl: `data:image/png;base64,${png.toString('base64')}`,
    image: { width, height, bytes: png.length },
  };
}

/** A script of the built client, from the home page's HTML (a file under /assets/). */
async function findAsset(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  const src = /<script[^>]+src="(\/assets\/[^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('No /assets/ script found in the home page.');
  return src;
}

interface Timed {
  /** When it was sent (ms since the epoch, fractional). */
  at: number;
  ms: number;
  status: string;
}

const now = () => performance.timeOrigin + performance.now();

async function timed(run: () => Promise<Response>): Promise<Timed> {
  const at = now();
  try {
    const response = await run();
    await response.arrayBuffer();
    return { at, ms: now() - at, status: String(response.status) };
  } catch {
    return { at, ms: now() - at, status: 'error' };
  }
}

/**
 * The samplers run in a worker thread of their own, so that sending the load (105 requests, a few
 * hundred KB of JSON) does not delay them in this event loop and show up as the server's latency.
 * Plain JavaScript: one loop per path until told to stop, then the samples of each path.
 */
const SAMPLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, paths, gapMs } = workerData;
const now = () => performance.timeOrigin + performance.now();
let stop = false;
parentPort.on('message', () => (stop = true));
async function sample(path) {
  const at = now();
  try {
    const response = await fetch(url + path);
    await response.arrayBuffer();
    return { at, ms: now() - at, status: String(response.status) };
  } catch {
    return { at, ms: now() - at, status: 'error' };
  }
}
Promise.all(paths.map(async (path) => {
  const taken = [await sample(path)];
  return { path, taken, more: (async () => {
    while (!stop) {
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      taken.push(await sample(path));
    }
  })() };
})).then(async (loops) => {
  parentPort.postMessage('ready');
  await Promise.all(loops.map((loop) => loop.more));
  parentPort.postMessage(loops.map((loop) => loop.taken.slice(1)));
});
`;

function summarise(name: string, results: Timed[]): LoadSummary {
  const statuses: Record<string, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const times = results.map((r) => r.ms);
  return {
    name,
    requests: results.length,
    statuses,
    medianMs: round(percentile(times, 0.5)),
    maxMs: round(Math.max(0, ...times)),
  };
}

export async function measureUnderPressure(
  url: string,
  options: PressureOptions = {},
): Promise<PressureResult> {
  const { signIns: SIGN_INS = 100, labels: LABELS = 5 } = options;
  const origin = new URL(url).origin;
  const post = (procedure: string, json: unknown) => () =>
    fetch(`${url}/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ json }),
    });
  const asset = await findAsset(url);
  const watched = [
    { name: 'static asset', path: asset },
    { name: 'health check', path: '/healthz' },
    { name: 'server-rendered product page', path: '/product/1' },
  ];
  const { dataUrl, image } = await labelPhoto(options.pixels ?? MAX_IMAGE_PIXELS);

  // Idle first (also warms the page renderer and the connection pool).
  const idle = new Map<string, number[]>();
  for (const w of watched) {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) times.push((await timed(() => fetch(url + w.path))).ms);
    idle.set(w.path, times.slice(2));
  }

  let peakRssMb: number | null = null;
  const memory = options.pid
    ? setInterval(() => (peakRssMb = Math.max(peakRssMb ?? 0, rssMb(options.pid!))), 100)
    : null;
  const sampler = new Worker(SAMPLER, {
    eval: true,
    workerData: { url, paths: watched.map((w) => w.path), gapMs: SAMPLE_GAP_MS },
  });
  await once(sampler, 'message'); // ready: one sample of each path taken (not counted)

  const started = now();
  const signIn = post('auth.signIn', { email: 'x@puur.test', password: 'wrong password 123' });
  const readLabel = post('ingredients.readLabel', { image: dataUrl, imageName: 'label.png' });
  const [signIns, labels] = await Promise.all([
    Promise.all(Array.from({ length: SIGN_INS }, () => timed(signIn))),
    Promise.all(Array.from({ length: LABELS }, () => timed(readLabel))),
  ]);
  const loadMs = round(now() - started);
  sampler.postMessage('stop');
  const [samples] = (await once(sampler, 'message')) as [Timed[][]];
  await sampler.terminate();
  if (memory) clearInterval(memory);

  const rows: PressureRow[] = watched.map((w, i) => {
    const taken = samples[i]!;
    const times = taken.map((s) => s.ms);
    const worst = taken.reduce<Timed | undefined>((a, b) => (a && a.ms >= b.ms ? a : b), undefined);
    return {
      name: w.name,
      path: w.path,
      idleMaxMs: round(Math.max(0, ...idle.get(w.path)!)),
      samples: taken.length,
      p95Ms: round(percentile(times, 0.95)),
      maxMs: round(Math.max(0, ...times)),
      worstAtMs: worst ? round(Math.max(0, worst.at - started)) : 0,
      failures: taken.filter((s) => s.status !== '200').length,
    };
  });
  const load = [
    summarise(`auth.signIn, wrong password × ${SIGN_INS}`, signIns),
    summarise(
      `ingredients.readLabel, ${image.width}×${image.height} PNG (${Math.round(image.bytes / 1024)} KB) × ${LABELS}`,
      labels,
    ),
  ].filter((summary) => summary.requests > 0);

  const breaches: string[] = [];
  for (const row of rows) {
    if (row.maxMs > PRESSURE_BUDGET_MS)
      breaches.push(
        `under pressure, ${row.name} (${row.path}): max ${row.maxMs} ms > ${PRESSURE_BUDGET_MS} ms (p95 ${row.p95Ms} ms)`,
      );
    if (row.failures) breaches.push(`under pressure, ${row.name}: ${row.failures} failed samples`);
  }
  for (const summary of load) {
    const failed = Object.entries(summary.statuses).filter(
      ([status]) => status === 'error' || status.startsWith('5'),
    );
    if (failed.length)
      breaches.push(
        `under pressure, ${summary.name}: ${failed.map(([s, n]) => `${n} × ${s}`).join(', ')}`,
      );
  }
  return { rows, load, image, loadMs, peakRssMb, breaches };
}

export function printUnderPressure(result: PressureResult) {
  console.log(
    `  Load: ${result.load.map((l) => l.name).join(' and ')}, all at once; done in ${result.loadMs} ms` +
      (result.peakRssMb === null ? '' : `; server RSS up to ${result.peakRssMb} MB`),
  );
  for (const l of result.load)
    console.log(
      `    ${l.name}: median ${l.medianMs} ms, max ${l.maxMs} ms; ` +
        Object.entries(l.statuses)
          .map(([status, n]) => `${n} × ${status}`)
          .join(', '),
    );
  console.log(`  Meanwhile (budget: every sample within ${PRESSURE_BUDGET_MS} ms):`);
  for (const r of result.rows)
    console.log(
      `    ${r.name} ${r.path}: ${r.samples} samples, p95 ${r.p95Ms} ms, max ${r.maxMs} ms` +
        ` (sent at +${r.worstAtMs} ms; idle max ${r.idleMaxMs} ms)` +
        (r.failures ? `, ${r.failures} failed` : ''),
    );
  console.log(
    result.breaches.length
      ? `  Budget breaches:\n  - ${result.breaches.join('\n  - ')}`
      : '  All budgets met.',
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      pid: { type: 'string' },
      pixels: { type: 'string' },
      'sign-ins': { type: 'string' },
      labels: { type: 'string' },
    },
  });
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  let server: ChildProcess | undefined;
  let dir: string | undefined;
  try {
    let url = values.url;
    let pid = values.pid ? Number(values.pid) : undefined;
    if (!url) {
      const dist = ensureBuild();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-pressure-'));
      const started = await startServer(dist, {
        DATABASE_PATH: path.join(dir, 'pressure.db'),
        SEED_DEMO_DATA: 'true',
      });
      server = started.child;
      url = started.url;
      pid = server.pid;
    }
    console.log(`Under pressure: ${url}, Node ${process.version}, ${os.cpus().length} CPUs`);
    const result = await measureUnderPressure(url, {
      pid,
      pixels: number(values.pixels),
      signIns: number(values['sign-ins']),
      labels: number(values.labels),
    });
    printUnderPressure(result);
    process.exitCode = result.breaches.length ? 1 : 0;
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
