/**
 * GET /trpc/catalog.search, the most frequent request and the largest answer, written without
 * tRPC's HTTP adapter (docs/decisions/0017-the-search-lane.md).
 *
 * tRPC 11 turns every Node request into a Fetch API Request and every answer into a Response whose
 * body is encoded and streamed back in chunks; for a 30 KB search answer that adapter cost more
 * than the search. Here the same procedure is called through the router (its input validation and
 * middlewares run as for any call) and its answer, JSON text from the search's response cache, is
 * written as tRPC's wire format: `{"result":{"data":{"json":…}}}`, in an array for a batch of one.
 * superjson reads a plain `json` without `meta` as the value itself. A browser's answer is gzipped
 * once per cached answer (in libuv's thread pool), not on every request by the compression
 * middleware: 30 KB cost 0.8 ms of the event loop each time.
 *
 * Anything else goes on to tRPC untouched: another procedure, a batch of several, a streaming
 * request, an input that is not JSON. So does a call that fails: tRPC then answers it again and
 * writes the error in its own shape and status (the call has no rate limit of its own to count
 * twice; `search-lane.test.ts` checks both that and the answers' equality).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import superjson from 'superjson';
import type { JsonText } from '../../shared/json-text';
import { createRequestContext, type AppDeps } from '../trpc/context';
import type { CallRateLimiter } from '../trpc/policy';
import { createCaller } from '../trpc/root';

export const SEARCH_LANE_PATH = '/trpc/catalog.search';

interface LaneCall {
  input: unknown;
  batched: boolean;
}

/** The single call a GET carries, or null when it is not one this lane answers. */
function laneCall(req: Request): LaneCall | null {
  if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined) return null;
  const { batch, input } = req.query;
  const batched = batch === '1';
  if ((batch !== undefined && !batched) || (input !== undefined && typeof input !== 'string')) {
    return null;
  }
  let serialized: unknown;
  try {
    const parsed: unknown = input === undefined ? undefined : JSON.parse(input);
    serialized = batched ? oneOfBatch(parsed) : parsed;
  } catch {
    return null;
  }
  if (serialized === null) return null;
  if (serialized === undefined) return { input: undefined, batched };
  if (typeof serialized !== 'object' || !('json' in serialized)) return null;
  try {
    return { input: superjson.deserialize(serialized as never), batched };
  } catch {
    return null;
  }
}

/** The batch's only call (`{"0": …}`), undefined for no input, null for anything else. */
function oneOfBatch(parsed: unknown): unknown {
  if (parsed === undefined) return undefined;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const keys = Object.keys(parsed);
  if (keys.length === 0) return undefined;
  return keys.length === 1 && keys[0] === '0' ? (parsed as Record<string, unknown>)['0'] : null;
}

export function searchLane(deps: AppDeps, rateLimiter?: CallRateLimiter): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const call = laneCall(req);
    if (!call) return next();
    let answer: JsonText;
    try {
      // The search is the same for everyone: no session is read.
      const caller = createCaller(createRequestContext(deps, req, res, { rateLimiter }));
      // Over HTTP (ctx.req set) the procedure answers with its cached JSON text.
      answer = (await caller.catalog.search(call.input as never)) as unknown as JsonText;
    } catch {
      return next();
    }
    // Written as tRPC writes it: no ETag (Express's send would hash every answer for one).
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.vary('Accept-Encoding');
    if (!req.acceptsEncodings('gzip')) {
      writeWireFormat(res, answer, call.batched);
      return;
    }
    let gzipped: Buffer;
    try {
      gzipped = await gzippedOnce(answer, call.batched);
    } catch {
      writeWireFormat(res, answer, call.batched);
      return;
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', gzipped.length);
    res.end(gzipped);
  };
}

const WRAPPERS: Record<'single' | 'batched', readonly [Buffer, Buffer]> = {
  single: [Buffer.from('{"result":{"data":{"json":'), Buffer.from('}}}')],
  batched: [Buffer.from('[{"result":{"data":{"json":'), Buffer.from('}}}]')],
};

/** tRPC's wire format around the answer's bytes (kept off the JavaScript heap). */
function wireFormat(answer: JsonText, batched: boolean): Buffer {
  const [before, after] = WRAPPERS[batched ? 'batched' : 'single'];
  return Buffer.concat([before, answer.bytes, after]);
}

/**
 * The same, written in three pieces (one writev): no 30 KB copy per answer, whose collection
 * the main thread paid for on every new search.
 */
function writeWireFormat(res: Response, answer: JsonText, batched: boolean): void {
  const [before, after] = WRAPPERS[batched ? 'batched' : 'single'];
  const bytes = answer.bytes;
  res.setHeader('Content-Length', before.length + bytes.length + after.length);
  res.cork();
  res.write(before);
  res.write(bytes);
  res.end(after);
}

const gzip = promisify(zlib.gzip);

/** Per cached answer (the same JsonText while the search's cache holds it), its gzipped bodies. */
const gzippedBodies = new WeakMap<
  JsonText,
  Partial<Record<'batched' | 'single', Promise<Buffer>>>
>();

function gzippedOnce(answer: JsonText, batched: boolean): Promise<Buffer> {
  let bodies = gzippedBodies.get(answer);
  if (!bodies) gzippedBodies.set(answer, (bodies = {}));
  const key = batched ? 'batched' : 'single';
  const promise = (bodies[key] ??= gzip(wireFormat(answer, batched)));
  promise.catch(() => delete bodies[key]);
  return promise;
}
