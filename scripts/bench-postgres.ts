/**
 * `npm run bench -- --postgres` (decision 0023): the bench's SQLite catalogue is moved to a
 * throw-away PostgreSQL cluster with `db:copy` (durable settings, as a real server runs: fsync and
 * synchronous commits on), and the copy must answer the same searches as the file before it is
 * measured.
 */
import { copyDatabase } from './db-copy-lib';
import { checkPassed, formatChecks } from './db-copy-verify';
import { startTestPostgres } from '../server/test/postgres-cluster';

export interface BenchPostgres {
  url: string;
  /** Rows copied and verified by db:copy, and how long it took. */
  copy: { rows: number; seconds: number };
  stop(): void;
}

/** A new cluster holding a verified copy of the SQLite file. */
export async function copyToPostgres(file: string): Promise<BenchPostgres> {
  const cluster = await startTestPostgres({ durable: true });
  try {
    const url = await cluster.createDatabase();
    const started = Date.now();
    const checks = await copyDatabase({ from: file, to: url });
    if (!checks.every(checkPassed))
      throw new Error(`db:copy did not verify:\n${formatChecks(checks).join('\n')}`);
    const rows = checks.reduce((sum, check) => sum + check.sourceRows, 0);
    return {
      url,
      copy: { rows, seconds: Math.round((Date.now() - started) / 100) / 10 },
      stop: () => cluster.stop(),
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

export interface SameAnswers {
  compared: number;
  same: number;
  /** The first request whose answers differ, and where. */
  firstDifference: string | null;
}

/**
 * Asks two servers the same requests one after the other and compares the answers as data (object
 * keys in any order, arrays in order): the results, their order, totals and facet counts.
 */
export async function compareAnswers(
  expectedUrl: string,
  actualUrl: string,
  paths: readonly string[],
): Promise<SameAnswers> {
  let same = 0;
  let firstDifference: string | null = null;
  for (const path of paths) {
    const [expected, actual] = await Promise.all(
      [expectedUrl, actualUrl].map(async (url) =>
        canonical(await (await fetch(url + path)).json()),
      ),
    );
    if (expected === actual) same++;
    else firstDifference ??= `${decodeURIComponent(path)}: ${whereDifferent(expected!, actual!)}`;
  }
  return { compared: paths.length, same, firstDifference };
}

/** JSON with every object's keys sorted. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

function whereDifferent(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 60), at + 60);
  return `SQLite …${around(expected)}… PostgreSQL …${around(actual)}…`;
}
