import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { ProcedurePolicy } from '../trpc/policy';
import { clientKey } from './client-key';

const SMALL_BODY = '100kb';
const LARGE_BODY = '30mb'; // 20 MB of image is about 26.7 MB as base64
/** Deeper JSON is refused before parsing: no input of ours nests past a dozen levels. */
export const MAX_JSON_DEPTH = 32;
/** One or more procedure names, as the tRPC client sends them: "a.b" or "a.b,c.d". */
const PLAIN_PROCEDURE_PATH =
  /^\/[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*(?:,[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*)*$/;

/** Procedure names of a /trpc request ("/a.b,c.d" when batched). */
export function proceduresOf(req: Request): string[] {
  return req.path.replace(/^\//, '').split(',').filter(Boolean);
}

/**
 * Refuses a /trpc path that is not plain procedure names. tRPC decodes the path, so an encoded
 * name (`auth%2EsignIn`) would otherwise run a procedure that the policies here did not see.
 */
export function plainProcedurePaths(req: Request, res: Response, next: NextFunction) {
  if (PLAIN_PROCEDURE_PATH.test(req.path)) return next();
  res.status(400).json({ error: 'Procedure names may hold only letters, digits and dots.' });
}

/** The deepest nesting of arrays and objects in JSON text (strings skipped), or Infinity past `limit`. */
export function jsonDepth(text: string | Buffer, limit = MAX_JSON_DEPTH): number {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return Infinity;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

function tooDeep(): Error {
  return Object.assign(
    new Error(`The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`),
    {
      status: 400,
      type: 'entity.too.deep',
    },
  );
}

/**
 * JSON bodies: 100 kB, or 30 MB for a procedure whose policy says `largeBody` when it is called
 * alone; nesting deeper than MAX_JSON_DEPTH is refused with 400, in the body or in `?input=`.
 */
export function jsonBodyFor(
  policyOf: (procedure: string) => ProcedurePolicy | undefined,
): RequestHandler {
  const verify = (_req: unknown, _res: unknown, buf: Buffer) => {
    if (jsonDepth(buf) > MAX_JSON_DEPTH) throw tooDeep();
  };
  const small = express.json({ limit: SMALL_BODY, verify });
  const large = express.json({ limit: LARGE_BODY, verify });
  return (req, res, next) => {
    const input = req.query.input;
    if (typeof input === 'string' && jsonDepth(input) > MAX_JSON_DEPTH) return next(tooDeep());
    const procedures = proceduresOf(req);
    const isLarge = procedures.length === 1 && Boolean(policyOf(procedures[0]!)?.largeBody);
    (isLarge ? large : small)(req, res, next);
  };
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * DNS rebinding defence: a request must name this site's host (SITE_URL) or a loopback name.
 * Without SITE_URL only loopback names are accepted (start-up warns). /healthz is exempt, so a
 * monitor may ask by IP address.
 */
export function allowedHostsOnly(env: Env, logger?: Logger): RequestHandler {
  const allowed = new Set(LOOPBACK_HOSTNAMES);
  if (env.SITE_URL_CONFIGURED) allowed.add(new URL(env.SITE_URL).hostname.toLowerCase());
  return (req, res, next) => {
    const hostname = hostnameOf(req.get('host'));
    if ((hostname && allowed.has(hostname)) || req.path === '/healthz') return next();
    logger?.warn(
      { event: 'host-refused', host: req.get('host'), ip: req.ip, path: req.path },
      'request for an unknown host refused',
    );
    res.status(421).json({
      error: 'Unknown host. Set SITE_URL to the address shoppers use to reach this site.',
    });
  };
}

/**
 * CSRF defence (ASVS 3.5): a state-changing request must come from the site's own origin, whatever
 * its content type (tRPC also accepts form and octet-stream bodies, which skip CORS preflight).
 */
export function sameOriginOnly(env: Env, logger?: Logger): RequestHandler {
  const siteOrigin = new URL(env.SITE_URL).origin;
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    // The site's own origin, or this very server reached by a loopback name (local use, tests).
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const loopback = LOOPBACK_HOSTNAMES.has(hostnameOf(req.get('host')) ?? '');
    const allowed = origin
      ? origin === siteOrigin || (loopback && origin === ownOrigin)
      : fetchSite === 'same-origin';
    if (allowed) return next();
    logger?.warn(
      { event: 'cross-origin-refused', origin, fetchSite, ip: req.ip, path: req.path },
      'cross-origin write refused',
    );
    res.status(403).json({ error: 'Cross-site requests are not allowed.' });
  };
}

function limiter(options: Partial<Options> & { name: string }): RequestHandler {
  const { name, ...rest } = options;
  return rateLimit({
    windowMs: 60 * 1000,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => clientKey(req),
    handler: (_req, res, _next, opts) => {
      res
        .status(429)
        .json({ error: `Too many requests (${name}). Please wait a moment and try again.` });
      void opts;
    },
    ...rest,
  });
}

/**
 * The per-address limit on every HTTP request except static files. The limits of procedures are
 * counted per call inside tRPC (server/trpc/policy.ts).
 */
export function generalRateLimit(env: Env): RequestHandler {
  if (!env.RATE_LIMITS) return (_req, _res, next) => next();
  return limiter({ name: 'general', limit: 1200 });
}
