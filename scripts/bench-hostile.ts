/**
 * The security review's repros that cost the server time (decision 0001, "Hardening after the
 * review"), replayed against a running production server: what each gets back, how long it took,
 * and how long /healthz took meanwhile. Judged: each hostile request is refused (4xx) and /healthz
 * answers within 200 ms.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export interface HostileRow {
  name: string;
  /** What the server answered (status codes, or how the connections ended). */
  outcome: string;
  ms: number;
  healthzMaxMs: number;
}

const BUDGET_MS = 200;
const SLOW_CLIENTS = 200;

/** Samples /healthz every 20 ms while `work` runs; returns the slowest answer. */
async function healthzDuring(url: string, work: () => Promise<string>) {
  let worst = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/healthz`).then((res) => res.arrayBuffer());
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const outcome = await work();
  const ms = performance.now() - started;
  running = false;
  await sampler;
  return { outcome, ms: Math.round(ms), healthzMaxMs: Math.round(worst) };
}

function post(url: string, path: string, body: string) {
  return fetch(`${url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body,
  });
}

/** Opens connections that send their headers a byte at a time and never finish. */
function slowClients(url: string, count: number): Promise<string> {
  const { port, hostname } = new URL(url);
  const ended: Promise<number>[] = [];
  for (let i = 0; i < count; i++) {
    ended.push(
      new Promise((resolve) => {
        const started = performance.now();
        const socket = net.connect(Number(port), hostname);
        const request = `POST /trpc/newsletter.subscribe HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`;
        let sent = 0;
        const drip = setInterval(() => {
          if (sent < request.length) socket.write(request[sent++]!);
        }, 500);
        const done = () => {
          clearInterval(drip);
          resolve(performance.now() - started);
        };
        socket.on('close', done);
        socket.on('error', () => socket.destroy());
        socket.setTimeout(120_000, () => socket.destroy());
      }),
    );
  }
  return Promise.all(ended).then((times) => {
    const sorted = times.sort((a, b) => a - b);
    return `${count} closed by the server after ${Math.round(sorted[0]! / 1000)}–${Math.round(sorted.at(-1)! / 1000)} s`;
  });
}

export async function measureHostile(
  url: string,
): Promise<{ rows: HostileRow[]; breaches: string[] }> {
  const checks = Array.from({ length: 450 }, () => 'ingredients.check').join(',');
  const checkBody = JSON.stringify(
    Object.fromEntries(
      Array.from({ length: 450 }, (_, i) => [
        i,
        { json: { text: 'Aqua, Glycerin, Parfum, Limonene' } },
      ]),
    ),
  );
  const signIns = Array.from({ length: 100 }, () => 'auth.signIn').join(',');
  const signInBody = JSON.stringify(
    Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [
        i,
        { json: { email: 'x@puur.test', password: 'wrong password 123' } },
      ]),
    ),
  );
  const status = async (res: Promise<Response>) => {
    const answer = await res;
    await answer.arrayBuffer();
    return `HTTP ${answer.status}`;
  };
  const rows: HostileRow[] = [
    {
      name: '450 × ingredients.check in one POST',
      ...(await healthzDuring(url, () => status(post(url, `${checks}?batch=1`, checkBody)))),
    },
    {
      name: '100 × auth.signIn in one POST',
      ...(await healthzDuring(url, () => status(post(url, `${signIns}?batch=1`, signInBody)))),
    },
    {
      name: `${SLOW_CLIENTS} clients sending headers a byte every 0.5 s`,
      ...(await healthzDuring(url, () => slowClients(url, SLOW_CLIENTS))),
    },
  ];
  const breaches: string[] = [];
  for (const row of rows) {
    if (row.outcome.startsWith('HTTP 2')) breaches.push(`${row.name}: accepted (${row.outcome})`);
    if (row.healthzMaxMs >= BUDGET_MS)
      breaches.push(`${row.name}: /healthz took ${row.healthzMaxMs} ms (budget ${BUDGET_MS} ms)`);
  }
  return { rows, breaches };
}

export function printHostile({ rows }: { rows: HostileRow[] }) {
  for (const row of rows)
    console.log(
      `  ${row.name}: ${row.outcome} in ${row.ms} ms; /healthz at worst ${row.healthzMaxMs} ms`,
    );
}
