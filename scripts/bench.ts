/**
 * npm run bench [-- --products 100000 --duration 10 --connections 16]
 *
 * Builds (when the build is missing or older than the sources), fills a temporary database with
 * synthetic products, starts the production server on it (SEED_DEMO_DATA=false, a free port), warms
 * it up and measures each case with autocannon (-c 16, -p 1). Prints a table and writes the same as
 * JSON to bench-results/bench.json, with each search case's cache hit rates (answers from the
 * response cache, cards from a card cache; counted by the server, /healthz). Budgets (decision
 * 0002): catalogue search p99 under 50 ms and at least half the throughput of a trivial tRPC query;
 * a search response under 50 KB. Then Lighthouse and first-load JavaScript (scripts/web-quality.ts;
 * skip with --no-web). Before them, on the same server, a static asset, /healthz and a page are
 * sampled while 100 sign-ins and 5 label photos at the pixel cap run (scripts/bench-pressure.ts;
 * each within 200 ms), then the security review's costly requests replayed and one address's
 * allowance of checker and swap requests on near-miss lists (scripts/bench-hostile.ts; /healthz
 * and a page each within 200 ms). Then, in this process, the label OCR's hold on the event loop and the
 * built-in assistant's reply time (scripts/bench-in-process.ts). A breach is printed and makes the
 * exit code 1.
 *
 * `--postgres` (decision 0023): the same catalogue moved with db:copy to a throw-away PostgreSQL
 * cluster (scripts/bench-postgres.ts); the server runs on DATABASE_URL, after its answers to 400
 * searches were compared with a server on the SQLite file. Lighthouse and the in-process part do
 * not touch the database and are left to the SQLite run.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { parseCliArgs } from './lib/cli-args';
import { ensureBuild, root, rssMb, startServer } from './lib/server-process';
import { seedSyntheticProducts } from './synthetic';
import { measureWebQuality, printWebQuality } from './web-quality';
import { measureInProcess, printInProcess } from './bench-in-process';
import { measureHostile, measureOneAddress, printHostile, printOneAddress } from './bench-hostile';
import { measureUnderPressure, printUnderPressure } from './bench-pressure';
import { measureWritesAtScale, printWrites } from './bench-writes';
import { compareAnswers, copyToPostgres, type BenchPostgres } from './bench-postgres';
import { benchCases, distinctTextQuery, randomQuery, search, shopperFitQuery } from './bench-cases';
import { measure, type Row } from './bench-measure';
import { printTable, rowBreaches } from './bench-report';

const USAGE = `Usage: npm run bench [-- options]
  --products N     synthetic products to seed (default 100000)
  --duration S     seconds per case (default 10)
  --connections N  concurrent connections (default 16)
  --build          rebuild first, even when the build is fresh
  --no-web         skip Lighthouse and the first-load JavaScript report
  --cases a,b      only the cases whose names contain one of these words (and the trivial call)
  --seeded FILE    a copy of a database already seeded with --products synthetic products
  --postgres       serve the same catalogue from a throw-away PostgreSQL cluster
  --help           this text
Writes bench-results/; a budget breach makes the exit code 1.`;

const args = parseCliArgs(
  {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    build: { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    cases: { type: 'string' },
    seeded: { type: 'string' },
    postgres: { type: 'boolean', default: false },
  },
  USAGE,
);
const PRODUCTS = Number(args.products);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

const CASES = benchCases(PRODUCTS);

const CASE_WORDS = args.cases?.split(',').map((word) => word.trim().toLowerCase());
const MEASURED = CASE_WORDS
  ? CASES.filter(
      (c) => c.kind === 'ceiling' || CASE_WORDS.some((word) => c.name.toLowerCase().includes(word)),
    )
  : CASES;
/**
 * Whether a part after the HTTP cases (pressure, hostile, one-address, writes, in-process) runs:
 * --cases names it.
 */
const wants = (part: string) => !CASE_WORDS || CASE_WORDS.includes(part);

/**
 * The copy on PostgreSQL answers what the file answers. 400 searches (the fixed cases,
 * distinct texts, filter states and shopper's fits) asked of both, compared as data.
 */
