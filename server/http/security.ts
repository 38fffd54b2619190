import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import type { Env } from '../env';

/** The only procedures that accept a large body (an image of up to 20 MB, sent as a data URL). */
export const LARGE_BODY_PROCEDURES: ReadonlySet<string> = new Set([
  'assistant.send',
  'ingredients.readLabel',
]);
/** Staff procedures that spend AI money; they get their own, tighter limit. */
export const AI_GENERATION_PROCEDURES: ReadonlySet<string> = new Set([
  'ingredients.analyze',
  'admin.generate',
]);
const SIGN_IN_PROCEDURES: ReadonlySet<string> = new Set(['auth.signIn', 'auth.setup']);
const ASSISTANT_PROCEDURES: ReadonlySet<string> = new Set(['assistant.send']);
/** Reading a label photo costs a second or two of CPU in the OCR worker. */
const LABEL_PROCEDURES: ReadonlySet<string> = new Set(['ingredients.readLabel']);
/** Public forms that write: a person sends a handful; a bot sends hundreds. */
const PUBLIC_FORM_PROCEDURES: ReadonlySet<string> = new Set([
  'reviews.submit',
  'newsletter.subscribe',
]);

const SMALL_BODY = '100kb';
const LARGE_BODY = '30mb'; // 20 MB of image is about 26.7 MB as base64

/** Procedure names of a /trpc request ("/a.b,c.d" when batched). */
export function proceduresOf(req: Request): string[] {
  return req.path.replace(/^\//, '').split(',').filter(Boolean);
}

export function jsonBodyFor(): RequestHandler {
  const small = express.json({ limit: SMALL_BODY });
  const large = express.json({ limit: LARGE_BODY });
  return (req, res, next) => {
    const procedures = proceduresOf(req);
    const isLarge = procedures.length === 1 && LARGE_BODY_PROCEDURES.has(procedures[0]!);
    (isLarge ? large : small)(req, res, next);
  };
}

/**
 * CSRF defence (ASVS 3.5): a state-changing request must come from the site's own origin, whatever
 * its content type (tRPC also accepts form and octet-stream bodies, which skip CORS preflight).
 */
export function sameOriginOnly(env: Env): RequestHandler {
  const siteOrigin = new URL(env.SITE_URL).origin;
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const allowed = origin
      ? origin === siteOrigin || origin === ownOrigin
      : fetchSite === 'same-origin';
    if (allowed) return next();
    res.status(403).json({ error: 'Cross-site requests are not allowed.' });
  };
}

function limiter(options: Partial<Options> & { name: string }): RequestHandler {
  const { name, ...rest } = options;
  return rateLimit({
    windowMs: 60 * 1000,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res, _next, opts) => {
      res
        .status(429)
        .json({ error: `Too many requests (${name}). Please wait a moment and try again.` });
      void opts;
    },
    ...rest,
  });
}

function forProcedures(names: ReadonlySet<string>, handler: RequestHandler): RequestHandler {
  return (req, res, next) =>
    proceduresOf(req).some((p) => names.has(p)) ? handler(req, res, next) : next();
}

function nonGet(handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    req.method === 'GET' ? next() : handler(req, res, next);
}

/** Per-IP limits with 429 and Retry-After. State is in memory (one process); see docs/decisions. */
export function rateLimits(env: Env): { general: RequestHandler; trpc: RequestHandler[] } {
  if (!env.RATE_LIMITS) {
    const pass: RequestHandler = (_req, _res, next) => next();
    return { general: pass, trpc: [] };
  }
  return {
    general: limiter({ name: 'general', limit: 1200 }),
    trpc: [
      nonGet(limiter({ name: 'writes', limit: 120 })),
      forProcedures(SIGN_IN_PROCEDURES, limiter({ name: 'sign-in', limit: 20 })),
      forProcedures(ASSISTANT_PROCEDURES, limiter({ name: 'assistant per minute', limit: 12 })),
      forProcedures(
        ASSISTANT_PROCEDURES,
        limiter({ name: 'assistant per day', limit: 300, windowMs: 24 * 60 * 60 * 1000 }),
      ),
      forProcedures(AI_GENERATION_PROCEDURES, limiter({ name: 'AI generation', limit: 30 })),
      forProcedures(LABEL_PROCEDURES, limiter({ name: 'label photos', limit: 10 })),
      forProcedures(PUBLIC_FORM_PROCEDURES, limiter({ name: 'forms', limit: 10 })),
      forProcedures(
        PUBLIC_FORM_PROCEDURES,
        limiter({ name: 'forms per day', limit: 50, windowMs: 24 * 60 * 60 * 1000 }),
      ),
    ],
  };
}
