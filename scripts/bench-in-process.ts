/**
 * The timings that used to sit in unit tests (where a busy machine made them fail at random):
 * reading a label photo without blocking the event loop, and the built-in assistant's reply time.
 * Run in the bench's own process; reported and judged by `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { OcrService } from '../server/ingredients/ocr';
import { seedDemoData } from '../server/seed/seed';
import { createTestDeps } from '../server/test/deps';
import { renderLabel, SAMPLE_LABEL } from '../server/test/label-image';
import { createContextInner } from '../server/trpc/context';
import { createCaller } from '../server/trpc/root';

export interface InProcessRow {
  name: string;
  runs: number;
  medianMs: number;
  maxMs: number;
  /** What is judged, and the limit. */
  judged: string;
  limitMs: number;
  worstMs: number;
}

const QUESTIONS = [
  'A toner for oily skin without alcohol',
  'A gentle shampoo for a dry scalp',
  'Something to replace my parabens moisturiser',
  'An all-purpose cleaner without fragrance',
  'Een milde handcrème zonder parfum',
  'Is phenoxyethanol safe?',
  'A sunscreen for sensitive skin',
  'Natural deodorant please',
  'A body lotion under €20',
  'What is wrong with methylisothiazolinone?',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Worst delay of a 10 ms timer while `work` runs: how long the event loop was held. */
export async function worstEventLoopLag<T>(work: () => Promise<T>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(ticker);
  }
  return Math.round(worst);
}

async function benchOcr(runs: number): Promise<InProcessRow> {
  const ocr = new OcrService({ maxWorkers: 1, maxQueue: 1, idleMs: 5000 });
  try {
    const png = await renderLabel({ text: SAMPLE_LABEL, width: 900, fontSize: 26 });
    const durations: number[] = [];
    const lag = await worstEventLoopLag(async () => {
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await ocr.read(png);
        durations.push(performance.now() - started);
      }
    });
    return {
      name: `OCR of a ${png.length}-byte label (first run starts the worker)`,
      runs,
      medianMs: Math.round(median(durations)),
      maxMs: Math.round(Math.max(...durations)),
      judged: 'worst event-loop lag while reading',
      limitMs: 250,
      worstMs: lag,
    };
  } finally {
    await ocr.close();
  }
}

async function benchAssistant(): Promise<InProcessRow> {
  const deps = await createTestDeps();
  await seedDemoData(deps.db);
  const caller = createCaller(createContextInner(deps));
  const durations: number[] = [];
  for (const message of QUESTIONS) {
    const started = performance.now();
    const stream = await caller.assistant.send({ message, threadId: '' });
    for await (const event of stream) void event;
    durations.push(performance.now() - started);
  }
  await deps.db.destroy();
  const medianMs = Math.round(median(durations));
  return {
    name: 'assistant reply, built-in engine, demo catalogue',
    runs: durations.length,
    medianMs,
    maxMs: Math.round(Math.max(...durations)),
    judged: 'median reply',
    limitMs: 1000,
    worstMs: medianMs,
  };
}

export async function measureInProcess(): Promise<{ rows: InProcessRow[]; breaches: string[] }> {
  const rows = [await benchOcr(5), await benchAssistant()];
  const breaches = rows
    .filter((row) => row.worstMs >= row.limitMs)
    .map((row) => `${row.name}: ${row.judged} ${row.worstMs} ms ≥ ${row.limitMs} ms`);
  return { rows, breaches };
}

export function printInProcess({ rows }: { rows: InProcessRow[] }) {
  for (const row of rows)
    console.log(
      `  ${row.name}: ${row.runs} runs, median ${row.medianMs} ms, max ${row.maxMs} ms; ` +
        `${row.judged} ${row.worstMs} ms (limit ${row.limitMs} ms)`,
    );
}