async function compareWithSqlite(dist: string, file: string, postgresUrl: string) {
  const sqlite = await startServer(dist, { DATABASE_PATH: file, SEED_DEMO_DATA: 'false' });
  try {
    const text = distinctTextQuery(PRODUCTS);
    const paths = [
      ...CASES.filter((c) => c.kind === 'search').map((c) => c.path),
      ...Array.from({ length: 150 }, text),
      ...Array.from({ length: 150 }, randomQuery),
      ...Array.from({ length: 91 }, shopperFitQuery),
    ];
    const same = await compareAnswers(sqlite.url, postgresUrl, paths);
    console.log(
      `Same answers as on SQLite: ${same.same} of ${same.compared} searches${same.firstDifference ? `; first difference: ${same.firstDifference}` : ''}`,
    );
    return same;
  } finally {
    sqlite.child.kill('SIGTERM');
    await new Promise((resolve) => sqlite.child.once('exit', resolve));
  }
}

async function main() {
  const dist = ensureBuild(args.build);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-bench-'));
  const file = path.join(dir, 'bench.db');
  let server: ChildProcess | undefined;
  let postgres: BenchPostgres | null = null;
  try {
    const started = Date.now();
    if (args.seeded) {
      // A copy (the staff writes below change it), through SQLite's backup: the file alone may
      // lack what its -wal file still holds.
      const source = new Database(args.seeded, { readonly: true, fileMustExist: true });
      await source.backup(file);
      source.close();
      // Made by an older build, it may lack a migration (db:copy refuses such a file).
      const { db } = openDatabase(file);
      await migrateToLatest(db);
      await db.destroy();
      console.log(`Copied ${args.seeded} (its ${PRODUCTS} products are assumed, not counted)`);
    } else {
      const { db } = openDatabase(file);
      await migrateToLatest(db);
      await seedSyntheticProducts(db, PRODUCTS);
      await db.destroy();
      console.log(
        `Seeded ${PRODUCTS} synthetic products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }

    if (args.postgres) {
      postgres = await copyToPostgres(file);
      console.log(
        `db:copy moved it to PostgreSQL: ${postgres.copy.rows} rows copied and verified in ${postgres.copy.seconds} s`,
      );
    }
    const started_ = await startServer(
      dist,
      postgres
        ? { DATABASE_URL: postgres.url, SEED_DEMO_DATA: 'false' }
        : { DATABASE_PATH: file, SEED_DEMO_DATA: 'false' },
    );
    server = started_.child;
    const url = started_.url;

    // The server builds its index before it listens: this is what the first shopper waits.
    const firstSearch = Date.now();
    await fetch(url + search({ q: 'first search' }));
    const firstSearchMs = Date.now() - firstSearch;
    console.log(`First search after start: ${firstSearchMs} ms.`);
    const sameAnswers = postgres ? await compareWithSqlite(dist, file, url) : null;
    console.log('Warming up…');
    for (const c of MEASURED) await measure(url, c, 2, CONNECTIONS);

    const loadBefore = os.loadavg()[0]!;
    const rows: Row[] = [];
    let peakRss = 0;
    let casePeakRss = 0;
    const sampler = setInterval(() => {
      casePeakRss = Math.max(casePeakRss, rssMb(server!.pid!));
      peakRss = Math.max(peakRss, casePeakRss);
    }, 250);
    for (const c of MEASURED) {
      process.stdout.write(`  ${c.name}… `);
      casePeakRss = 0;
      const row = await measure(url, c, DURATION, CONNECTIONS);
      rows.push(row);
      console.log(`${row.requestsPerSecond} req/s, server RSS up to ${casePeakRss} MB`);
    }
    clearInterval(sampler);

    // Last, on the same server: the two most expensive public requests at once.
    let pressure: Awaited<ReturnType<typeof measureUnderPressure>> | null = null;
    if (wants('pressure')) {
      console.log('\nUnder pressure: 100 sign-ins and 5 label photos at the pixel cap…');
      pressure = await measureUnderPressure(url, { pid: server.pid });
      printUnderPressure(pressure);
    }
    let hostile: Awaited<ReturnType<typeof measureHostile>> | null = null;
    if (wants('hostile')) {
      console.log("\nThe review's costly requests, replayed:");
      hostile = await measureHostile(url);
      printHostile(hostile);
    }
    let oneAddress: Awaited<ReturnType<typeof measureOneAddress>> | null = null;
    if (wants('one-address')) {
      console.log(
        "\nOne address's allowance of the costliest public requests (checker, swap drafts) at once:",
      );
      oneAddress = await measureOneAddress(url);
      printOneAddress(oneAddress);
    }
    let writes: Awaited<ReturnType<typeof measureWritesAtScale>> | null = null;
    if (wants('writes')) {
      console.log('\nStaff writes at this scale, in process:');
      writes = await measureWritesAtScale(postgres ? { postgres: postgres.url } : { sqlite: file });
      printWrites(writes);
    }

    console.log(
      `\n${PRODUCTS} products on ${postgres ? 'PostgreSQL' : 'SQLite'}, ${CONNECTIONS} connections, ${DURATION} s per case, pipelining 1; ` +
        `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; ` +
        `server peak RSS ${peakRss} MB; first search after start ${firstSearchMs} ms; ` +
        `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after ` +
        `(the load generator shares the machine; other work there skews every row)\n`,
    );
    printTable(rows);

    // Budgets.
    const breaches: string[] = [pressure, hostile, oneAddress, writes].flatMap(
      (part) => part?.breaches ?? [],
    );
    if (firstSearchMs >= 200)
      breaches.push(`first search after start: ${firstSearchMs} ms ≥ 200 ms`);
    if (sameAnswers && sameAnswers.same < sameAnswers.compared)
      breaches.push(
        `PostgreSQL answered ${sameAnswers.compared - sameAnswers.same} of ${sameAnswers.compared} searches differently from SQLite; first: ${sameAnswers.firstDifference}`,
      );
    breaches.push(...rowBreaches(rows));
    // The memory budget (under 300 MB through a 60 s load run; decision 0007) is judged by
    // `npm run soak` on a realistic mix. Here every case saturates the server, and hammering
    // uncached server-rendered pages of a 100,000-product catalogue takes RSS past it (README).
    if (peakRss >= 300)
      console.log(
        `\nNote: server RSS reached ${peakRss} MB (the memory budget is npm run soak's).`,
      );
    console.log(
      breaches.length ? `\nBudget breaches:\n- ${breaches.join('\n- ')}` : '\nAll budgets met.',
    );

    const out = path.join(root, 'bench-results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, postgres ? 'bench-postgres.json' : 'bench.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          products: PRODUCTS,
          database: postgres ? 'postgres' : 'sqlite',
          ...(postgres ? { dbCopy: postgres.copy, sameAnswers } : {}),
          connections: CONNECTIONS,
          durationSeconds: DURATION,
          node: process.version,
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          serverPeakRssMb: peakRss,
          loadAverage: { before: loadBefore, after: os.loadavg()[0] },
          firstSearchMs,
          rows,
          writes,
          pressure,
          hostile,
          oneAddress,
          breaches,
        },
        null,
        2,
      ),
    );
    console.log(
      `Wrote ${path.relative(root, path.join(out, postgres ? 'bench-postgres.json' : 'bench.json'))}`,
    );
    process.exitCode = breaches.length ? 1 : 0;
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (args.postgres) return; // the rest does not touch the database: the SQLite run measures it
  const out = path.join(root, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  if (wants('in-process')) {
    console.log('\nIn process: label OCR and the built-in assistant…');
    const inProcess = await measureInProcess();
    printInProcess(inProcess);
    fs.writeFileSync(
      path.join(out, 'in-process.json'),
      JSON.stringify(
        { date: new Date().toISOString(), node: process.version, ...inProcess },
        null,
        2,
      ),
    );
    if (inProcess.breaches.length) {
      console.log(`Budget breaches:\n- ${inProcess.breaches.join('\n- ')}`);
      process.exitCode = 1;
    }
  }
  if (!args['no-web'] && wants('web')) {
    console.log('\nLighthouse and first-load JavaScript on the demo catalogue…');
    const web = await measureWebQuality();
    printWebQuality(web);
    fs.writeFileSync(
      path.join(out, 'web.json'),
      JSON.stringify({ date: new Date().toISOString(), ...web }, null, 2),
    );
    if (web.breaches.length) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
