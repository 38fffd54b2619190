import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { sql, type KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffUser } from '../../shared/auth';
import { testDatabase } from '../test/db';
import { createSeededDeps } from '../test/seeded';
import { seededServer } from '../test/http-shop';
import { addTestStaff } from '../test/staff';
import { nearMissList } from '../test/near-misses';
import { MAX_CHAT_MESSAGE_LENGTH } from '../../shared/assistant';
import { MAX_SWAP_LABEL_TEXT, MAX_SWAP_PHOTOS } from '../../shared/swap-analysis';
import { FUZZY_SCANS_PER_CHECK } from '../ingredients/check';
import { knowledgeBaseIndex } from '../ingredients/kb';
import { draftsSettled } from '../swap-analysis/service';
import { PUBLIC_PROCEDURES } from './public-procedures';
import { createContextInner, type AppDeps } from './context';
import { appRouter, createCaller } from './root';

/**
 * Robustness: random and hostile input to every procedure, as a shopper and as staff.
 * No call may end in INTERNAL_SERVER_ERROR, and a refused call must not change any data.
 */

// Calls whose refusal legitimately writes: a failed sign-in is counted (brute-force defence).
const REFUSAL_MAY_WRITE = new Set(['auth.signIn']);
const RUNS_PER_PROCEDURE = Number(process.env.FUZZ_RUNS ?? 25);

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "'; DROP TABLE products; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000\u202e',
    '%_%',
    'data:image/png;base64,AAAA',
    'x'.repeat(5000),
    '🙂'.repeat(200),
    // The costliest text for the ingredient matcher: near-misses of common names.
    nearMissList(),
    nearMissList(2000, 2),
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, NaN, Infinity, null, true),
);
const hostileInput = fc.oneof(
  fc.constant(undefined),
  fc.anything({ maxDepth: 2 }),
  fc.dictionary(
    fc.constantFrom(
      'id',
      'ids',
      'q',
      'slug',
      'email',
      'password',
      'productId',
      'ingredientList',
      'message',
      'threadId',
      'image',
      'token',
      'page',
      'status',
      'text',
      'rating',
      'title',
      'content',
      'name',
      'filters',
      'category',
      'type',
      'input',
      'parameters',
    ),
    hostileValue,
  ),
);

/**
 * Rows changed through a database: PostgreSQL has no total_changes(), so there every statement's
 * affected rows are counted as they come back (withChangeCount).
 */
class ChangeCount implements KyselyPlugin {
  total = 0;
  transformQuery: KyselyPlugin['transformQuery'] = ({ node }) => node;
  transformResult: KyselyPlugin['transformResult'] = ({ result }) => {
    this.total += Number(result.numAffectedRows ?? 0);
    return Promise.resolve(result);
  };
}
const counts = new WeakMap<AppDeps['db'], ChangeCount>();

/** The demo shop, its writes counted on PostgreSQL (SQLite counts its own). */
async function seededDeps(): Promise<AppDeps> {
  const deps = await createSeededDeps();
  if (testDatabase === 'sqlite') return deps;
  const count = new ChangeCount();
  const db = deps.db.withPlugin(count);
  counts.set(db, count);
  return { ...deps, db };
}

async function changes(deps: AppDeps): Promise<number> {
  const count = counts.get(deps.db);
  if (count) return count.total;
  const row = await sql<{ n: number }>`select total_changes() as n`.execute(deps.db);
  return row.rows[0]!.n;
}

describe('every procedure under random and hostile input', () => {
  let deps: AppDeps;
  let staff: StaffUser;
  beforeAll(async () => {
    deps = await seededDeps();
    staff = await addTestStaff(deps.db, 'admin');
  });

  const procedures = Object.keys(appRouter._def.procedures);

  for (const name of procedures) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(hostileInput, fc.boolean(), async (input, asStaff) => {
          const caller = createCaller(createContextInner(deps, asStaff ? { staff } : {}));
          const procedure = name.split('.').reduce<any>((node, key) => node[key], caller);
          const before = await changes(deps);
          try {
            const result = await procedure(input);
            // Streamed procedures return an iterable: drain it so errors surface here.
            if (result && typeof result[Symbol.asyncIterator] === 'function') {
              for await (const _ of result) void _;
            }
          } catch (error) {
            expect(error, `${name} threw a non-tRPC error`).toBeInstanceOf(TRPCError);
            expect((error as TRPCError).code, `${name}: ${(error as Error).message}`).not.toBe(
              'INTERNAL_SERVER_ERROR',
            );
            if (!REFUSAL_MAY_WRITE.has(name)) {
              expect(await changes(deps), `${name} changed data on a refused call`).toBe(before);
            }
          }
        }),
        { numRuns: RUNS_PER_PROCEDURE, seed: 20261122 },
      );
    });
  }
});

