import type { Request, Response } from 'express';
import type { StaffUser } from '../../shared/auth';
import type { AiProvider } from '../ai/types';
import type { DB } from '../db/connect';
import type { Env } from '../env';
import type { ObserveCall } from '../http/metrics';
import type { Logger } from '../logger';
import type { CallRateLimiter } from './policy';

/** What every procedure can reach. Built once per request (or per test without HTTP). */
export interface AppDeps {
  db: DB;
  env: Env;
  logger: Logger;
  /** The AI provider chosen at start-up (server/ai): OpenAI-compatible or built-in. */
  ai: AiProvider;
}

export interface Context extends AppDeps {
  requestId: string;
  ip: string;
  /** The signed-in staff member, or null for shoppers. */
  staff: StaffUser | null;
  /** The session token's hash, when signed in (for sign-out). */
  sessionId?: string;
  req?: Request;
  res?: Response;
  /** How many calls the HTTP request carries (a batch has several). */
  callsInRequest?: number;
  /** Per-address limits of calls over HTTP; absent in-process (tests, server rendering). */
  rateLimiter?: CallRateLimiter;
  /** Counts the call for /metrics; absent when metrics are off and in-process. */
  observeCall?: ObserveCall;
}

export function createContextInner(deps: AppDeps, extra: Partial<Context> = {}): Context {
  return { requestId: 'internal', ip: '127.0.0.1', staff: null, ...deps, ...extra };
}

/**
 * The context of a call over HTTP: the request's id and address, and no staff member unless
 * `extra` says who signed in. One call per request unless `extra` counts a batch.
 */
export function createRequestContext(
  deps: AppDeps,
  req: Request,
  res: Response,
  extra: Partial<Context> = {},
): Context {
  return {
    ...deps,
    requestId: String(res.locals.requestId),
    ip: req.ip ?? 'unknown',
    staff: null,
    req,
    res,
    callsInRequest: 1,
    ...extra,
  };
}
