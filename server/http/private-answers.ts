/**
 * Answers a shared cache must never keep: anything given to a signed-in browser, any call of a
 * staff procedure, any write, and the public calls whose answer depends on who asks or carries a
 * secret (a private report, a conversation). They say `Cache-Control: private, no-store`; every
 * tRPC answer and page says `Vary: Cookie`, so a cache that keeps a public one keeps it per cookie.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Env } from '../env';
import { PERSONAL_PROCEDURES, PUBLIC_PROCEDURES } from '../trpc/public-procedures';
import { readSessionCookie } from './cookies';
import { proceduresOf } from './security';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Whether a /trpc request's answer is private (see above). */
export function isPrivateCall(procedures: readonly string[], method: string, signedIn: boolean) {
  if (signedIn || method !== 'GET') return true;
  return procedures.some((name) => !PUBLIC_PROCEDURES.has(name) || PERSONAL_PROCEDURES.has(name));
}

/** Marks an answer private (`no-store`) and varying by cookie. */
export function markPrivate(res: Response): void {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  res.vary('Cookie');
}

/** Whether the request carries a session cookie (valid or not: either way it is someone's). */
export function carriesSession(env: Env, req: Request): boolean {
  return Boolean(readSessionCookie(env, req));
}

/** For /trpc: sets the headers before any procedure runs, so every answer, error or not, has them. */
export function privateTrpcAnswers(env: Env): RequestHandler {
  return (req, res, next) => {
    if (isPrivateCall(proceduresOf(req), req.method, carriesSession(env, req))) markPrivate(res);
    else res.vary('Cookie');
    next();
  };
}
