/**
 * The bench's verdict on the HTTP cases: the table it prints, and the budgets of decision 0002 it
 * judges every row against (no failed request; a search's p99 under 50 ms, its answer under
 * 50 KB and its throughput at least half a trivial tRPC query's).
 */
import type { Row } from './bench-measure';

/** The rows as a Markdown table, one line per case. */
export function printTable(rows: Row[]): void {
  const header = [
    'case',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'bytes',
    'non-2xx',
    'errors',
    'cache hits: answers / cards',
  ];
  const percent = (rate: number | undefined) => (rate === undefined ? '–' : `${rate} %`);
  const table = rows.map((r) => [
    r.name,
    String(r.requestsPerSecond),
    String(r.p50),
    String(r.p97_5),
    String(r.p99),
    String(r.bytes),
    String(r.non2xx),
    String(r.errors),
    r.kind === 'search'
      ? `${percent(r.responseCacheHitRate)} / ${percent(r.cardCacheHitRate)}`
      : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-' : '-').repeat(w + 2)).join('|')}|`);
  for (const t of table) console.log(line(t));
}

/** What each row breaches, in the order of the rows. */
export function rowBreaches(rows: Row[]): string[] {
  const trivial = rows.find((r) => r.name.startsWith('trivial tRPC'))!;
  const breaches: string[] = [];
  for (const r of rows) {
    if (r.non2xx || r.errors) breaches.push(`${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    // Every search is judged, the cache misses (distinct texts, varied filters) too: shoppers
    // type different things.
    if (r.kind !== 'search') continue;
    if (r.p99 >= 50) breaches.push(`${r.name}: p99 ${r.p99} ms ≥ 50 ms`);
    if (r.bytes >= 50_000) breaches.push(`${r.name}: response ${r.bytes} bytes ≥ 50 KB`);
    if (r.requestsPerSecond < trivial.requestsPerSecond / 2)
      breaches.push(
        `${r.name}: ${r.requestsPerSecond} req/s < half of trivial tRPC (${trivial.requestsPerSecond})`,
      );
  }
  return breaches;
}