/**
 * The public procedures that take text, each sent the longest list of near-misses of common
 * ingredient names its input allows (the costliest text for the matcher), well formed so that it
 * reaches the work: no call fails on our side, and none starts more spelling searches than the
 * checker's budget per list.
 */
describe('public procedures given the longest near-miss lists', () => {
  let deps: AppDeps;
  beforeAll(async () => {
    deps = await seededDeps();
  });

  const calls: [string, unknown][] = [
    ['ingredients.check', { text: nearMissList() }],
    ['ingredients.lookup', { name: nearMissList(160, 3) }],
    ['assistant.send', { message: nearMissList(MAX_CHAT_MESSAGE_LENGTH, 4), threadId: '' }],
    ['assistant.send', { message: `Ingredients: ${nearMissList(7_900, 5)}`, threadId: '' }],
    [
      'swapAnalysis.submit',
      {
        email: 'fuzz@example.com',
        labels: Array.from({ length: MAX_SWAP_PHOTOS }, (_, i) => ({
          photo: `label-${i}.jpg`,
          text: `Ingredients: ${nearMissList(MAX_SWAP_LABEL_TEXT - 20, 10 + i)}`,
        })),
      },
    ],
    ['search.suggest', { q: nearMissList(200, 6) }],
  ];

  it.each(calls)('%s', async (name, input) => {
    expect(PUBLIC_PROCEDURES.has(name)).toBe(true);
    const index = await knowledgeBaseIndex(deps.db);
    const before = index.fuzzyScans;
    const caller = createCaller(createContextInner(deps));
    const procedure = name.split('.').reduce<any>((node, key) => node[key], caller);
    try {
      const result = await procedure(input);
      if (result && typeof result[Symbol.asyncIterator] === 'function') {
        for await (const _ of result) void _;
      }
    } catch (error) {
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code, (error as Error).message).not.toBe('INTERNAL_SERVER_ERROR');
    }
    await draftsSettled();
    const labels = name === 'swapAnalysis.submit' ? MAX_SWAP_PHOTOS : 1;
    expect(index.fuzzyScans - before).toBeLessThanOrEqual(FUZZY_SCANS_PER_CHECK * labels);
  });
});

/**
 * The same guarantee over HTTP for what only HTTP can send: encoded procedure names, batches over
 * the cap and deeply nested JSON. Each is refused with a 4xx and changes nothing.
 */
describe('every procedure over HTTP with hostile framing', () => {
  const shop = seededServer(seededDeps);

  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const requests = (name: string): [string, RequestInit][] => [
    [`/trpc/${name.replace('.', '%2E')}`, { method: 'POST', body: '{"json":{}}' }],
    [`/trpc/${name}%2C${name}?batch=1`, { method: 'POST', body: '{}' }],
    [`/trpc/${Array(11).fill(name).join(',')}?batch=1`, { method: 'POST', body: '{}' }],
    [`/trpc/${name}`, { method: 'POST', body: `{"json":${deep(20_000)}}` }],
    [`/trpc/${name}?input=${encodeURIComponent(`{"json":${deep(1000)}}`)}`, { method: 'GET' }],
  ];

  it('refuses each with a 4xx and no change to the data', async () => {
    for (const name of Object.keys(appRouter._def.procedures)) {
      for (const [path, init] of requests(name)) {
        const before = await changes(shop.deps);
        const res = await fetch(`${shop.server.url}${path}`, {
          ...init,
          headers: { 'content-type': 'application/json', origin: shop.server.url },
        });
        expect(res.status, `${path.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path.slice(0, 80)}`).toBeLessThan(500);
        expect(await changes(shop.deps), `${path.slice(0, 80)} changed data`).toBe(before);
      }
    }
  }, 120_000);
});
