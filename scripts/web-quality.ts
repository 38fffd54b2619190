/**
 * Lighthouse (mobile) on home, catalogue, a product and a blog post, and the first-load
 * JavaScript (gzip, as sent over the wire) of every public route, against the production build on
 * a demo-seeded database with the system Chromium. Run by `npm run bench` (or on its own:
 * `npx tsx scripts/web-quality.ts`, `--first-load-only` without Lighthouse). Budgets: decisions
 * 0007 and 0018.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { seedDemoData } from '../server/seed/seed';
import { findChromium } from './find-chromium.mjs';
import { firstLoadOf, trackRequests, type ScriptResponse } from './lib/first-load';
import { ensureBuild, startServer } from './lib/server-process';
import { tempDatabase } from './lib/temp-database';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
export const LIGHTHOUSE_PAGES = [
  '/',
  '/clean-products',
  '/product/1',
  '/blog/parabens-plainly-explained',
];
export const PUBLIC_PAGES = [
  '/',
  '/clean-products',
  '/bestsellers',
  '/brands',
  '/product/1',
  '/clear-reasons',
  '/blog/parabens-plainly-explained',
  '/personal-assistant',
  '/ingredient-checker',
  '/standard',
  '/wishlist',
];
const JS_BUDGET_KB = 200;
/** Total blocking time per page (decision 0018): Lighthouse's score alone can pass with more. */
const TBT_BUDGET_MS = 300;
/**
 * Lighthouse runs per page. One run's score on this shared 2-core machine moves by 10 points and
 * its TBT by a factor of three; Lighthouse's own advice (docs/variability.md) is five runs and
 * their median. Each figure is the median of its own (Lighthouse's `computeMedianRun` picks the
 * run nearest the median FCP and TTI, whose TBT can be the lowest of five), and every run's
 * performance and TBT are printed beside it.
 */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const SCORE_BUDGETS = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
} as const;

export interface WebQuality {
  lighthouse: {
    page: string;
    performance: number;
    accessibility: number;
    'best-practices': number;
    seo: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    /**
     * Every run's performance score, TBT and Lighthouse's benchmark index of the host during it
     * (a busy host scores lower); the figures above are the medians.
     */
    runs: { performance: number; tbtMs: number; benchmarkIndex: number }[];
  }[];
  firstLoadJs: { page: string; kb: number; files: number }[];
  breaches: string[];
}

async function firstLoadJs(url: string, executablePath: string) {
  const browser = await chromium.launch({
    executablePath,
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });
  const rows: WebQuality['firstLoadJs'] = [];
  try {
    for (const page of PUBLIC_PAGES) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
      const tab = await context.newPage();
      const requests = trackRequests(tab);
      const scripts: Promise<ScriptResponse>[] = [];
      tab.on('requestfinished', (request) => {
        if (request.resourceType() === 'script')
          scripts.push(
            request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })),
          );
      });
      // The app starts after first paint: `networkidle` alone can come before its scripts.
      await tab.goto(url + page, { waitUntil: 'load' });
      await tab.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 30_000 });
      await requests.quiet();
      rows.push({ page, ...firstLoadOf(await Promise.all(scripts)) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART and the like): such a run is retried. */
async function auditPage(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(SCORE_BUDGETS),
    });
    const lhr = result!.lhr;
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(`Lighthouse failed on ${url} (${lhr.runtimeError.code}); running it again.`);
  }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!;
}
const tbtOf = (lhr: Result) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);

const benchmarkIndexOf = (lhr: Result) => Math.round(lhr.environment.benchmarkIndex);

async function lighthouseScores(url: string, chromePath: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows: WebQuality['lighthouse'] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const runs: Result[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
        runs.push(await auditPage(url + page, chrome.port));
      const median = (figure: (lhr: Result) => number) => medianOf(runs.map(figure));
      rows.push({
        page,
        performance: median((r) => score(r, 'performance')),
        accessibility: median((r) => score(r, 'accessibility')),
        'best-practices': median((r) => score(r, 'best-practices')),
        seo: median((r) => score(r, 'seo')),
        lcpMs: median((r) => Math.round(r.audits['largest-contentful-paint']?.numericValue ?? 0)),
        tbtMs: median(tbtOf),
        cls: median(
          (r) => Math.round((r.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        ),
        runs: runs.map((r) => ({
          performance: score(r, 'performance'),
          tbtMs: tbtOf(r),
          benchmarkIndex: benchmarkIndexOf(r),
        })),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

export async function measureWebQuality({ withLighthouse = true } = {}): Promise<WebQuality> {
  const chromePath = findChromium();
  const dist = ensureBuild();
  const { dir, file } = await tempDatabase('web', seedDemoData);
  const server = await startServer(dist, { DATABASE_PATH: file, SEED_DEMO_DATA: 'false' });
  try {
    const js = await firstLoadJs(server.url, chromePath);
    const scores = withLighthouse ? await lighthouseScores(server.url, chromePath) : [];
    const breaches = [
      ...js
        .filter((r) => r.kb >= JS_BUDGET_KB)
        .map((r) => `${r.page}: first-load JS ${r.kb} KB ≥ ${JS_BUDGET_KB} KB`),
      ...scores
        .filter((r) => !(r.tbtMs < TBT_BUDGET_MS))
        .map((r) => `${r.page}: total blocking time ${r.tbtMs} ms ≥ ${TBT_BUDGET_MS} ms`),
      ...scores.flatMap((r) =>
        Object.entries(SCORE_BUDGETS)
          .filter(([category, min]) => r[category as keyof typeof SCORE_BUDGETS] < min)
          .map(
            ([category, min]) =>
              `${r.page}: Lighthouse ${category} ${r[category as keyof typeof SCORE_BUDGETS]} < ${min}`,
          ),
      ),
    ];
    return { lighthouse: scores, firstLoadJs: js, breaches };
  } finally {
    server.child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printWebQuality(result: WebQuality): void {
  console.log(
    `\nLighthouse (mobile, simulated throttling; the median of ${LIGHTHOUSE_RUNS} runs per page):`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | every run: performance / TBT ms / benchmark index |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of result.lighthouse) {
    const runs = r.runs
      .map((run) => `${run.performance} / ${run.tbtMs} / ${run.benchmarkIndex}`)
      .join(', ');
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${runs} |`,
    );
  }
  console.log('\nFirst-load JavaScript (gzip over the wire):');
  console.log('| page | KB | files |');
  console.log('|---|---|---|');
  for (const r of result.firstLoadJs) console.log(`| ${r.page} | ${r.kb} | ${r.files} |`);
  console.log(
    result.breaches.length
      ? `\nWeb budget breaches:\n- ${result.breaches.join('\n- ')}`
      : '\nAll web budgets met.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--first-load-only`: the first-load JavaScript of every page, without Lighthouse.
  measureWebQuality({ withLighthouse: !process.argv.includes('--first-load-only') })
    .then((result) => {
      printWebQuality(result);
      fs.mkdirSync('bench-results', { recursive: true });
      fs.writeFileSync(
        'bench-results/web.json',
        JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2),
      );
      process.exitCode = result.breaches.length ? 1 : 0;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
